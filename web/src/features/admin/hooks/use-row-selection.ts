import { useState } from 'react';

/** The rows chosen in an admin list for a bulk action, by id (a payment: by its guid). */
export interface RowSelection<K extends number | string = number> {
  chosen: K[];
  isChosen: (id: K) => boolean;
  choose: (id: K, on: boolean) => void;
  /** "Zaznacz wszystkie na tej stronie": every given row chosen, or none of them. */
  chooseAll: (ids: K[], on: boolean) => void;
  clear: () => void;
}

/** Issue 36 item 7: the one way an admin list keeps its chosen rows (fundraisers, payments, e-mails). */
export function useRowSelection<K extends number | string = number>(): RowSelection<K> {
  const [chosen, setChosen] = useState<K[]>([]);
  return {
    chosen,
    isChosen: (id) => chosen.includes(id),
    choose: (id, on) => setChosen((current) => (on ? [...current.filter((other) => other !== id), id] : current.filter((other) => other !== id))),
    chooseAll: (ids, on) => setChosen((current) => (on ? [...current.filter((other) => !ids.includes(other)), ...ids] : current.filter((other) => !ids.includes(other)))),
    clear: () => setChosen([]),
  };
}
