import type { ApiRouteName } from '../api-routes.js';
import {
  adminRecurringQuerySchema,
  recurringCancelSchema,
  recurringDonorViewSchema,
  recurringIdParamSchema,
  recurringManageQuerySchema,
  recurringScheduleSchema,
  userRecurringSchema,
} from '../schemas/recurring.js';
import { adminRecurringCancelSchema, recurringCardSchema, recurringChangeSchema } from '../schemas/recurring-change.js';
import { donationStartedSchema } from '../schemas/payment-views.js';
import { z } from '../schemas/zod.js';
import { errors, type RouteContract } from './route-contract.js';

const tag = 'Wpłaty cykliczne';

/** Issue 40: monthly giving: the schedules for staff, and the donor's own through the signed link of its e-mails. */
export const recurringContracts = {
  adminRecurring: {
    summary: 'Wpłaty cykliczne (aktywne, wstrzymane, anulowane, zakończone), od najnowszej',
    tag,
    query: adminRecurringQuerySchema,
    responses: { 200: z.array(recurringScheduleSchema), ...errors(400) },
  },
  recurringSchedule: {
    summary: 'Wpłata cykliczna darczyńcy, otwarta podpisanym linkiem z e-maila (bez konta)',
    tag,
    params: recurringIdParamSchema,
    query: recurringManageQuerySchema,
    responses: { 200: recurringDonorViewSchema, ...errors(400, 404) },
  },
  recurringCancel: {
    summary: 'Anuluje wpłatę cykliczną jednym kliknięciem z podpisanego linku: bez logowania i bez podawania powodu',
    tag,
    params: recurringIdParamSchema,
    body: { json: recurringCancelSchema },
    responses: { 200: recurringDonorViewSchema, ...errors(404) },
  },
  recurringChange: {
    summary: 'Zmienia kwotę lub dzień wpłaty cyklicznej, wstrzymuje ją lub wznawia — z podpisanego linku, bez logowania',
    tag,
    params: recurringIdParamSchema,
    body: { json: recurringChangeSchema },
    responses: { 200: recurringDonorViewSchema, ...errors(400, 404, 409) },
  },
  recurringCard: {
    summary:
      'Zmienia kartę wpłaty cyklicznej z podpisanego linku: nowa autoryzacja u operatora (bramka testowa ze zgodą, PayU: token z formularza karty), która jest od razu kolejną wpłatą; wstrzymana wpłata wznawia się z nową kartą',
    tag,
    params: recurringIdParamSchema,
    body: { json: recurringCardSchema },
    responses: { 201: donationStartedSchema, ...errors(400, 404, 409, 502) },
  },
  adminRecurringCancel: {
    summary: 'Anulowanie wpłaty cyklicznej przez fundację, z powodem (w dzienniku zmian); darczyńca dostaje e-mail',
    tag,
    params: recurringIdParamSchema,
    body: { json: adminRecurringCancelSchema },
    responses: { 200: recurringDonorViewSchema, ...errors(400, 404, 409) },
  },
  userRecurring: {
    summary: 'Wpłaty co miesiąc zalogowanego darczyńcy (złożone po zalogowaniu), od najnowszej, z linkiem do zarządzania',
    tag,
    responses: { 200: z.array(userRecurringSchema) },
  },
} satisfies Partial<Record<ApiRouteName, RouteContract>>;
