import type { ApiRouteName } from '../api-routes.js';
import { messageSchema } from '../schemas/account-views.js';
import { idParamSchema } from '../schemas/auth.js';
import { charityReportSchema, charityReportViewSchema, reportCloseSchema, reportQuerySchema } from '../schemas/reports.js';
import { z } from '../schemas/zod.js';
import { errors, type RouteContract } from './route-contract.js';

const tag = 'Zgłoszenia zbiórek';

/** Issue 18, item 6: anyone reports a fundraiser; the foundation's moderators close each report with a decision. */
export const reportContracts = {
  charityReport: {
    summary: 'Zgłoszenie zbiórki fundacji: powód z listy, opis i opcjonalny e-mail (bez konta; limit na adres i zbiórkę)',
    tag,
    params: idParamSchema,
    body: { json: charityReportSchema },
    responses: { 201: messageSchema, ...errors(404, 429) },
  },
  adminReports: {
    summary: 'Zgłoszenia zbiórek: otwarte (najstarsze najpierw) albo zamknięte (ostatnio zamknięte najpierw); łączna liczba w X-Total-Count',
    tag,
    query: reportQuerySchema,
    responses: { 200: z.array(charityReportViewSchema), ...errors(400) },
  },
  adminReportClose: {
    summary: 'Zamknięcie zgłoszenia z decyzją i uzasadnieniem (zapisane w dzienniku zdarzeń)',
    tag,
    params: idParamSchema,
    body: { json: reportCloseSchema },
    responses: { 200: charityReportViewSchema, ...errors(404, 409) },
  },
} satisfies Partial<Record<ApiRouteName, RouteContract>>;
