import { API_ROUTES } from '@zlota/shared/api-routes';
import { STATEMENT_FIELD, STATEMENT_MAX_BYTES } from '@zlota/shared/bank-statements';
import { BANK_STATEMENT_MESSAGES } from '@zlota/shared/messages';
import { assignEntrySchema, dismissEntrySchema, settleExpenseSchema } from '@zlota/shared/schemas/bank-statements';
import { idParamSchema } from '@zlota/shared/schemas/numbers';
import type { Deps } from '../../deps.js';
import type { RegisterRoute } from '../../http/routing.js';
import { multipartFile, uploadedFile } from '../../http/multipart.js';
import { validate } from '../../http/validate.js';
import { assignEntry, bookStatement, dismissEntry, entryQueue } from './booking-use-case.js';
import { settleExpense } from './expense-use-case.js';
import { importStatement, statementPreview } from './import-use-case.js';

export function bankStatementRoutes(deps: Deps, register: RegisterRoute): void {
  const upload = multipartFile(STATEMENT_FIELD, STATEMENT_MAX_BYTES, BANK_STATEMENT_MESSAGES.tooLarge);
  register(API_ROUTES.adminBankStatementImport, upload, async (req, res) => {
    res.status(201).json(await importStatement(deps, req.user!, uploadedFile(req), req.file?.originalname));
  });
  register(API_ROUTES.adminBankStatement, async (req, res) => {
    res.json(await statementPreview(deps, validate(idParamSchema, req.params).id));
  });
  register(API_ROUTES.adminBankStatementBook, async (req, res) => {
    res.json(await bookStatement(deps, req.user!, validate(idParamSchema, req.params).id));
  });
  register(API_ROUTES.adminBankStatementQueue, async (_req, res) => {
    res.json(await entryQueue(deps));
  });
  register(API_ROUTES.adminBankStatementEntryAssign, async (req, res) => {
    const { id } = validate(idParamSchema, req.params);
    res.json(await assignEntry(deps, req.user!, id, validate(assignEntrySchema, req.body).charity_id));
  });
  register(API_ROUTES.adminBankStatementEntryDismiss, async (req, res) => {
    const { id } = validate(idParamSchema, req.params);
    res.json(await dismissEntry(deps, req.user!, id, validate(dismissEntrySchema, req.body).reason));
  });
  register(API_ROUTES.adminBankStatementEntryExpense, async (req, res) => {
    const { id } = validate(idParamSchema, req.params);
    res.json(await settleExpense(deps, req.user!, id, validate(settleExpenseSchema, req.body).expense_id));
  });
}
