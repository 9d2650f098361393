// The audit log's "Rekord" in words (issue 36 item 4): the audit imports no component, so its names come from here.
import { formatGrosze } from '@zlota/shared/money';
import type { Db } from '../db/knex.js';
import { recordKey, type AuditNames, type RecordIds, type RecordLabels } from '../components/audit/record-labels.js';
import { charityLinks } from '../components/charities/charities-repository.js';
import { expenseAmounts } from '../components/expenses/expenses-repository.js';
import { paymentAmounts, voidedOrRefundedIds } from '../components/payments/payments-repository.js';
import { accountsNamed, findOwners } from '../components/users/users-repository.js';

const money = (grosze: number) => formatGrosze(grosze, { nonBreaking: true });

/** "Zbiórka „Wózek dla Leny”", "Wpłata 250,00 zł — Wózek dla Leny", "Użytkownik Jan Kowalski", "Wydatek 120,00 zł — Apteka". */
const recordLabels: RecordLabels = async (db: Db, ids: RecordIds) => {
  const [payments, expenses, people] = await Promise.all([paymentAmounts(db, ids.payment ?? []), expenseAmounts(db, ids.expense ?? []), findOwners(db, ids.user ?? [])]);
  const charities = await charityLinks(db, [...(ids.charity ?? []), ...payments.map((payment) => payment.charity_id)]);
  const labels = new Map<string, string>();
  for (const [id, { title }] of charities) labels.set(recordKey('charity', id), `Zbiórka „${title}”`);
  for (const payment of payments) {
    const title = charities.get(payment.charity_id)?.title;
    labels.set(recordKey('payment', payment.id), `Wpłata ${money(payment.amount)}${title === undefined ? '' : ` — ${title}`}`);
  }
  for (const expense of expenses) labels.set(recordKey('expense', expense.id), `Wydatek ${money(expense.amount)} — ${expense.payee}`);
  for (const person of people) labels.set(recordKey('user', person.id), `Użytkownik ${person.name} ${person.surname}`);
  return labels;
};

/** The audit's names: of its records, and of the people the actor filter asks for. */
export const auditNames: AuditNames = { records: recordLabels, people: accountsNamed, charityPayments: voidedOrRefundedIds };
