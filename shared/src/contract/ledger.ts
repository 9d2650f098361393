import type { ApiRouteName } from '../api-routes.js';
import { ledgerCorrectionInputSchema, ledgerCorrectionSchema, ledgerMonthSchema, monthParamSchema } from '../schemas/ledger.js';
import { z } from '../schemas/zod.js';
import { errors, text, type RouteContract } from './route-contract.js';

const tag = 'Księga wpłat i wypłat';

/** Issue 35 items 4 and 5: the ledger's months, their CSV for the accountant, and closing a month that is over. */
export const ledgerContracts = {
  adminLedgerMonths: {
    summary: 'Miesiące księgi wpłat i wypłat, od najnowszego: liczba ruchów, wpływy, wypływy i zamknięcie',
    tag,
    responses: { 200: z.array(ledgerMonthSchema) },
  },
  adminLedgerMonthExport: {
    summary: 'Każdy ruch pieniędzy miesiąca z jego źródłem, jako CSV dla księgowości (średniki, przecinki dziesiętne, UTF-8 z BOM)',
    description:
      'Zamknięty miesiąc dostaje zawsze ten sam plik, zapisany przy zamknięciu; jego suma SHA-256 jest w nagłówku X-Content-SHA256 i w dzienniku zdarzeń.',
    tag,
    params: monthParamSchema,
    responses: { 200: text('text/csv'), ...errors(400) },
  },
  adminLedgerMonthClose: {
    summary: 'Zamyka miesiąc, który już minął: potem nie można dopisać ruchu z datą w nim (korekta trafia do otwartego miesiąca)',
    tag,
    params: monthParamSchema,
    responses: { 200: ledgerMonthSchema, ...errors(400, 409) },
  },
  adminLedgerCorrections: {
    summary: 'Korekty w księdze wpłat i wypłat, od najnowszej (najwyżej 200)',
    tag,
    responses: { 200: z.array(ledgerCorrectionSchema) },
  },
  adminLedgerCorrectionCreate: {
    summary: 'Księguje korektę: kwota w groszach ze znakiem, zbiórka, powód i (jeśli jest) korygowany wpis; zebrana kwota zbiórki zmienia się w tej samej transakcji',
    description:
      'Korekta ma datę dnia zaksięgowania, zawsze w otwartym miesiącu; wpis z zamkniętego miesiąca koryguje się tak samo, podając jego numer. Wpisu wydatku nie koryguje się tutaj (400).',
    tag,
    body: { json: ledgerCorrectionInputSchema },
    responses: { 201: ledgerCorrectionSchema, ...errors(400, 404) },
  },
} satisfies Partial<Record<ApiRouteName, RouteContract>>;
