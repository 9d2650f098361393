// Issue 35: a fundraiser's spending (an expense with its invoice, approved by a second pair of eyes above the
// threshold, paid at most once) and the public settlement every fundraiser shows ("Rozliczenie zbiórki").
import { isNip } from '../foundation-numbers.js';
import { EXPENSE_MESSAGES as M } from '../messages.js';
import { dayText, emailText, madeUrl, moment, textOf } from './bounded.js';
import { amountInGrosze } from './charity.js';
import { iban, optional, registryNumber } from './foundation.js';
import { textField } from './text.js';
import { z } from './zod.js';

/** proposed → approved → paid, or rejected (with its reason) before it is paid. */
export const EXPENSE_STATES = ['proposed', 'approved', 'paid', 'rejected'] as const;
export type ExpenseState = (typeof EXPENSE_STATES)[number];

/** What the public sees of an expense's document: none yet, the blacked-out copy, or a statement there is none. */
export const EXPENSE_PUBLICATIONS = ['none', 'copy', 'without_document'] as const;
export type ExpensePublication = (typeof EXPENSE_PUBLICATIONS)[number];

/** The types an invoice or its public copy may be, as its bytes prove. */
export const EXPENSE_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

export const EXPENSE_PAYEE_MAX = 200;
export const EXPENSE_DESCRIPTION_MAX = 1000;
export const EXPENSE_REASON_MAX = 500;
/** One expense at most: a flat, a car adapted for a wheelchair; a larger sum is split across invoices. */
export const EXPENSE_MAX_GROSZE = 100_000_000;

/** The multipart parts of a new expense, each JSON text; the invoice arrives in its own file part. */
export const expenseInputParts = {
  payee: textField({ error: M.payee, min: 2, max: EXPENSE_PAYEE_MAX }),
  /** The payee's NIP, when it has one (a company); checked by its check digit. */
  nip: optional(registryNumber(M.nip, isNip)).optional(),
  /** The account paid into, when paid by transfer: a Polish IBAN, checked mod 97. */
  account: optional(iban(M.account)).optional(),
  amount: amountInGrosze(M.amount, 1, EXPENSE_MAX_GROSZE),
  description: textField({ error: M.description, min: 3, max: EXPENSE_DESCRIPTION_MAX, multiline: true }),
};
export const expenseInputSchema = z.object(expenseInputParts);
export type ExpenseInput = z.output<typeof expenseInputSchema>;

export const expenseRejectSchema = z.object({ reason: textField({ error: M.rejectReason, min: 3, max: EXPENSE_REASON_MAX, multiline: true }) });

/** Paying: an admin may pay beyond the fundraiser's balance, saying why; nobody else may. */
export const expensePaySchema = z.object({
  override_reason: optional(textField({ error: M.overrideReason, min: 3, max: EXPENSE_REASON_MAX, multiline: true })).optional(),
});

/** An expense as the panel shows it; amounts in złoty. */
export const expenseSchema = z.object({
  id: z.int(),
  charity_id: z.int(),
  payee: textOf(EXPENSE_PAYEE_MAX),
  nip: textOf(10).nullable(),
  account: textOf(34).nullable(),
  amount: z.number(),
  description: textOf(EXPENSE_DESCRIPTION_MAX),
  state: z.enum(EXPENSE_STATES),
  /** Above the threshold: approved by someone other than its author. */
  needs_second_approval: z.boolean(),
  created_by: emailText.nullable(),
  created_at: moment,
  approved_by: emailText.nullable(),
  approved_at: moment.nullable(),
  rejected_by: emailText.nullable(),
  reject_reason: textOf(EXPENSE_REASON_MAX).nullable(),
  paid_by: emailText.nullable(),
  paid_at: moment.nullable(),
  override_reason: textOf(EXPENSE_REASON_MAX).nullable(),
  invoice_type: z.enum(EXPENSE_DOCUMENT_TYPES),
  invoice_url: madeUrl,
  publication: z.enum(EXPENSE_PUBLICATIONS),
  /** The public copy's address, once uploaded. */
  public_url: madeUrl.nullable(),
});
export type Expense = z.output<typeof expenseSchema>;

/** A fundraiser's expenses for the panel, with the figures they are checked against. */
export const charityExpensesSchema = z.object({
  collected: z.number(),
  spent: z.number(),
  balance: z.number(),
  /** Above this amount (zł) an expense needs a second person's approval. */
  approval_threshold: z.number(),
  expenses: z.array(expenseSchema),
});
export type CharityExpenses = z.output<typeof charityExpensesSchema>;

/** One paid and published expense of the public settlement: no one's data beyond the payee the invoice names. */
export const publicExpenseSchema = z.object({
  id: z.int(),
  payee: textOf(EXPENSE_PAYEE_MAX),
  paid_on: dayText,
  description: textOf(EXPENSE_DESCRIPTION_MAX),
  amount: z.number(),
  /** The blacked-out copy; null when the expense was published as without a document. */
  document_url: madeUrl.nullable(),
});

/** One Warsaw day's incoming money: its total and the number of donations, never who gave. */
export const incomingDaySchema = z.object({ day: dayText, amount: z.number(), count: z.int() });

/** "Rozliczenie zbiórki": collected, spent and the balance in złoty, the published expenses and the days money came in. */
export const publicLedgerSchema = z.object({
  collected: z.number(),
  spent: z.number(),
  balance: z.number(),
  expenses: z.array(publicExpenseSchema),
  incoming: z.array(incomingDaySchema),
});
export type PublicLedger = z.output<typeof publicLedgerSchema>;
