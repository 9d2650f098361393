// An audit entry's "before" and "after" in words: "Status: Czeka na płatność → Opłacona", amounts as money,
// yes/no as tak/nie, field names in Polish. The panel shows these lines instead of the stored JSON.
import type { AuditAction, AuditEntityType } from './audit.js';
import { formatGrosze } from './money.js';
import { polishNonBreakingSpaces } from './typography.js';
import { PAYMENT_STATUS_LABELS, paymentMethodLabel, paymentSourceLabel } from './payment-labels.js';
import { REPORT_STATUS_LABELS } from './reports.js';
import { REVISION_STATUS_LABELS } from './revisions.js';
import { CHARITY_STATUS_LABELS } from './schemas/charity.js';
import { OUTBOX_STATUS_LABELS } from './schemas/outbox.js';
import { STAFF_ROLE_LABELS } from './staff-roles.js';

/** Every field the server writes into an entry (server/src/components/**: recordAudit), named as staff say it. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  title: 'Tytuł',
  name: 'Imię',
  surname: 'Nazwisko',
  city: 'Miejscowość',
  contact: 'Kontakt',
  notes: 'Notatki',
  target: 'Cel',
  target_amount: 'Kwota celu',
  collected_amount: 'Zebrano',
  short_description: 'Krótki opis',
  description_length: 'Długość opisu (znaki)',
  status: 'Status',
  state: 'Stan',
  promoted: 'Na banerze',
  promoted_order: 'Miejsce na banerze',
  needy_id: 'Nr podopiecznego',
  owner_id: 'Nr konta właściciela',
  image: 'Zdjęcie',
  review_note: 'Uwagi dla organizatora',
  revision_id: 'Nr wersji opisu',
  ids: 'Zbiórki na banerze (numery)',
  email: 'E-mail',
  is_active: 'Konto aktywne',
  is_admin: 'Administrator',
  staff_role: 'Rola w zespole',
  two_factor: 'Logowanie dwuetapowe',
  guid: 'Identyfikator wpłaty',
  amount: 'Kwota',
  amount_grosze: 'Kwota',
  returned_grosze: 'Zwrócono łącznie',
  payment_grosze: 'Kwota wpłaty',
  refundable_grosze: 'Do zwrotu',
  method: 'Sposób wpłaty',
  bank_reference: 'Numer referencyjny przelewu',
  received_on: 'Data otrzymania',
  donor_name: 'Darczyńca',
  donor_email: 'E-mail darczyńcy',
  anonymous: 'Anonimowo',
  charity_id: 'Nr zbiórki',
  refund_key: 'Identyfikator zwrotu',
  provider: 'Operator płatności',
  config: 'Ustawienia operatora',
  keys_set: 'Zapisane sekrety',
  source: 'Źródło ustawień',
  outcome: 'Wynik',
  year: 'Rok',
  recipients: 'Liczba adresatów',
  wheelchairs: 'Liczba wózków',
  update_id: 'Nr aktualności',
  body: 'Treść',
  pictures: 'Zdjęcia',
  emails: 'Wysłane e-maile',
  kind: 'Rodzaj wiadomości',
  attempts: 'Próby wysyłki',
  last_error: 'Ostatni błąd',
  decision: 'Decyzja',
  entry_id: 'Nr pozycji wyciągu',
  position: 'Pozycja na wyciągu',
  polled: 'Sprawdzone płatności',
  outcomes: 'Wyniki',
  differences: 'Różnice',
  figure_differences: 'Różnice w liczbach',
  ok: 'Udane',
  message: 'Komunikat',
  file_name: 'Plik',
  version: 'Wersja',
};

/** Money the server keeps in grosze, whatever the field is called. */
const GROSZE_FIELDS = new Set(['target_amount', 'collected_amount', 'amount', 'amount_grosze', 'returned_grosze', 'payment_grosze', 'refundable_grosze']);

const OTHER_VALUES: Record<string, string> = { default: 'domyślne', open: 'do przypisania', booked: 'zaksięgowana', dismissed: 'to nie darowizna' };

/** A status's words depend on the record: a payment's "paid", a fundraiser's "active", a revision's "live". */
function statusLabels(action: AuditAction, type: AuditEntityType): Record<string, string> {
  if (action.startsWith('payment.') || type === 'payment') return PAYMENT_STATUS_LABELS;
  if (action.startsWith('charity.revision')) return REVISION_STATUS_LABELS;
  if (type === 'report') return REPORT_STATUS_LABELS;
  if (type === 'email') return OUTBOX_STATUS_LABELS;
  return CHARITY_STATUS_LABELS;
}

const labelIn = (labels: Record<string, string>, key: string) => (Object.hasOwn(labels, key) ? labels[key] : undefined);

/** A field's name in words; one the list does not know keeps its own name, readable. */
export const auditFieldLabel = (field: string) => labelIn(AUDIT_FIELD_LABELS, field) ?? field.replaceAll('_', ' ');

interface Entry {
  action: AuditAction;
  entity_type: AuditEntityType;
  before: unknown;
  after: unknown;
}

function valueText(entry: Entry, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'tak' : 'nie';
  if (typeof value === 'number') return GROSZE_FIELDS.has(field) ? formatGrosze(value, { nonBreaking: true }) : String(value);
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => valueText(entry, field, item)).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${auditFieldLabel(key)}: ${valueText(entry, key, inner)}`)
      .join('; ');
  }
  const text = String(value);
  if (field === 'status' || field === 'state') return labelIn(statusLabels(entry.action, entry.entity_type), text) ?? labelIn(OTHER_VALUES, text) ?? text;
  if (field === 'staff_role') return labelIn(STAFF_ROLE_LABELS, text) ?? text;
  if (field === 'method') return paymentMethodLabel(text) ?? text;
  if (field === 'provider') return labelIn(OTHER_VALUES, text) ?? paymentSourceLabel(text);
  // Written text (an amount typed as "9 000,00 zł", a note) keeps its amounts whole on screen.
  return polishNonBreakingSpaces(text);
}

/** One line of a change: the field, what it was (none for a record made) and what it became (none for one removed). */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

const fieldsOf = (value: unknown): Record<string, unknown> | null =>
  value === null || value === undefined ? null : typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };

/** The entry's changes, field by field, in the order the server wrote them; a field the same before and after is left out. */
export function auditChanges(entry: Entry): AuditChange[] {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((field) => {
    const was = before === null ? null : valueText(entry, field, before[field]);
    const is = after === null ? null : valueText(entry, field, after[field]);
    if (was !== null && was === is) return [];
    return [{ field: field === 'value' ? 'Wartość' : auditFieldLabel(field), before: was, after: is }];
  });
}

/** "Status: Czeka na płatność → Opłacona"; a record made shows only what it became, one removed only what it was. */
export const auditChangeText = (change: AuditChange) =>
  `${change.field}: ${change.before === null ? '' : change.before}${change.before !== null && change.after !== null ? ' → ' : ''}${change.after ?? ''}`;
