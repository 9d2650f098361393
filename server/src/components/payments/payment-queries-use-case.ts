import type { AdminPayment, AdminPaymentDetail, PaymentDetails, PaymentStatus, Supporter, UserDonation } from '@zlota/shared/entities';
import type { PersonalDonation } from '@zlota/shared/schemas/payment-views';
import { groszeToZl } from '@zlota/shared/money';
import type { Page } from '@zlota/shared/schemas/paging';
import type { PaymentFilters, PaymentSort } from '@zlota/shared/schemas/payment-filters';
import type { SortOrder } from '@zlota/shared/schemas/admin-lists';
import { SUPPORTERS_SHOWN } from '@zlota/shared/constants';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import { notFound } from '../../libraries/errors.js';
import { auditOfPayment } from '../audit/audit-repository.js';
import { charityNotFound, hasPage } from '../charities/catalog-use-case.js';
import { charityLinks, findCharity, type CharityLink } from '../charities/charities-repository.js';
import { eventsOfPayment, type PaymentEvent } from './payment-events-repository.js';
import type { PaymentSources } from './payment-sources.js';
import { countPaidForCharity, countPayments, findPayment, listPaidForCharity, listPayments, listUserPayments, type PaymentRow } from './payments-repository.js';
import { isRefundable } from './refund-use-case.js';
import { confirmedRefundsOf, refundedOrRequested } from './refunds-repository.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export async function paymentOrNotFound(deps: Deps, guid: string): Promise<PaymentRow> {
  const payment = /^[0-9a-f-]{36}$/.test(guid) ? await findPayment(deps.db, { guid }) : undefined;
  if (!payment) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  return payment;
}

export async function paymentStatus(deps: Deps, guid: string): Promise<PaymentStatus> {
  const payment = await paymentOrNotFound(deps, guid);
  return { guid: payment.guid, status: payment.status };
}

/** What the processing and thank-you pages show; the guid is known only to the donor. */
export async function paymentDetails(deps: Deps, guid: string): Promise<PaymentDetails> {
  const payment = await paymentOrNotFound(deps, guid);
  const charity = await findCharity(deps.db, { id: payment.charity_id });
  return {
    guid: payment.guid,
    status: payment.status,
    amount: groszeToZl(payment.amount),
    currency: payment.currency,
    created_at: iso(payment.created_at),
    paid_at: iso(payment.paid_at),
    charity: charity ? { id: charity.id, url: charity.url, title: charity.title } : null,
    ...(payment.recurring_id != null ? { recurring_id: Number(payment.recurring_id) } : {}),
  };
}

/** Each payment with the title and slug of its fundraiser (every payment has one: the foreign key holds it). */
export async function withCharities<P extends PaymentRow>(deps: Deps, payments: P[]) {
  const links = await charityLinks(deps.db, payments.map((payment) => payment.charity_id));
  return payments.map((payment) => ({ payment, charity: { id: payment.charity_id, ...links.get(payment.charity_id)! } }));
}

export const adminView = ({ payment, charity }: { payment: PaymentRow; charity: { id: number } & CharityLink }): AdminPayment => ({
  guid: payment.guid,
  charity,
  amount: groszeToZl(payment.amount),
  currency: payment.currency,
  provider: payment.provider,
  provider_ref: payment.provider_ref,
  method: payment.method,
  status: payment.status,
  donor_name: payment.donor_name,
  donor_email: payment.donor_email,
  anonymous: payment.anonymous,
  hide_amount: payment.hide_amount,
  message: payment.message,
  note: payment.note,
  manual: payment.provider === 'manual',
  test: payment.provider === 'sandbox',
  created_at: iso(payment.created_at),
  paid_at: iso(payment.paid_at),
});

export async function adminPayments(deps: Deps, query: { page: Page; filters: PaymentFilters; sort: PaymentSort; order: SortOrder }): Promise<AdminPayment[]> {
  return (await withCharities(deps, await listPayments(deps.db, query.filters, query.page, query))).map(adminView);
}

export const paymentsCount = async (deps: Deps, filters: PaymentFilters) => ({ count: await countPayments(deps.db, filters) });

const eventKind = (event: PaymentEvent) =>
  event.event_key.startsWith('reconcile:') ? 'reconcile' : event.event_key.startsWith('rejected:') ? 'rejected' : 'notification';

