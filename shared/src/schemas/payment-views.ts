// What the API answers about donations and payments: amounts in zł numbers, moments as ISO text.
import { z } from './zod.js';
import { auditEntrySchema } from './audit.js';
import { errorBodySchema } from './error.js';
import { charityLink, emailText, madeUrl, moment, sentence, textOf, uuid } from './bounded.js';
import {
  BANK_REFERENCE_MAX,
  DONATION_MESSAGE_MAX,
  DONOR_NAME_MAX,
  PAYMENT_METHOD_MAX,
  PAYMENT_NOTE_MAX,
  PAYMENT_REASON_MAX,
  PROVIDER_NAME_MAX,
} from './donation.js';
import { DAY_LENGTH, URL_MAX_LENGTH } from '../constants.js';
import { RECURRING_METHODS } from './recurring.js';
import { STATEMENT_FILE_NAME_MAX } from '../bank-statements.js';
import { PAYMENT_STATUSES, PAYMENT_STATUS_LABELS, type PaymentStatusName } from '../payment-labels.js';

export { PAYMENT_STATUSES, PAYMENT_STATUS_LABELS, type PaymentStatusName };

/** Columns of the payments' tables (server/src/db/migrations). */
const PROVIDER_REF_MAX = 128;
const EVENT_KEY_MAX = 200;
const VERDICT_MAX = 32;
/** A provider's payment method's name: no input bounds it, so a generous cap. */
const METHOD_NAME_MAX = 200;
/** A stored provider event's body, pretty-printed: notifications come within 16 kB, a poll's answer is the provider's. Generous. */
const EVENT_BODY_MAX = 1024 * 1024;
/** A configuration's field names (`pos_id`, `base_url`) and their values: ids, secrets of 500 at most, a base URL. */
const CONFIG_KEY_MAX = 32;
const CONFIG_VALUE_MAX = URL_MAX_LENGTH;
/** A saved secret's masked hint: at most its last 2 characters behind a mask. */
const SECRET_HINT_MAX = 16;

const provider = textOf(PROVIDER_NAME_MAX);
const method = textOf(PAYMENT_METHOD_MAX);
const donorName = textOf(DONOR_NAME_MAX);
const note = textOf(PAYMENT_NOTE_MAX);
const paymentStatus = z.enum(PAYMENT_STATUSES);

/** Where to send the donor: the provider's page; null only while a repeated request finds none yet. */
export const donationStartedSchema = z.object({
  guid: uuid,
  redirect_url: madeUrl.nullable(),
  /** Issue 40: the monthly schedule this payment opened or was charged for; absent for a one-off donation. */
  recurring_id: z.int().optional(),
});

export const paymentStatusSchema = z.object({ guid: uuid, status: paymentStatus });

/** What the processing and thank-you pages show; the guid is known only to the donor. */
export const paymentDetailsSchema = paymentStatusSchema.extend({
  amount: z.number(),
  currency: textOf(3),
  created_at: moment.nullable(),
  paid_at: moment.nullable(),
  charity: charityLink.nullable(),
  /** Issue 40: the monthly schedule this payment opened or was charged for; absent for a one-off donation. */
  recurring_id: z.int().optional(),
});

/** A payment as the foundation sees it in the admin list. */
export const adminPaymentSchema = paymentStatusSchema.extend({
  charity: charityLink,
  amount: z.number(),
  currency: textOf(3),
  provider,
  provider_ref: textOf(PROVIDER_REF_MAX).nullable(),
  method: method.nullable(),
  donor_name: donorName.nullable(),
  donor_email: emailText.nullable(),
  anonymous: z.boolean(),
  hide_amount: z.boolean(),
  message: textOf(DONATION_MESSAGE_MAX).nullable(),
  note: note.nullable(),
  manual: z.boolean(),
  /** A sandbox payment: no money moved. Staff see it marked as a test wherever money is shown. */
  test: z.boolean(),
  created_at: moment.nullable(),
  paid_at: moment.nullable(),
});

/** A donation in the donor's own account. */
export const userDonationSchema = paymentStatusSchema.extend({
  charity: charityLink,
  amount: z.number(),
  created_at: moment.nullable(),
  paid_at: moment.nullable(),
});

