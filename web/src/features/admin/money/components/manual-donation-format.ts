import { paymentMethodLabel } from '@zlota/shared/payment-labels';

const MONEY = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DAY = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeZone: 'UTC' });

/** A zł amount as the panel shows money: `12,50 zł`, `1234,00 zł` grouped as pl-PL groups it. */
export const formatAmount = (zl: number) => MONEY.format(zl);

/** A calendar day (`2026-11-02`) as `2 listopada 2026`. */
export const formatDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

export const methodLabel = (method: string | null) => paymentMethodLabel(method) ?? '—';
