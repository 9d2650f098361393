// Issue 40: every e-mail of a monthly schedule carries its signed link, where the donor changes or cancels it without an account.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatGrosze } from '@zlota/shared/money';
import { RECURRING_METHOD_INSTRUMENTAL, type RecurringMethod } from '@zlota/shared/schemas/recurring';
import type { Deps } from '../../deps.js';
import { foundationEmail } from '../emails/email-template.js';
import type { EmailMessage } from '../emails/mailer.js';
import { charityLinks } from '../charities/charities-repository.js';
import type { ScheduleRow } from './recurring-repository.js';

/** The management link's key: the schedule's id signed with a key of its own purpose (APP_SECRET's). */
export const manageKey = (deps: Pick<Deps, 'secretBox'>, id: number): string =>
  createHmac('sha256', deps.secretBox.derive('recurring-links')).update(`recurring:${id}`).digest('base64url');

export function keyMatches(deps: Pick<Deps, 'secretBox'>, id: number, given: string): boolean {
  const expected = Buffer.from(manageKey(deps, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The donor's page of the schedule (no account needed), from the portal's root. */
export const managePath = (deps: Pick<Deps, 'secretBox'>, id: number): string => `/wplata-cykliczna/${id}?klucz=${manageKey(deps, id)}`;

export const manageLink = (deps: Pick<Deps, 'secretBox' | 'config'>, id: number): string => `${deps.config.publicUrl}${managePath(deps, id)}`;

const MONTHS = ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'];

/** `2027-02-05` as „5 lutego 2027”. */
export function dayInWords(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

export interface ScheduleMail {
  to: string;
  name: string | null;
  amount: number;
  day: number;
  charityTitle: string;
  link: string;
  /** What the charges are made with: each e-mail says the right one (a card, or BLIK from the bank's app). */
  method: RecurringMethod;
}

/** Issue 40: how the donor starts again after a BLIK alias stopped working (a card is changed with „Zmień kartę”). */
const blikAgain = 'Jeśli chcesz wspierać dalej, wpłać raz jeszcze BLIK-iem na stronie zbiórki, wybierz „co miesiąc” i zapisz płatność cykliczną w aplikacji banku.';

const action = 'Zarządzaj wpłatą cykliczną';
const manageLine = 'Kwotę i dzień zmienisz, a wpłatę wstrzymasz lub anulujesz jednym kliknięciem pod linkiem poniżej — bez logowania i bez podawania powodu.';

function scheduleEmail(kind: string, mail: ScheduleMail, subject: string, lines: string[]): EmailMessage {
  return foundationEmail({ kind, to: mail.to, subject, greetingName: mail.name, lines: [...lines, '', manageLine], link: mail.link, action });
}

/** Issue 40 item 1: sent once, when the first payment is paid: the amount, the day, the next charge and the last, if chosen. */
export const scheduleConfirmedEmail = (mail: ScheduleMail, nextCharge: string, lastCharge: string | null) =>
  scheduleEmail('recurring-confirmed', mail, 'Twoja wpłata co miesiąc', [
    `Dziękujemy! Od teraz co miesiąc, ${mail.day}. dnia miesiąca, przekażemy ${formatGrosze(mail.amount)} na zbiórkę „${mail.charityTitle}”.`,
    `Pierwszą wpłatę już zaksięgowaliśmy. Następną pobierzemy ${dayInWords(nextCharge)} — ${RECURRING_METHOD_INSTRUMENTAL[mail.method]}, bez ponownego potwierdzania.`,
    lastCharge === null
      ? 'Wpłaty kończą się same, gdy zbiórka się zakończy. Po każdej dostaniesz potwierdzenie darowizny.'
      : `Ostatnią wpłatę pobierzemy ${dayInWords(lastCharge)} — wtedy wpłaty zakończą się same (wcześniej, jeśli wcześniej zakończy się zbiórka). Po każdej dostaniesz potwierdzenie darowizny.`,
  ]);

export const chargeDeclinedEmail = (mail: ScheduleMail, retryOn: string) =>
  scheduleEmail('recurring-declined', mail, 'Nie udało się pobrać wpłaty co miesiąc', [
    `Operator płatności odrzucił tym razem wpłatę ${formatGrosze(mail.amount)} na zbiórkę „${mail.charityTitle}”. Nic nie zostało pobrane.`,
    `Spróbujemy ponownie ${dayInWords(retryOn)}. ${
      mail.method === 'blik'
        ? 'Jeśli usunięto płatność cykliczną w aplikacji banku albo zmienił się bank, możesz wpłacić raz jeszcze BLIK-iem i wybrać „co miesiąc”.'
        : 'Jeśli karta wygasła albo zmieniła się, wybierz „Zmień kartę” pod linkiem poniżej — kolejne wpłaty pobierzemy z nowej karty.'
    }`,
  ]);

export const schedulePausedEmail = (mail: ScheduleMail, reason: 'declined' | 'reauthorise') =>
  scheduleEmail('recurring-paused', mail, 'Wstrzymaliśmy Twoją wpłatę co miesiąc', [
    reason === 'declined'
      ? `Kilka prób pobrania ${formatGrosze(mail.amount)} na zbiórkę „${mail.charityTitle}” się nie udało, więc wstrzymaliśmy wpłaty. Nic więcej nie pobierzemy.`
      : `Operator płatności poprosił o ponowne potwierdzenie ${mail.method === 'blik' ? 'płatności BLIK w aplikacji banku' : 'karty'}, więc wstrzymaliśmy wpłaty ${formatGrosze(mail.amount)} na zbiórkę „${mail.charityTitle}”. Nic nie zostało pobrane.`,
    mail.method === 'blik'
      ? blikAgain
      : 'Jeśli chcesz wspierać dalej, wybierz „Zmień kartę” pod linkiem poniżej: potwierdzisz nową (albo tę samą) kartę, a wpłaty wznowią się same.',
  ]);

/** Issue 40 item 4: `2029-03` as „marca 2029”. */
const monthInWords = (period: string) => `${MONTHS[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`;

/**
 * Issue 40 item 4: the card of the schedule's token expires at the end of `expiry` (YYYY-MM); said a month before, or,
 * should the job first see it later (the server was down), said as lapsed.
 */
export const cardExpiringEmail = (mail: ScheduleMail, expiry: string, lapsed: boolean) =>
  scheduleEmail('recurring-card-expiring', mail, lapsed ? 'Karta do Twojej wpłaty co miesiąc straciła ważność' : 'Karta do Twojej wpłaty co miesiąc wkrótce straci ważność', [
    lapsed
      ? `Karta, z której co miesiąc pobieraliśmy ${formatGrosze(mail.amount)} na zbiórkę „${mail.charityTitle}”, była ważna do końca ${monthInWords(expiry)}. Operator płatności nie pobierze już z niej wpłat.`
      : `Karta, z której co miesiąc przekazujesz ${formatGrosze(mail.amount)} na zbiórkę „${mail.charityTitle}”, jest ważna do końca ${monthInWords(expiry)}. Potem operator płatności nie pobierze już z niej wpłat.`,
    'Jeśli chcesz wspierać dalej, wybierz „Zmień kartę” pod linkiem poniżej — kolejne wpłaty pobierzemy z nowej karty. Dziękujemy, że jesteś z nami!',
  ]);

/** `2029-03` as „marzec 2029” for the month a payment stands for. */
const MONTH_NAMES = ['styczeń', 'luty', 'marzec', 'kwiecień', 'maj', 'czerwiec', 'lipiec', 'sierpień', 'wrzesień', 'październik', 'listopad', 'grudzień'];

/**
 * Issue 40 item 4: the donor changed the card from the link: the new card's payment stands for `covered` (YYYY-MM), a
 * paused schedule resumed, and the next charge comes from the new card.
 */
export const cardChangedEmail = (mail: ScheduleMail, change: { resumed: boolean; covered: string; nextCharge: string }) =>
  scheduleEmail('recurring-card-changed', mail, 'Zmieniliśmy kartę Twojej wpłaty co miesiąc', [
    `Od teraz wpłaty ${formatGrosze(mail.amount)} co miesiąc na zbiórkę „${mail.charityTitle}” pobieramy z nowej karty.`,
    `Wpłatę z potwierdzenia nowej karty zaliczyliśmy za ${MONTH_NAMES[Number(change.covered.slice(5, 7)) - 1]} ${change.covered.slice(0, 4)}${change.resumed ? ', a wstrzymane wpłaty wznowiliśmy' : ''}. Następną pobierzemy ${dayInWords(change.nextCharge)}.`,
    'Dziękujemy, że jesteś z nami!',
  ]);

export const scheduleEndedEmail = (mail: ScheduleMail, elsewhere: string) =>
  scheduleEmail('recurring-ended', mail, 'Zbiórka się zakończyła — Twoje wpłaty co miesiąc też', [
    `Zbiórka „${mail.charityTitle}” się zakończyła, więc nie pobierzemy już kolejnych wpłat. Z całego serca dziękujemy za Twoje wsparcie!`,
    `Jeśli chcesz pomagać dalej, wybierz inną zbiórkę albo wesprzyj ogólne cele fundacji: ${elsewhere}`,
  ]);

/** Issue 40 item 1: the chosen months are over (their last charge paid, or failed for good); the schedule ended by itself. */
export const scheduleCompletedEmail = (mail: ScheduleMail, elsewhere: string) =>
  scheduleEmail('recurring-completed', mail, 'Twoje wpłaty co miesiąc dobiegły końca', [
    `Minął wybrany przez Ciebie czas wpłat ${formatGrosze(mail.amount)} co miesiąc na zbiórkę „${mail.charityTitle}”, więc zakończyły się same. Nic więcej nie pobierzemy.`,
    'Z całego serca dziękujemy za każdy miesiąc Twojego wsparcia!',
    `Jeśli chcesz pomagać dalej, wybierz znów „co miesiąc” na stronie zbiórki, inną zbiórkę albo wesprzyj ogólne cele fundacji: ${elsewhere}`,
  ]);

export const scheduleCancelledEmail = (mail: ScheduleMail) =>
  scheduleEmail('recurring-cancelled', mail, 'Anulowaliśmy Twoją wpłatę co miesiąc', [
    `Zgodnie z Twoją prośbą nie pobierzemy już wpłat ${formatGrosze(mail.amount)} na zbiórkę „${mail.charityTitle}”. Dziękujemy za całe dotychczasowe wsparcie!`,
  ]);

/** Issue 40 item 6: the foundation cancelled the schedule (its reason stays in the audit log). */
export const scheduleCancelledByStaffEmail = (mail: ScheduleMail) =>
  scheduleEmail('recurring-cancelled', mail, 'Anulowaliśmy Twoją wpłatę co miesiąc', [
    `Fundacja anulowała Twoją wpłatę ${formatGrosze(mail.amount)} co miesiąc na zbiórkę „${mail.charityTitle}”. Nic więcej nie pobierzemy.`,
    'Jeśli masz pytania, odpowiedz na tę wiadomość — chętnie wyjaśnimy. Dziękujemy za całe dotychczasowe wsparcie!',
  ]);

/** Issue 40 item 5: what the donor changed from the link, and when the next charge comes (none while paused). */
export const scheduleChangedEmail = (mail: ScheduleMail, change: { paused: boolean; nextCharge: string | null }) =>
  scheduleEmail('recurring-changed', mail, change.paused ? 'Wstrzymaliśmy Twoją wpłatę co miesiąc' : 'Zmieniliśmy Twoją wpłatę co miesiąc', [
    change.paused
      ? `Zgodnie z Twoją prośbą wstrzymaliśmy wpłaty ${formatGrosze(mail.amount)} na zbiórkę „${mail.charityTitle}”. Do czasu wznowienia nic nie pobierzemy.`
      : `Zapisaliśmy Twoje zmiany: od teraz ${formatGrosze(mail.amount)} co miesiąc, ${mail.day}. dnia miesiąca, na zbiórkę „${mail.charityTitle}”.`,
    change.nextCharge ? `Następną wpłatę pobierzemy ${dayInWords(change.nextCharge)}.` : 'Wpłaty wznowisz w każdej chwili pod linkiem poniżej.',
    'Dziękujemy, że jesteś z nami!',
  ]);

/** Who a schedule's e-mails go to, with its fundraiser's title and its link; none without an address. */
export async function mailOfSchedule(deps: Deps, schedule: ScheduleRow): Promise<ScheduleMail | undefined> {
  if (!schedule.donor_email) return undefined;
  const title = (await charityLinks(deps.db, [schedule.charity_id])).get(schedule.charity_id)?.title ?? '';
  return { to: schedule.donor_email, name: schedule.donor_name, amount: schedule.amount, day: schedule.day, charityTitle: title, link: manageLink(deps, schedule.id), method: schedule.method };
}
