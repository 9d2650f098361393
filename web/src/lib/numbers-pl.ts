const NBSP = '\u00a0';
const plural = new Intl.PluralRules('pl-PL');

/** A whole number with thousands split by non-breaking spaces, so it never wraps: 1234567 → "1 234 567". */
export const groupThousands = (value: number) =>
  String(Math.floor(Math.max(0, value))).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);

/** Polish plural forms: 1 zbiórkę, 2 zbiórki, 5 zbiórek, 22 zbiórki. */
export function pluralPl(count: number, forms: { one: string; few: string; many: string }): string {
  const category = plural.select(count);
  if (category === 'one') return forms.one;
  if (category === 'few') return forms.few;
  return forms.many;
}

export const charitiesCount = (count: number) => `${count} ${pluralPl(count, { one: 'zbiórkę', few: 'zbiórki', many: 'zbiórek' })}`;

const PLN = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in zł as the API gives it, in Polish: 1234.5 → "1234,50 zł" (Intl groups only from 5 digits). */
export const formatPln = (zl: number) => PLN.format(zl);
