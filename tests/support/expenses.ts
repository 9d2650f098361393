// A fundraiser's expense as the panel sends it (issue 35 item 2): each text part as JSON, the invoice as a file part.
import { API_ROUTES, apiPath, serverPaths, type ApiRoute } from '@zlota/shared/api-routes';
import { EXPENSE_INVOICE_FIELD } from '@zlota/shared/constants';
import { expect } from 'vitest';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { callRoute } from './api-client.js';
import { sendForm } from './catalog.js';
import { createFundraiser, type Fundraiser } from './payments.js';
import type { TestServer } from './test-server.js';

/** The smallest PDF the portal recognises by its bytes, `text` written in a comment. */
export const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

export const routePath = (route: ApiRoute, params: Record<string, string | number>) => serverPaths({ ...route, path: apiPath(route, params) })[0]!;

/** The text parts of an expense the validation takes. */
export const validExpense = (amount: string) => ({ payee: 'Sklep Medyczny Sp. z o.o.', nip: '526-025-02-74', account: '', amount, description: 'Wózek inwalidzki z napędem' });

/** A new expense's form: each text part as JSON, the invoice (if any) as a file. */
export function expenseForm(fields: Record<string, unknown>, invoice: Buffer | null = pdf('Faktura FV/1/2026 — Jan Kowalski, ul. Prywatna 1')) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, JSON.stringify(value));
  if (invoice) body.append(EXPENSE_INVOICE_FIELD, new Blob([new Uint8Array(invoice)], { type: 'application/pdf' }), 'faktura.pdf');
  return body;
}

/** POST /api/admin/charity/{id}/expenses. */
export const proposeExpense = (server: TestServer, token: string, charityId: number, form: FormData) =>
  sendForm(server, 'POST', routePath(API_ROUTES.adminCharityExpenseCreate, { id: charityId }), form, token);

/** An expense proposed by `author` and approved by a second staff member (four eyes); its id. */
export async function approvedExpense(server: TestServer, staff: { author: string; approver: string }, charityId: number, fields: Record<string, unknown>): Promise<number> {
  const created = await proposeExpense(server, staff.author, charityId, expenseForm(fields));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as number;
  const approved = await callRoute(server.url, API_ROUTES.adminExpenseApprove, { id }, { token: staff.approver });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return id;
}

/** A new fundraiser holding `collectedZl` from a cash donation entered by `finance`, so expenses have a balance. */
export async function fundraiserWith(server: TestServer, tokens: { admin: string; finance: string }, collectedZl: string): Promise<Fundraiser> {
  const fundraiser = await createFundraiser(server.url, tokens.admin);
  const body = { amount: collectedZl, received_on: warsawDay(Date.now()), method: 'cash', note: 'Puszka', donor_name: 'Bożena Darczyńska', donor_email: 'bozena@example.com' };
  const donation = await callRoute(server.url, API_ROUTES.manualDonation, { id: fundraiser.id }, { token: tokens.finance, body });
  expect(donation.status, JSON.stringify(donation.body)).toBe(201);
  return fundraiser;
}
