import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { expect } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { callRoute, withQuery } from './api-client.js';

// Helpers of the admin payments suites: payments written straight into the table (many, fast), the
// filtered list and count through the API, and the CSV export read and parsed as a spreadsheet would.

export interface SeedPayment {
  guid: string;
  charity_id: number;
  amount: number; // grosze
  provider: string;
  status: string;
  provider_ref: string | null;
  donor_name: string | null;
  donor_email: string | null;
  anonymous: boolean;
  note: string | null;
  created_at: number;
  paid_at: number | null;
}

/** A payment row with every column filled, ready for a bulk insert. */
export function paymentSeed(charityId: number, overrides: Partial<SeedPayment> = {}): SeedPayment {
  return {
    guid: randomUUID(),
    charity_id: charityId,
    amount: 2550,
    provider: 'sandbox',
    status: 'paid',
    provider_ref: null,
    donor_name: 'Anna Nowak',
    donor_email: 'anna.nowak@example.pl',
    anonymous: false,
    note: null,
    created_at: Date.UTC(2026, 2, 5, 12),
    paid_at: null,
    ...overrides,
  };
}

/** Inserts the payments in batches (SQLite takes at most 500 rows in one statement), in one transaction; answers them with their ids, in insertion order. */
export async function insertPayments(db: Knex, payments: SeedPayment[], batch = 400): Promise<Array<SeedPayment & { id: number }>> {
  await db.transaction(async (trx) => {
    for (let start = 0; start < payments.length; start += batch) {
      await trx('payments').insert(
        payments.slice(start, start + batch).map((payment) => ({
          ...payment,
          currency: 'PLN',
          method: payment.provider === 'manual' ? 'transfer' : null,
          hide_amount: false,
          message: null,
          user_id: null,
          idempotency_key: null,
          redirect_url: null,
          updated_at: payment.created_at,
          paid_at: payment.paid_at ?? (payment.status === 'paid' ? payment.created_at : null),
        })),
      );
    }
  });
  if (payments.length > 5000) return [];
  const ids = new Map<string, number>();
  for (const row of await db('payments').whereIn('guid', payments.map((p) => p.guid)).select('id', 'guid')) ids.set(row.guid as string, Number(row.id));
  return payments.map((payment) => ({ ...payment, id: ids.get(payment.guid)! }));
}

export type Filters = Record<string, string | number>;

/** GET payments with the filters (all on one page): the guids in the list's order. */
export async function listedGuids(baseUrl: string, token: string, filters: Filters, page: Filters = { limit: 500 }): Promise<string[]> {
  const response = await callRoute(baseUrl, withQuery(API_ROUTES.payments, { ...filters, ...page }), {}, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as Array<{ guid: string }>).map((payment) => payment.guid);
}

/** GET payments/count with the filters. */
export async function countOf(baseUrl: string, token: string, filters: Filters): Promise<number> {
  const response = await callRoute(baseUrl, withQuery(API_ROUTES.paymentsCount, filters), {}, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.count as number;
}

/** Splits a `;`-separated, CRLF-ended CSV with `"` quoting (RFC 4180) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  expect(cell, 'the file ends with CRLF').toBe('');
  expect(row, 'the file ends with CRLF').toEqual([]);
  return rows;
}
