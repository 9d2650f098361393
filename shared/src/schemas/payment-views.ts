// What the API answers about donations and payments: amounts in zł numbers, moments as ISO text.
import { z } from './zod.js';
import { auditEntrySchema } from './audit.js';

const moment = z.iso.datetime();
/** Every status a payment can have: the filters, labels and exports follow this list. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];
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

export const manualDonationRecordedSchema = z.object({ guid: z.uuid(), status: z.literal('paid') });

/** What a reconcile run did; `collected` and `paid_sum` are grosze, as the books keep them. */
export const reconcileReportSchema = z.object({
  polled: z.int(),
  outcomes: z.partialRecord(z.enum(['counted', 'failed', 'duplicate', 'unchanged', 'error']), z.int()),
  differences: z.array(z.object({ charity_id: z.int(), title: z.string(), collected: z.int(), paid_sum: z.int() })),
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
  events: z.array(paymentEventViewSchema),
  audit: z.array(auditEntrySchema),
});

export const POLL_OUTCOMES = ['counted', 'failed', 'duplicate', 'unchanged', 'pending', 'error'] as const;

/** "Sprawdź ponownie": what asking the provider again did, and the payment's status after it. */
export const paymentCheckSchema = z.object({ guid: z.uuid(), outcome: z.enum(POLL_OUTCOMES), status: paymentStatus });
