/** A fundraiser as its card and the offline search need it: without its description, which can be long. */
export const cardOf = <T extends { description?: unknown }>({ description: _description, ...card }: T): Omit<T, 'description'> => card;
