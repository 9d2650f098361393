import express, { type Response } from 'express';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { API_MESSAGES } from '@zlota/shared/messages';
import { charityPaymentConfigurationSchema, donationSchema, manualDonationSchema, paymentConfigurationSchema, voidPaymentSchema } from '@zlota/shared/schemas/donation';
import { charityPagingSchema } from '@zlota/shared/schemas/paging';
import { paymentFiltersSchema, paymentListQuerySchema } from '@zlota/shared/schemas/payment-filters';
import { paymentsChosenSchema } from '@zlota/shared/schemas/payments-bulk';
import { refundSchema } from '@zlota/shared/schemas/refund';
import { taxYearQuerySchema, yearlySummariesSchema } from '@zlota/shared/schemas/donation-summary';
import {
  guidParamSchema,
  notificationParamsSchema,
  reconcileBodySchema,
  sandboxDecisionSchema,
} from '@zlota/shared/schemas/route-params';
import type { Deps } from '../../deps.js';
import type { RegisterRoute } from '../../http/routing.js';
import { streamChunks } from '../../http/stream-response.js';
import { pathId, validate } from '../../http/validate.js';
import { isStorageFull } from '../../libraries/storage-full.js';
import { optionalUser } from '../auth/session-use-case.js';
import {
  adminPaymentConfiguration,
  charityPaymentConfiguration,
  chooseCharityConfiguration,
  paymentMethods,
  setPaymentConfiguration,
} from './configuration-use-case.js';
import { checkPaymentConnection } from './connection-check-use-case.js';
import { donate, type OpenSchedule } from './donate-use-case.js';
import type { DonationInput } from '@zlota/shared/schemas/donation';

/** Issue 40: the recurring component's side, handed in by app.ts (it imports the payments, never the other way round). */
export type ScheduleOpening = (deps: Deps, input: DonationInput) => OpenSchedule;
export interface Schedules {
  open: ScheduleOpening;
  /** After a payment's notification: a first payment now paid confirms its schedule at once (its e-mail once). */
  afterNotification: (deps: Deps, guid: string) => Promise<void>;
}
import { confirmationDownload } from './donation-confirmation-use-case.js';
import { charityManualDonations, recordManualDonation } from './manual-donation-use-case.js';
import { notificationChange, notifiedPayment, receiveNotification } from './notification-use-case.js';
import type { CacheChange } from '../../cache/response-cache.js';
import { checkPayment, checkPayments } from './payment-check-use-case.js';
import type { PaymentSources } from './payment-sources.js';
import { chosenPaymentsCsv, exportFileName, paymentsCsv } from './payments-export-use-case.js';
import { adminPaymentDetail, adminPayments, paymentDetails, paymentsCount, paymentStatus, supporters, supportersCount, userDonations } from './payment-queries-use-case.js';
import { reconcileByAdmin } from './reconcile-use-case.js';
import { requestRefund } from './refund-use-case.js';
import { sandboxRefusalPage } from './sandbox-page.js';
import { decideSandboxPayment, renderSandboxPage } from './sandbox-use-case.js';
import { voidManualDonation } from './void-payment-use-case.js';
import { ownYearlySummary, sendYearlySummaries } from './yearly-summary-use-case.js';

/** A PDF for the donor, never cached on the way: it names a person and an amount. */
function sendPdf(res: Response, document: { fileName: string; pdf: Buffer }) {
  res.type('application/pdf').attachment(document.fileName).set('Cache-Control', 'private, no-store').send(document.pdf);
}

/** A write that changes no kept public answer. */
const NOTHING_PUBLIC: CacheChange = { paths: [] };

