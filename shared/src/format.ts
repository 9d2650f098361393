// Date formatting in Polish time, so server and browsers in any time zone show the same day.

/**
 * Made on first use: an Intl formatter with a time zone costs tens of milliseconds on a slow phone, which a module
 * evaluated with the first load's script would spend before the page answers, used or not.
 */
export function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const warsawDate = once(() => new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', day: '2-digit', month: '2-digit', year: 'numeric' }));

/**
 * Formats a millisecond epoch as `dd.mm.yyyy` in Europe/Warsaw, e.g. "21.11.2026".
 * Assembled from parts so the separator does not depend on the ICU build. Throws RangeError for an invalid time.
 */
/** A calendar day (`2027-02-05`, as the API writes days) as „5.02.2027”. */
export const formatDayPl = (day: string): string =>
  day
    .split('-')
    .reverse()
    .map((part, index) => (index === 0 ? String(Number(part)) : part))
    .join('.');

export function formatDatePl(msEpoch: number): string {
  if (!Number.isFinite(msEpoch)) {
    throw new RangeError(`formatDatePl: invalid time value: ${String(msEpoch)}`);
  }
  const parts = warsawDate().formatToParts(msEpoch);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
}

const warsawClock = once(() => new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }));

/** A moment to the minute, in Warsaw time: "27.11.2026, 14:05" (how old what a device shows offline is, issue 39). */
export function formatDateMinutePl(msEpoch: number): string {
  const parts = warsawClock().formatToParts(msEpoch);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${formatDatePl(msEpoch)}, ${part('hour')}:${part('minute')}`;
}

const warsawLongDate = once(() => new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', day: 'numeric', month: 'long', year: 'numeric' }));

/** A day as Polish prose writes it, in Europe/Warsaw: "26 listopada 2026" (an update's date). */
export const formatLongDatePl = (msEpoch: number): string => warsawLongDate().format(msEpoch).replace(/\s*r\.$/, '');

const warsawDateTime = once(
  () => new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', hourCycle: 'h23', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
);

/**
 * A moment as a Polish reader expects it, in Warsaw time: "25 listopada 2026 17:23" (documents, e-mails, the panel).
 * Assembled from parts, as formatDatePl is, so the words between do not depend on the ICU build.
 */
export function formatDateTimePl(msEpoch: number): string {
  const parts = warsawDateTime().formatToParts(msEpoch);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')} ${part('hour')}:${part('minute')}`;
}

const panelTime = once(() => new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'medium' }));

/** A moment in the panel's lists, to the second, in Warsaw time: "25.11.2026, 14:05:07" (an ISO string, as the API gives it). */
export const formatWhen = (iso: string): string => panelTime().format(new Date(iso));

// `sv-SE` writes `2026-11-25 14:05:07`: the order a spreadsheet sorts and reads as a date.
const spreadsheetTime = once(
  () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }),
);

/** A moment in Warsaw time as a spreadsheet reads it: "2026-11-25 14:05:07" (the accountant's CSV). */
export const formatSpreadsheetTime = (msEpoch: number): string => spreadsheetTime().format(msEpoch);

const pluralRules = once(() => new Intl.PluralRules('pl-PL'));

/** The Polish form for a count: 1 wpłatę, 2–4 and 22–24 wpłaty, 0, 5–21 and 25 wpłat (12–14 too). */
export function pluralPl(count: number, forms: { one: string; few: string; many: string }): string {
  const category = pluralRules().select(count);
  if (category === 'one') return forms.one;
  if (category === 'few') return forms.few;
  return forms.many;
}
