// The donation limits as the terms state them. Written out (not imported from the donation schema)
// so the terms page does not load the validation library; a unit test keeps them in step.
export const DONATION_LIMITS_TEXT = { min: '2 zł', max: '100 000 zł' } as const;