export function paymentRoutes(deps: Deps, register: RegisterRoute, sources: PaymentSources, schedules?: Schedules): void {
  register(API_ROUTES.donate, async (req, res) => {
    const input = validate(donationSchema, req.body);
    const user = await optionalUser(deps, req.get('authorization'));
    const openSchedule = input.recurring && schedules ? schedules.open(deps, input) : undefined;
    const started = await donate(deps, input, { ip: req.ip ?? '127.0.0.1', ...(user ? { user } : {}), ...(openSchedule ? { openSchedule } : {}) });
    res.locals.cacheChange = NOTHING_PUBLIC; // a pending payment shows nowhere until its notification
    res.status(201).json(started);
  });
  register(API_ROUTES.paymentStatus, async (req, res) => {
    res.json(await paymentStatus(deps, validate(guidParamSchema, req.params).guid));
  });
  register(API_ROUTES.payment, async (req, res) => {
    res.json(await paymentDetails(deps, validate(guidParamSchema, req.params).guid));
  });
  register(API_ROUTES.paymentConfirmation, async (req, res) => {
    sendPdf(res, await confirmationDownload(deps, validate(guidParamSchema, req.params).guid));
  });
  register(API_ROUTES.charityPaymentMethods, async (req, res) => {
    res.json(await paymentMethods(deps, pathId(req.params)));
  });
  register(API_ROUTES.charityPaymentConfiguration, async (req, res) => {
    res.json(await charityPaymentConfiguration(deps, pathId(req.params)));
  });
  register(API_ROUTES.charityDonations, async (req, res) => {
    const page = validate(charityPagingSchema, req.query);
    res.json(await supporters(deps, pathId(req.params), page));
  });
  register(API_ROUTES.charityDonationsCount, async (req, res) => {
    res.json(await supportersCount(deps, pathId(req.params)));
  });
  register(API_ROUTES.manualDonation, async (req, res) => {
    const id = pathId(req.params);
    res.status(201).json(await recordManualDonation(deps, req.user!, id, validate(manualDonationSchema, req.body)));
  });
  register(API_ROUTES.adminCharityManualDonations, async (req, res) => {
    res.json(await charityManualDonations(deps, pathId(req.params)));
  });
  register(API_ROUTES.adminVoidPayment, async (req, res) => {
    const { guid } = validate(guidParamSchema, req.params);
    res.json(await voidManualDonation(deps, req.user!, guid, validate(voidPaymentSchema, req.body).reason, sources));
  });
  register(API_ROUTES.adminCharityPaymentConfiguration, async (req, res) => {
    const id = pathId(req.params);
    res.json(await chooseCharityConfiguration(deps, req.user!, id, validate(charityPaymentConfigurationSchema, req.body)));
  });
  register(API_ROUTES.adminDefaultPaymentConfiguration, async (req, res) => {
    res.json(await setPaymentConfiguration(deps, req.user!, null, validate(paymentConfigurationSchema, req.body)));
  });
  register(API_ROUTES.adminCharityPaymentConfigurationView, async (req, res) => {
    res.json(await adminPaymentConfiguration(deps, pathId(req.params)));
  });
  register(API_ROUTES.adminDefaultPaymentConfigurationView, async (_req, res) => {
    res.json(await adminPaymentConfiguration(deps, null));
  });
  register(API_ROUTES.adminCharityPaymentConnectionCheck, async (req, res) => {
    res.json(await checkPaymentConnection(deps, req.user!, pathId(req.params)));
  });
  register(API_ROUTES.adminDefaultPaymentConnectionCheck, async (req, res) => {
    res.json(await checkPaymentConnection(deps, req.user!, null));
  });
  register(API_ROUTES.paymentsCount, async (req, res) => {
    res.json(await paymentsCount(deps, validate(paymentFiltersSchema, req.query)));
  });
  register(API_ROUTES.paymentsExport, async (req, res) => {
    const filters = validate(paymentFiltersSchema, req.query);
    res.type('text/csv; charset=utf-8').attachment(exportFileName(deps.clock.now())).set('Cache-Control', 'no-store');
    await streamChunks(res, paymentsCsv(deps, filters, sources));
  });
  register(API_ROUTES.payments, async (req, res) => {
    res.json(await adminPayments(deps, validate(paymentListQuerySchema, req.query)));
  });
  register(API_ROUTES.adminPayment, async (req, res) => {
    res.json(await adminPaymentDetail(deps, validate(guidParamSchema, req.params).guid, sources));
  });
  register(API_ROUTES.adminPaymentCheck, async (req, res) => {
    res.json(await checkPayment(deps, req.user!, validate(guidParamSchema, req.params).guid));
  });
  register(API_ROUTES.adminPaymentsExportChosen, async (req, res) => {
    const { guids } = validate(paymentsChosenSchema, req.body);
    res.type('text/csv; charset=utf-8').attachment(exportFileName(deps.clock.now())).set('Cache-Control', 'no-store');
    res.send(await chosenPaymentsCsv(deps, guids, sources));
  });
  register(API_ROUTES.adminPaymentsCheck, async (req, res) => {
    res.json(await checkPayments(deps, req.user!, validate(paymentsChosenSchema, req.body).guids));
  });
  register(API_ROUTES.reconcile, async (req, res) => {
    res.json(await reconcileByAdmin(deps, req.user!, { olderThanMinutes: validate(reconcileBodySchema, req.body).older_than_minutes }));
  });
  register(API_ROUTES.adminPaymentRefund, async (req, res) => {
    const { guid } = validate(guidParamSchema, req.params);
    res.status(201).json(await requestRefund(deps, req.user!, guid, validate(refundSchema, req.body)));
  });
  register(API_ROUTES.userDonations, async (req, res) => {
    res.json(await userDonations(deps, req.user!.id));
  });
  register(API_ROUTES.userYearlySummary, async (req, res) => {
    sendPdf(res, await ownYearlySummary(deps, req.user!, validate(taxYearQuerySchema, req.query).year));
  });
  register(API_ROUTES.adminYearlySummaries, async (req, res) => {
    res.json(await sendYearlySummaries(deps, req.user!, validate(yearlySummariesSchema, req.body).year));
  });
  register(API_ROUTES.paymentNotification, async (req, res) => {
    const { provider, guid } = validate(notificationParamsSchema, req.params);
    const headers = Object.fromEntries(Object.entries(req.headers).map(([key, value]) => [key, Array.isArray(value) ? value.join(', ') : value]));
    const payment = await notifiedPayment(deps, guid);
    const answer = await receiveNotification(deps, { provider, guid, rawBody: req.rawBody?.toString('utf8') ?? '', headers }, payment);
    // The schedule's own write, after the payment's commit; a failure here is the hourly job's to take up again.
    if (payment?.recurring_id != null && schedules) await schedules.afterNotification(deps, guid).catch((error: unknown) => req.log.error({ err: error }, 'Nie udało się potwierdzić wpłaty co miesiąc'));
    res.locals.cacheChange = await notificationChange(deps, payment).catch(() => undefined); // not known: everything
    res.status(answer.status).type(answer.contentType).send(answer.body);
  });
  register(API_ROUTES.sandboxPage, async (req, res) => {
    // Rendered before the type is set: a failure must go out as the JSON error it is, not labelled HTML.
    const page = await renderSandboxPage(deps, validate(guidParamSchema, req.params).guid);
    res.type('html').send(page);
  });
  register(API_ROUTES.sandboxDecision, express.urlencoded({ extended: false, limit: '2kb' }), async (req, res) => {
    const { guid } = validate(guidParamSchema, req.params);
    const decision = validate(sandboxDecisionSchema, req.body);
    res.locals.cacheChange = NOTHING_PUBLIC; // the sandbox's own record; the notification it sends says what it changed
    // A browser's form: a choice that cannot be stored for want of space is told on a page, not as raw JSON.
    const next = await decideSandboxPayment(deps, guid, decision).catch((error: unknown) => {
      if (isStorageFull(error)) return undefined;
      throw error;
    });
    if (next === undefined) res.status(503).type('html').send(sandboxRefusalPage(guid, API_MESSAGES.storageFull));
    else res.redirect(303, next);
  });
}