/**
 * A donation in the copy of one's personal data (RODO): the list's fields and what the donor gave with it — the
 * signature, the name for the confirmation, the e-mail, the message and the wish for updates.
 */
export const personalDonationSchema = userDonationSchema.extend({
  name: donorName.nullable(),
  receipt_name: donorName.nullable(),
  email: emailText.nullable(),
  message: textOf(DONATION_MESSAGE_MAX).nullable(),
  updates_consent: z.boolean(),
});
export type PersonalDonation = z.output<typeof personalDonationSchema>;

/** One line of a fundraiser's supporters list, as the donor chose to appear: no name, no amount. */
export const supporterSchema = z.object({
  /** The donor's name as they chose to show it, or the word for an anonymous one. */
  donor: donorName,
  amount: z.number().nullable(),
  message: textOf(DONATION_MESSAGE_MAX).nullable(),
  date: moment.nullable(),
});

export const paymentMethodSchema = z.object({ id: method, name: textOf(METHOD_NAME_MAX), image_url: madeUrl.nullable() });

export const PROVIDERS = ['sandbox', 'payu', 'przelewy24'] as const;

/** A fundraiser's provider and its public identifiers, never a secret. */
export const publicPaymentConfigurationSchema = z.object({
  provider: z.enum(PROVIDERS),
  config: z.record(textOf(CONFIG_KEY_MAX), z.union([textOf(CONFIG_VALUE_MAX), z.number()])),
});

/**
 * Issue 40: the support page's answer: the provider, and whether it gives "co miesiąc" (`monthly`: it charges a
 * stored token by itself); `monthly_card_token`: the first payment then needs a card token from the provider's own
 * form in the browser (PayU's Secure Form), sent as the donation's `card_token`.
 */
export const supportPaymentConfigurationSchema = publicPaymentConfigurationSchema.extend({
  monthly: z.boolean(),
  monthly_card_token: z.boolean(),
  /** What "co miesiąc" may be paid with here (`recurring.method`): both where the provider offers BLIK's recurring alias too. */
  monthly_methods: z.array(z.enum(RECURRING_METHODS)),
});

/** The same, and whose configuration it is: the fundraiser's own, the foundation's, or the built-in default. */
export const storedPaymentConfigurationSchema = publicPaymentConfigurationSchema.extend({
  source: z.enum(['charity', 'foundation', 'default']),
});

/** A write-only secret as the panel sees it: whether one is saved, and at most its last 2 characters, masked. */
export const storedSecretSchema = z.object({ set: z.boolean(), hint: textOf(SECRET_HINT_MAX).nullable() });

/** The panel's view: the stored configuration and, per secret, only whether it is saved and its masked hint. */
export const adminPaymentConfigurationSchema = storedPaymentConfigurationSchema.extend({
  secrets: z.record(textOf(CONFIG_KEY_MAX), storedSecretSchema),
});

/** "Sprawdź połączenie": did the provider accept the stored credentials, and if not, why, in Polish. */
export const connectionCheckSchema = z.object({ ok: z.boolean(), provider: z.enum(PROVIDERS), message: sentence });

export const manualDonationRecordedSchema = z.object({ guid: uuid, status: z.literal('paid') });

/** A donation the foundation entered by hand, as its panel lists it: who entered it, and whether it was voided. */
export const manualDonationEntrySchema = z.object({
  guid: uuid,
  status: paymentStatus,
  amount: z.number(),
  method: method.nullable(),
  bank_reference: textOf(BANK_REFERENCE_MAX).nullable(),
  /** The calendar day the money arrived (YYYY-MM-DD); null for an entry older than the field. */
  received_on: textOf(DAY_LENGTH).nullable(),
  donor_name: donorName.nullable(),
  anonymous: z.boolean(),
  note: note.nullable(),
  /** Who entered it and who voided it, by their e-mail address. */
  entered_by: emailText.nullable(),
  entered_at: moment,
  voided_at: moment.nullable(),
  voided_by: emailText.nullable(),
  void_reason: textOf(PAYMENT_REASON_MAX).nullable(),
});

/** 409 to a bank reference already counted: the one error body, and the earlier entry to show. */
export const duplicateManualDonationSchema = errorBodySchema.extend({ earlier: manualDonationEntrySchema });

