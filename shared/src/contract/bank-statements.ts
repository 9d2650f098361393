import type { ApiRouteName } from '../api-routes.js';
import { STATEMENT_FIELD, STATEMENT_MAX_BYTES } from '../bank-statements.js';
import { idParamSchema } from '../schemas/numbers.js';
import { assignEntrySchema, dismissEntrySchema, settleExpenseSchema, statementBookedSchema, statementEntrySchema, statementPreviewSchema } from '../schemas/bank-statements.js';
import { z } from '../schemas/zod.js';
import { errors, type RouteContract } from './route-contract.js';

const tag = 'Wyciągi bankowe';

/** Issue 34: statements imported, matched lines booked once, the rest assigned or put aside by hand. */
export const bankStatementContracts = {
  adminBankStatementImport: {
    summary: 'Wczytuje wyciąg bankowy (MT940 albo CAMT.053) i pokazuje jego pozycje dopasowane do zbiórek; nic jeszcze nie księguje',
    description:
      'Status pozycji: matched (kod przelewu zbiórki w tytule), suggested (bez kodu, prawdopodobna zbiórka), unmatched, duplicate (ta operacja banku była już wczytana albo zaksięgowana), outgoing (wypływ z rachunku). Plik, który nie jest wyciągiem, jest odrzucany i nic nie zostaje zapisane; wczytanie trafia do dziennika zdarzeń z sumą SHA-256 pliku.',
    tag,
    body: { multipart: { jsonParts: {}, file: STATEMENT_FIELD, fileKind: { maxBytes: STATEMENT_MAX_BYTES, description: 'MT940 (UTF-8 albo Windows-1250) lub CAMT.053 .001.02/.001.08, do 10 MB' } } },
    responses: { 201: statementPreviewSchema, ...errors(400, 413) },
  },
  adminBankStatement: {
    summary: 'Wczytany wyciąg i jego pozycje, ze stanem każdej',
    tag,
    params: idParamSchema,
    responses: { 200: statementPreviewSchema, ...errors(400, 404) },
  },
  adminBankStatementBook: {
    summary: 'Księguje każdą dopasowaną pozycję wyciągu jako wpłatę ręczną (przelew), każdą dokładnie raz, w osobnej transakcji',
    tag,
    params: idParamSchema,
    responses: { 200: statementBookedSchema, ...errors(400, 404) },
  },
  adminBankStatementQueue: {
    summary: 'Przelewy do przypisania: pozycje bez dopasowania albo z podpowiedzią, od najstarszej',
    tag,
    responses: { 200: z.array(statementEntrySchema) },
  },
  adminBankStatementEntryAssign: {
    summary: 'Przypisuje pozycję wyciągu do zbiórki i księguje ją jako wpłatę ręczną, raz',
    tag,
    params: idParamSchema,
    body: { json: assignEntrySchema },
    responses: { 200: statementEntrySchema, ...errors(400, 404, 409) },
  },
  adminBankStatementEntryDismiss: {
    summary: 'Oznacza pozycję wyciągu jako niebędącą darowizną (z powodem): znika z kolejki',
    tag,
    params: idParamSchema,
    body: { json: dismissEntrySchema },
    responses: { 200: statementEntrySchema, ...errors(400, 404, 409) },
  },
  adminBankStatementEntryExpense: {
    summary: 'Rozlicza wypływ z wyciągu jako zatwierdzony wydatek tej samej kwoty: wydatek zostaje opłacony (nie ponad saldo zbiórki), pozycja zaksięgowana z odnośnikiem do niego, raz, w jednej transakcji',
    description: 'Kwota różna od kwoty wydatku: 409 STATEMENT_EXPENSE_AMOUNT. Pozycja już rozliczona: 409 STATEMENT_ENTRY_SETTLED. Wydatek ponad saldo: 409 EXPENSE_OVER_BALANCE (bez możliwości obejścia w tym miejscu).',
    tag,
    params: idParamSchema,
    body: { json: settleExpenseSchema },
    responses: { 200: statementEntrySchema, ...errors(400, 404, 409) },
  },
} satisfies Partial<Record<ApiRouteName, RouteContract>>;