/** The body as it came, pretty-printed when it is JSON, so staff can read what the provider said. */
function readableBody(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

/** A payment as the panel's detail shows it: the payment, its provider events and the audit entries naming it. */
export async function adminPaymentDetail(deps: Deps, guid: string, sources: PaymentSources): Promise<AdminPaymentDetail> {
  const payment = await paymentOrNotFound(deps, guid);
  const [[view], events, audit, refunded, statementLine] = await Promise.all([
    withCharities(deps, [payment]),
    eventsOfPayment(deps.db, payment.guid),
    auditOfPayment(deps.db, payment),
    refundedOrRequested(deps.db, payment.guid),
    payment.provider === 'manual' ? sources.lineOf(deps.db, payment.guid) : null,
  ]);
  const refundable = isRefundable(payment) ? payment.amount - refunded : 0;
  return {
    payment: adminView(view!),
    refundable: groszeToZl(Math.max(0, refundable)),
    events: events.map((event) => ({
      received_at: iso(event.received_at)!,
      provider: event.provider,
      kind: eventKind(event),
      event_key: event.event_key,
      verdict: event.verdict,
      body: readableBody(event.raw_body),
    })),
    audit,
    statement_line: statementLine,
  };
}

type PaymentWithCharity = Awaited<ReturnType<typeof withCharities>>[number];

/** A donation as the person's list shows it. */
const listedDonation = ({ payment, charity }: PaymentWithCharity): UserDonation => ({
  guid: payment.guid,
  charity,
  amount: groszeToZl(payment.amount),
  status: payment.status,
  created_at: iso(payment.created_at),
  paid_at: iso(payment.paid_at),
});

export async function userDonations(deps: Deps, userId: number): Promise<UserDonation[]> {
  return (await withCharities(deps, await listUserPayments(deps.db, userId))).map(listedDonation);
}

/** The person's donations with everything they gave with each, for the copy of their personal data (RODO). */
export async function userDonationRecords(deps: Deps, userId: number): Promise<PersonalDonation[]> {
  return (await withCharities(deps, await listUserPayments(deps.db, userId))).map((entry) => ({
    ...listedDonation(entry),
    name: entry.payment.donor_name,
    receipt_name: entry.payment.receipt_name ?? null,
    email: entry.payment.donor_email,
    message: entry.payment.message,
    updates_consent: entry.payment.updates_consent,
  }));
}

async function charityWithPage(deps: Deps, charityId: number) {
  const charity = await findCharity(deps.reader, { id: charityId });
  if (!charity || !hasPage(charity)) throw charityNotFound();
  return charity;
}

/** How many supporters a fundraiser's page counts: its paid donations, partially refunded ones too (a fully refunded one is gone). */
export async function supportersCount(deps: Deps, charityId: number) {
  await charityWithPage(deps, charityId);
  return { count: await countPaidForCharity(deps.reader, charityId) };
}

/**
 * The supporters list of a fundraiser's page: paid only, newest first, as each donor chose to appear. A fully
 * refunded donation is not listed; a partially refunded one is, with the amount that stayed with the fundraiser.
 */
export async function supporters(deps: Deps, charityId: number, page: Page): Promise<Supporter[]> {
  await charityWithPage(deps, charityId);
  return supportersOf(deps, charityId, page);
}

/** The supporters a listed fundraiser's page shows first and how many it has in all (issue 39: the offline catalog). */
export async function supportersSeen(deps: Deps, charityId: number): Promise<{ items: Supporter[]; total: number }> {
  const [items, total] = await Promise.all([supportersOf(deps, charityId, { limit: SUPPORTERS_SHOWN, offset: 0 }), countPaidForCharity(deps.reader, charityId)]);
  return { items, total };
}

async function supportersOf(deps: Deps, charityId: number, page: Page): Promise<Supporter[]> {
  const payments = await listPaidForCharity(deps.reader, charityId, page);
  const refunded = await confirmedRefundsOf(deps.reader, payments.filter((payment) => payment.status === 'partially_refunded').map((payment) => payment.guid));
  return payments.map((payment) => ({
    donor: !payment.anonymous && payment.donor_name ? payment.donor_name : PAYMENT_MESSAGES.anonymousDonor,
    amount: payment.hide_amount ? null : groszeToZl(payment.amount - (refunded.get(payment.guid) ?? 0)),
    message: payment.message,
    date: iso(payment.paid_at ?? payment.created_at),
  }));
}
