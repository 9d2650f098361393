// What the API answers about donations and payments: amounts in zł numbers, moments as ISO text.
import { z } from './zod.js';
import { auditEntrySchema } from './audit.js';
import { errorBodySchema } from './error.js';

const moment = z.iso.datetime();
// voided: a manual donation the foundation entered by mistake and took back; it stays listed, counted nowhere.
// refunded / partially_refunded: a paid online donation whose money (or part of it) the provider confirmed returned.
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'voided', 'refunded', 'partially_refunded'] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];
/** What each status is called wherever a person reads it. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatusName, string> = {
  pending: 'Czeka na płatność',
  paid: 'Opłacona',
  failed: 'Nieudana',
  voided: 'Unieważniona',
  refunded: 'Zwrócona',
  partially_refunded: 'Częściowo zwrócona',
};
const paymentStatus = z.enum(PAYMENT_STATUSES);
const charityLink = z.object({ id: z.int(), url: z.string(), title: z.string() });

/** Where to send the donor: the provider's page; null only while a repeated request finds none yet. */
export const donationStartedSchema = z.object({ guid: z.uuid(), redirect_url: z.string().nullable() });

export const paymentStatusSchema = z.object({ guid: z.uuid(), status: paymentStatus });

/** What the processing and thank-you pages show; the guid is known only to the donor. */
export const paymentDetailsSchema = paymentStatusSchema.extend({
  amount: z.number(),
  currency: z.string(),
  created_at: moment.nullable(),
  paid_at: moment.nullable(),
  charity: charityLink.nullable(),
});

/** A payment as the foundation sees it in the admin list. */
export const adminPaymentSchema = paymentStatusSchema.extend({
  charity: charityLink,
  amount: z.number(),
  currency: z.string(),
  provider: z.string(),
  provider_ref: z.string().nullable(),
  method: z.string().nullable(),
  donor_name: z.string().nullable(),
  donor_email: z.string().nullable(),
  anonymous: z.boolean(),
  hide_amount: z.boolean(),
  message: z.string().nullable(),
  note: z.string().nullable(),
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

/** One line of a fundraiser's supporters list, as the donor chose to appear: no name, no amount. */
export const supporterSchema = z.object({
  donor: z.string(),
  amount: z.number().nullable(),
  message: z.string().nullable(),
  date: moment.nullable(),
});

export const paymentMethodSchema = z.object({ id: z.string(), name: z.string(), image_url: z.string().nullable() });

export const PROVIDERS = ['sandbox', 'payu', 'przelewy24'] as const;

/** A fundraiser's provider and its public identifiers, never a secret. */
export const publicPaymentConfigurationSchema = z.object({
  provider: z.enum(PROVIDERS),
  config: z.record(z.string(), z.union([z.string(), z.number()])),
});

/** The same, and whose configuration it is: the fundraiser's own, the foundation's, or the built-in default. */
export const storedPaymentConfigurationSchema = publicPaymentConfigurationSchema.extend({
  source: z.enum(['charity', 'foundation', 'default']),
});

/** A write-only secret as the panel sees it: whether one is saved, and at most its last 2 characters, masked. */
export const storedSecretSchema = z.object({ set: z.boolean(), hint: z.string().nullable() });

/** The panel's view: the stored configuration and, per secret, only whether it is saved and its masked hint. */
export const adminPaymentConfigurationSchema = storedPaymentConfigurationSchema.extend({
  secrets: z.record(z.string(), storedSecretSchema),
});

/** "Sprawdź połączenie": did the provider accept the stored credentials, and if not, why, in Polish. */
export const connectionCheckSchema = z.object({ ok: z.boolean(), provider: z.enum(PROVIDERS), message: z.string() });

export const manualDonationRecordedSchema = z.object({ guid: z.uuid(), status: z.literal('paid') });

/** A donation the foundation entered by hand, as its panel lists it: who entered it, and whether it was voided. */
export const manualDonationEntrySchema = z.object({
  guid: z.uuid(),
  status: paymentStatus,
  amount: z.number(),
  method: z.string().nullable(),
  bank_reference: z.string().nullable(),
  /** The calendar day the money arrived (YYYY-MM-DD); null for an entry older than the field. */
  received_on: z.string().nullable(),
  donor_name: z.string().nullable(),
  anonymous: z.boolean(),
  note: z.string().nullable(),
  entered_by: z.string().nullable(),
  entered_at: moment,
  voided_at: moment.nullable(),
  voided_by: z.string().nullable(),
  void_reason: z.string().nullable(),
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
  differences: z.array(z.object({ charity_id: z.int(), title: z.string(), collected: z.int(), paid_sum: z.int() })),
  figure_differences: z.array(figureDifferenceSchema),
});

export const REFUND_STATUSES = ['requested', 'confirmed', 'failed'] as const;

/** A refund as the panel shows it: amounts in zł numbers, like the payment it belongs to. */
export const paymentRefundSchema = z.object({
  refund_key: z.uuid(),
  payment_guid: z.uuid(),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  provider_refund_id: z.string().nullable(),
  requested_by: z.string().nullable(),
  requested_at: moment,
  confirmed_at: moment.nullable(),
  /** The payment after this request: its status, and what may still be refunded (zł). */
  payment_status: paymentStatus,
  refundable: z.number(),
});

/** One stored provider event of a payment: when it came, what it was, what it did, and its body as it came. */
export const paymentEventViewSchema = z.object({
  received_at: moment,
  provider: z.string(),
  /** `notification`, `reconcile` (a poll, from the run or "Sprawdź ponownie") or `rejected`. */
  kind: z.enum(['notification', 'reconcile', 'rejected']),
  event_key: z.string(),
  /** What it did: counted, failed, duplicate, unchanged, or why it was refused. */
  verdict: z.string(),
  /** The body, pretty-printed when it is JSON. */
  body: z.string(),
});

/** `GET admin/payment/:guid`: the payment, its provider events (oldest first) and the audit entries naming it. */
export const adminPaymentDetailSchema = z.object({
  payment: adminPaymentSchema,
  /** What may still be refunded, in zł: a paid online payment's amount less the refunds asked for or done; else 0. */
  refundable: z.number(),
  events: z.array(paymentEventViewSchema),
  audit: z.array(auditEntrySchema),
});

export const POLL_OUTCOMES = ['counted', 'failed', 'duplicate', 'unchanged', 'pending', 'error'] as const;

/** "Sprawdź ponownie": what asking the provider again did, and the payment's status after it. */
export const paymentCheckSchema = z.object({ guid: z.uuid(), outcome: z.enum(POLL_OUTCOMES), status: paymentStatus });
