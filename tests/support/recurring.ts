import { expect } from 'vitest';
import { donate, donationBody, type Fundraiser } from './payments.js';
import type { TestServer } from './test-server.js';

/** Issue 40: the clock at noon of a Warsaw day. */
export function setDay(server: TestServer, day: string): void {
  server.clock.advance(Date.parse(`${day}T11:00:00Z`) - server.clock.now());
}

export interface MonthlyOptions {
  amount?: string;
  day?: number;
  months?: number;
  outcome?: string;
  email?: string;
  /** A logged-in donor's session: the schedule is theirs in Konto. */
  token?: string;
  /** „BLIK”: approved with a BLIK code on the sandbox's page, a recurring BLIK alias for the later charges. */
  method?: 'card' | 'blik';
}

/** A donation "co miesiąc" approved on the sandbox's page with the consent: the schedule's id and the first payment's guid. */
export async function monthlyDonation(server: TestServer, fundraiser: Fundraiser, options: MonthlyOptions = {}) {
  const recurring = { every: 'month', day: options.day ?? 5, ...(options.months ? { months: options.months } : {}), ...(options.method ? { method: options.method } : {}) };
  const started = await donate(server.url, donationBody(fundraiser.id, { amount: options.amount ?? '30', email: options.email ?? 'ewa.monthly@example.pl', recurring }), options.token);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const guid = started.body.guid as string;
  const page = await (await fetch(started.body.redirect_url as string)).text();
  expect(page).toContain('Zgoda na płatności cykliczne');
  expect(page).toContain('name="recurring_consent" value="1"');
  const blik: Record<string, string> = options.method === 'blik' ? { blik_code: '777123' } : {};
  const decision = await fetch(`${server.url}/api/sandbox/pay/${guid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision: 'paid', recurring_consent: '1', recurring_outcome: options.outcome ?? 'paid', ...blik }).toString(),
    redirect: 'manual',
  });
  expect(decision.status).toBe(303);
  return { id: started.body.recurring_id as number, guid };
}
