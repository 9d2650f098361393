import type { ApiRouteName } from '../api-routes.js';
import { EXPENSE_DOCUMENT_MAX_BYTES, EXPENSE_INVOICE_FIELD, EXPENSE_PUBLIC_COPY_FIELD } from '../constants.js';
import { idParamSchema } from '../schemas/numbers.js';
import { nameParamSchema } from '../schemas/route-params.js';
import {
  charityExpensesSchema,
  EXPENSE_DOCUMENT_TYPES,
  expenseInputParts,
  expensePaySchema,
  expenseRejectSchema,
  expenseSchema,
  publicLedgerSchema,
} from '../schemas/expenses.js';
import { binary, errors, notModified, type RouteContract } from './route-contract.js';

const tag = 'Wydatki';
const document = { maxBytes: EXPENSE_DOCUMENT_MAX_BYTES, description: 'PDF albo zdjęcie PNG, JPEG lub WebP, do 10 MB (typ rozpoznawany po bajtach pliku)' };

/** Issue 35: spending with invoices, a second pair of eyes above the threshold, and the public settlement. */
export const expenseContracts = {
  adminCharityExpenses: {
    summary: 'Wydatki zbiórki, od najnowszego, z zebraną kwotą, wydatkami wypłaconymi, saldem i progiem zatwierdzenia przez drugą osobę',
    tag,
    params: idParamSchema,
    responses: { 200: charityExpensesSchema, ...errors(400, 404) },
  },
  adminCharityExpenseCreate: {
    summary: 'Dodaje wydatek zbiórki (stan: zaproponowany) z fakturą albo rachunkiem; zapis trafia do dziennika zdarzeń',
    description: 'Każde pole tekstowe formularza to JSON (np. "payee": "\\"Sklep Medyczny\\"", "amount": "\\"1250,00\\""); NIP i rachunek sprawdzane cyframi kontrolnymi.',
    tag,
    params: idParamSchema,
    body: { multipart: { jsonParts: expenseInputParts, file: EXPENSE_INVOICE_FIELD, fileKind: document } },
    responses: { 201: expenseSchema, ...errors(400, 404, 413) },
  },
  adminExpenseApprove: {
    summary: 'Zatwierdza zaproponowany wydatek; powyżej progu tylko ktoś inny niż autor (EXPENSE_SECOND_APPROVAL_REQUIRED)',
    tag,
    params: idParamSchema,
    responses: { 200: expenseSchema, ...errors(400, 403, 404, 409) },
  },
  adminExpenseReject: {
    summary: 'Odrzuca wydatek jeszcze niewypłacony, z powodem',
    tag,
    params: idParamSchema,
    body: { json: expenseRejectSchema },
    responses: { 200: expenseSchema, ...errors(400, 404, 409) },
  },
  adminExpensePaid: {
    summary: 'Oznacza zatwierdzony wydatek jako wypłacony, raz; ponad saldo zbiórki tylko administrator, z powodem (override_reason)',
    tag,
    params: idParamSchema,
    body: { json: expensePaySchema },
    responses: { 200: expenseSchema, ...errors(400, 403, 404, 409) },
  },
  adminExpenseInvoice: {
    summary: 'Oryginał faktury albo rachunku (z danymi osobowymi), tylko dla zespołu',
    tag,
    params: idParamSchema,
    responses: { 200: binary(...EXPENSE_DOCUMENT_TYPES), 304: null, ...errors(400, 404) },
  },
  adminExpensePublicCopy: {
    summary: 'Wgrywa publiczną kopię faktury, z zaczernionymi danymi osobowymi; wydatek wypłacony pojawia się wtedy w rozliczeniu zbiórki',
    tag,
    params: idParamSchema,
    body: { multipart: { jsonParts: {}, file: EXPENSE_PUBLIC_COPY_FIELD, fileKind: document } },
    responses: { 200: expenseSchema, ...errors(400, 404, 409, 413) },
  },
  adminExpenseWithoutDocument: {
    summary: 'Publikuje wydatek bez dokumentu (np. faktura z danymi, których nie da się zaczernić); wypłacony pojawia się w rozliczeniu zbiórki',
    tag,
    params: idParamSchema,
    responses: { 200: expenseSchema, ...errors(400, 404, 409) },
  },
  charityLedger: {
    summary: 'Rozliczenie zbiórki: zebrano, wydano, saldo (zł), opublikowane wydatki i wpływy dzienne z liczbą wpłat, bez darczyńców',
    tag,
    params: nameParamSchema,
    responses: { 200: publicLedgerSchema, ...notModified, ...errors(400, 404) },
  },
  expenseDocument: {
    summary: 'Publiczna kopia faktury wypłaconego wydatku (nigdy oryginał); z ETag',
    tag,
    params: idParamSchema,
    responses: { 200: binary(...EXPENSE_DOCUMENT_TYPES), 304: null, ...errors(400, 404) },
  },
} satisfies Partial<Record<ApiRouteName, RouteContract>>;
