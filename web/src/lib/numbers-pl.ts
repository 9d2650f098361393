import { pluralPl } from '@zlota/shared/format';

const NBSP = '\u00a0';

/** A whole number with thousands split by non-breaking spaces, so it never wraps: 1234567 → "1 234 567". */
export const groupThousands = (value: number) =>
  String(Math.floor(Math.max(0, value))).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);


export const charitiesCount = (count: number) => `${count} ${pluralPl(count, { one: 'zbiórkę', few: 'zbiórki', many: 'zbiórek' })}`;

/** An amount in zł as an amount field takes it: 12.5 → "12,50" (through whole grosze, so 10.05 never drifts). */
export function zlInput(zl: number): string {
  const grosze = Math.round(zl * 100);
  return `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;
}
