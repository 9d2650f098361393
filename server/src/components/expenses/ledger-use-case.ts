import { groszeToZl } from '@zlota/shared/money';
import type { PublicLedger } from '@zlota/shared/schemas/expenses';
import { warsawDay } from '@zlota/shared/warsaw-days';
import type { Deps } from '../../deps.js';
import { charityNotFound, findByNameOrId, hasPage } from '../charities/catalog-use-case.js';
import { incomingPerDay } from '../ledger/ledger-repository.js';
import { spentAmount, type CharityRecord } from '../charities/charities-repository.js';
import { publicDocumentUrl } from './expense-view.js';
import { publishedExpenses } from './expenses-repository.js';

/** Money in per Warsaw day, from the ledger (refunds and voids lower their own day), with the number of donations. */
async function incomingDays(deps: Deps, charityId: number): Promise<PublicLedger['incoming']> {
  return (await incomingPerDay(deps.reader, charityId)).map(({ day, amount, count }) => ({ day, amount: groszeToZl(amount), count }));
}

/**
 * "Rozliczenie zbiórki": what the fundraiser collected, what was paid out of it and the balance (złoty), the paid
 * expenses that are published (their blacked-out copy, or without a document; never the original, never an
 * unpublished one) and the money in per day with the number of donations (no donor is named).
 */
export async function publicLedger(deps: Deps, nameOrId: string): Promise<PublicLedger> {
  const charity = await findByNameOrId(deps, nameOrId);
  if (!charity || !hasPage(charity)) throw charityNotFound();
  return ledgerOf(deps, charity);
}

/** The settlement of a fundraiser known to have a page (also the offline catalog's, issue 39). */
export async function ledgerOf(deps: Deps, charity: Pick<CharityRecord, 'id' | 'collected_amount'>): Promise<PublicLedger> {
  const [spent, published, incoming] = await Promise.all([spentAmount(deps.reader, charity.id), publishedExpenses(deps.reader, charity.id), incomingDays(deps, charity.id)]);
  return {
    collected: groszeToZl(charity.collected_amount),
    spent: groszeToZl(spent),
    balance: groszeToZl(charity.collected_amount - spent),
    expenses: published.map((expense) => ({
      id: expense.id,
      payee: expense.payee,
      paid_on: warsawDay(expense.paid_at ?? expense.created_at),
      description: expense.description,
      amount: groszeToZl(expense.amount),
      document_url: expense.publication === 'copy' ? publicDocumentUrl(expense.id) : null,
    })),
    incoming,
  };
}
