import type { ApiRouteName } from '../api-routes.js';
import { auditEntrySchema, auditQuerySchema } from '../schemas/audit.js';
import { idParamSchema, staffRoleSchema } from '../schemas/auth.js';
import { adminCharityViewSchema, charityRevisionSchema } from '../schemas/charity-views.js';
import { bannerOrderSchema, charityBulkResultSchema, charityBulkSchema, moderationSchema, revisionReviewSchema } from '../schemas/moderation.js';
import { adminStatisticsSchema, statisticsQuerySchema } from '../schemas/statistics.js';
import { outboxEntrySchema, outboxListSchema, outboxQuerySchema, outboxResendSchema, outboxResentSchema } from '../schemas/outbox.js';
import { workQueueSchema } from '../schemas/work-queue-views.js';
import { z } from '../schemas/zod.js';
import { errors, type RouteContract } from './route-contract.js';

const tag = 'Panel fundacji';

/** The foundation's panel: its work queue, moderation, the home banner, admin rights and the audit log. */
export const adminContracts = {
  adminWorkQueue: { summary: 'Co czeka na zespół fundacji i wskaźniki miesiąca', tag, responses: { 200: workQueueSchema } },
  adminStatistics: {
    summary: 'Statystyki wpłat w wybranym okresie (dni w czasie polskim) i w okresie poprzedzającym',
    tag,
    query: statisticsQuerySchema,
    responses: { 200: adminStatisticsSchema, ...errors(400) },
  },
  adminCharityModerate: {
    summary: 'Krok moderacji zbiórki: akceptacja, odrzucenie z powodem, prośba o poprawki, zakończenie, zamknięcie, wznowienie',
    tag,
    params: idParamSchema,
    body: { json: moderationSchema },
    responses: { 200: adminCharityViewSchema, ...errors(404, 409) },
  },
  adminCharitiesBulk: {
    summary: 'Jedno działanie dla zaznaczonych zbiórek (zatwierdzenie, zamknięcie, zdjęcie z banera): każda jak pojedynczo, z wpisem w dzienniku zdarzeń; te, których nie można zmienić, wracają z powodem',
    tag,
    body: { json: charityBulkSchema },
    responses: { 200: charityBulkResultSchema, ...errors(400) },
  },
  adminCharityRevisionReview: {
    summary: 'Akceptacja albo odrzucenie (z powodem) zmian opisu i zdjęcia opublikowanej zbiórki',
    tag,
    params: idParamSchema,
    body: { json: revisionReviewSchema },
    responses: { 200: z.array(charityRevisionSchema), ...errors(404, 409) },
  },
  adminBanner: { summary: 'Wyróżnione zbiórki banera strony głównej, w kolejności', tag, responses: { 200: z.array(adminCharityViewSchema) } },
  adminBannerOrder: {
    summary: 'Ustala baner: wyróżnione są dokładnie te zbiórki, w tej kolejności',
    tag,
    body: { json: bannerOrderSchema },
    responses: { 200: z.array(adminCharityViewSchema) },
  },
  adminGrantAdmin: { summary: 'Nadaje uprawnienia administratora', tag, params: idParamSchema, responses: { 204: null, ...errors(404, 409) } },
  adminRevokeAdmin: {
    summary: 'Odbiera uprawnienia administratora (nie sobie i nie ostatniemu)',
    tag,
    params: idParamSchema,
    responses: { 204: null, ...errors(404, 409) },
  },
  adminUserRole: {
    summary: 'Nadaje rolę w zespole fundacji albo ją zmienia (administrator, finanse, moderator, podgląd); nie ostatniemu administratorowi',
    tag,
    params: idParamSchema,
    body: { json: staffRoleSchema },
    responses: { 204: null, ...errors(404, 409) },
  },
  adminAudit: {
    summary: 'Dziennik zdarzeń: każdy zapis w panelu i każdy wgląd w dane podopiecznego',
    tag,
    query: auditQuerySchema,
    responses: { 200: z.array(auditEntrySchema), ...errors(400) },
  },
  adminCharityHistory: {
    summary: 'Historia zbiórki: jej wpisy w dzienniku zdarzeń, unieważnienia i zwroty jej wpłat oraz zmiany banera, które ją przesunęły (najnowsze najpierw)',
    tag,
    params: idParamSchema,
    responses: { 200: z.array(auditEntrySchema), ...errors(400, 404) },
  },
  adminEmails: {
    summary: 'Czy e-maile idą do serwera poczty (SMTP_URL) oraz te niewysłane: nieudane, czekające i tylko zapisane w dzienniku (najnowsze najpierw; status zawęża)',
    tag,
    query: outboxQuerySchema,
    responses: { 200: outboxListSchema, ...errors(400) },
  },
  adminEmailsResend: {
    summary: 'Ponowna wysyłka wybranych e-maili, których nie udało się wysłać (bez listy: wszystkich); każdy zapisany w dzienniku zdarzeń',
    tag,
    body: { json: outboxResendSchema },
    responses: { 200: outboxResentSchema, ...errors(400) },
  },
  adminEmailResend: {
    summary: 'Ponowna wysyłka e-maila, którego nie udało się wysłać',
    tag,
    params: idParamSchema,
    responses: { 200: outboxEntrySchema, ...errors(404, 409) },
  },
} satisfies Partial<Record<ApiRouteName, RouteContract>>;
