// What the API answers about donations and payments: amounts in zł numbers, moments as ISO text.
import { z } from './zod.js';

const moment = z.iso.datetime();
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'partially_refunded'] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];
/** What each status is called wherever a person reads it. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatusName, string> = {
  pending: 'oczekująca',
  paid: 'opłacona',
  failed: 'nieudana',
  refunded: 'zwrócona',
  partially_refunded: 'częściowo zwrócona',
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

const PROVIDERS = ['sandbox', 'payu', 'przelewy24'] as const;

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