/**
 * A home-page figure kept by the writes (listed fundraisers, those run, all collected in grosze) that a full
 * recount does not confirm.
 */
export const figureDifferenceSchema = z.object({
  figure: z.enum(['listed', 'fundraisers', 'collected']),
  maintained: z.int(),
  recounted: z.int(),
});
export type FigureDifference = z.output<typeof figureDifferenceSchema>;

/** What a reconcile run did; `collected` and `paid_sum` are grosze, as the books keep them. */
export const reconcileReportSchema = z.object({
  polled: z.int(),
  // Payments' outcomes, then waiting refunds' (refund-follow-up-use-case.ts), then what could not be asked.
  outcomes: z.partialRecord(
    z.enum(['counted', 'failed', 'duplicate', 'unchanged', 'refunded', 'refunded_late', 'refund_failed', 'refund_pending', 'refund_asked_again', 'error']),
    z.int(),
  ),
  differences: z.array(z.object({ charity_id: z.int(), title: charityLink.shape.title, collected: z.int(), paid_sum: z.int(), ledger_sum: z.int() })),
  figure_differences: z.array(figureDifferenceSchema),
  /** Issue 35: fundraisers whose spent figure is not the ledger's expense rows. */
  spent_differences: z.array(z.object({ charity_id: z.int(), title: charityLink.shape.title, spent: z.int(), ledger_spent: z.int() })),
});

export const REFUND_STATUSES = ['requested', 'confirmed', 'failed'] as const;

/** A refund as the panel shows it: amounts in zł numbers, like the payment it belongs to. */
export const paymentRefundSchema = z.object({
  refund_key: uuid,
  payment_guid: uuid,
  amount: z.number(),
  reason: textOf(PAYMENT_REASON_MAX),
  status: z.enum(REFUND_STATUSES),
  provider_refund_id: textOf(PROVIDER_REF_MAX).nullable(),
  requested_by: emailText.nullable(),
  requested_at: moment,
  confirmed_at: moment.nullable(),
  /** The payment after this request: its status, and what may still be refunded (zł). */
  payment_status: paymentStatus,
  refundable: z.number(),
});

/** One stored provider event of a payment: when it came, what it was, what it did, and its body as it came. */
export const paymentEventViewSchema = z.object({
  received_at: moment,
  provider,
  /** `notification`, `reconcile` (a poll, from the run or "Sprawdź ponownie") or `rejected`. */
  kind: z.enum(['notification', 'reconcile', 'rejected']),
  event_key: textOf(EVENT_KEY_MAX),
  /** What it did: counted, failed, duplicate, unchanged, or why it was refused. */
  verdict: textOf(VERDICT_MAX),
  /** The body, pretty-printed when it is JSON. */
  body: textOf(EVENT_BODY_MAX),
});

/** The bank statement's line a payment was booked from: the statement (its file, when imported) and the line's place. */
export const paymentStatementLineSchema = z.object({
  statement_id: z.int(),
  entry_id: z.int(),
  position: z.int(),
  file_name: textOf(STATEMENT_FILE_NAME_MAX),
  imported_at: moment,
  booked_on: textOf(DAY_LENGTH),
});
export type PaymentStatementLine = z.output<typeof paymentStatementLineSchema>;

/** `GET admin/payment/:guid`: the payment, its provider events (oldest first) and the audit entries naming it. */
export const adminPaymentDetailSchema = z.object({
  payment: adminPaymentSchema,
  /** What may still be refunded, in zł: a paid online payment's amount less the refunds asked for or done; else 0. */
  refundable: z.number(),
  events: z.array(paymentEventViewSchema),
  audit: z.array(auditEntrySchema),
  /** The bank statement's line a manual donation was booked from (issue 34); none for one typed in or paid online. */
  statement_line: paymentStatementLineSchema.nullable(),
});

export const POLL_OUTCOMES = ['counted', 'failed', 'duplicate', 'unchanged', 'pending', 'error'] as const;

/** "Sprawdź ponownie": what asking the provider again did, and the payment's status after it. */
export const paymentCheckSchema = z.object({ guid: uuid, outcome: z.enum(POLL_OUTCOMES), status: paymentStatus });
