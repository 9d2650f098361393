import { API_ROUTES } from '@zlota/shared/api-routes';
import { EXPENSE_DOCUMENT_MAX_BYTES, EXPENSE_INVOICE_FIELD, EXPENSE_PUBLIC_COPY_FIELD } from '@zlota/shared/constants';
import { EXPENSE_MESSAGES } from '@zlota/shared/messages';
import { expenseInputParts, expenseInputSchema, expensePaySchema, expenseRejectSchema } from '@zlota/shared/schemas/expenses';
import { idParamSchema } from '@zlota/shared/schemas/numbers';
import type { Request } from 'express';
import type { Deps } from '../../deps.js';
import type { RegisterRoute } from '../../http/routing.js';
import { jsonPart, multipartFile, uploadedFile } from '../../http/multipart.js';
import { validate } from '../../http/validate.js';
import { charityName } from '../charities/routes.js';
import { sendUpload } from '../foundation/serve-upload.js';
import { approveExpense, charityExpenses, createExpense, rejectExpense } from './expenses-use-case.js';
import { publicLedger } from './ledger-use-case.js';
import { payExpense } from './pay-use-case.js';
import { originalInvoice, publicCopy, publishWithoutDocument, uploadPublicCopy } from './publication-use-case.js';

const expenseId = (req: Request) => validate(idParamSchema, req.params).id;

/** A new expense's text parts, each JSON, as one object for its schema. */
const expenseParts = (req: Request) => Object.fromEntries(Object.keys(expenseInputParts).map((part) => [part, jsonPart(req, part)]));

export function expenseRoutes(deps: Deps, register: RegisterRoute): void {
  register(API_ROUTES.adminCharityExpenses, async (req, res) => {
    res.json(await charityExpenses(deps, expenseId(req)));
  });
  const invoice = multipartFile(EXPENSE_INVOICE_FIELD, EXPENSE_DOCUMENT_MAX_BYTES, EXPENSE_MESSAGES.documentTooLarge);
  register(API_ROUTES.adminCharityExpenseCreate, invoice, async (req, res) => {
    const charityId = expenseId(req);
    res.status(201).json(await createExpense(deps, req.user!, charityId, validate(expenseInputSchema, expenseParts(req)), uploadedFile(req)));
  });
  register(API_ROUTES.adminExpenseApprove, async (req, res) => {
    res.json(await approveExpense(deps, req.user!, expenseId(req)));
  });
  register(API_ROUTES.adminExpenseReject, async (req, res) => {
    res.json(await rejectExpense(deps, req.user!, expenseId(req), validate(expenseRejectSchema, req.body).reason));
  });
  register(API_ROUTES.adminExpensePaid, async (req, res) => {
    const { override_reason } = validate(expensePaySchema, req.body ?? {});
    res.json(await payExpense(deps, req.user!, expenseId(req), override_reason ?? null));
  });
  register(API_ROUTES.adminExpenseInvoice, async (req, res) => {
    const document = await originalInvoice(deps, expenseId(req));
    sendUpload(req, res, document, document.content_type);
  });
  const copy = multipartFile(EXPENSE_PUBLIC_COPY_FIELD, EXPENSE_DOCUMENT_MAX_BYTES, EXPENSE_MESSAGES.documentTooLarge);
  register(API_ROUTES.adminExpensePublicCopy, copy, async (req, res) => {
    res.json(await uploadPublicCopy(deps, req.user!, expenseId(req), uploadedFile(req)));
  });
  register(API_ROUTES.adminExpenseWithoutDocument, async (req, res) => {
    res.json(await publishWithoutDocument(deps, req.user!, expenseId(req)));
  });
  register(API_ROUTES.charityLedger, async (req, res) => {
    res.json(await publicLedger(deps, charityName(req.params)));
  });
  register(API_ROUTES.expenseDocument, async (req, res) => {
    const document = await publicCopy(deps, expenseId(req));
    sendUpload(req, res, document, document.content_type);
  });
}
