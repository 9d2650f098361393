import { expect } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import type { Foundation, FoundationInput } from '@zlota/shared/entities';
import { callRoute } from './api-client.js';

/** A foundation's record as a new installation would enter it: real formats, check digits that hold (issue 30). */
export const TEST_FOUNDATION: Foundation = {
  name: 'Fundacja Dobra Wola',
  short_name: 'Dobra Wola',
  krs: '0000654321',
  nip: '5260250274',
  regon: '017511575',
  address: { street: 'ul. Lipowa 3', postal_code: '30-001', city: 'Kraków' },
  correspondence_address: null,
  bank_accounts: [{ iban: 'PL27114020040000300201355387', bank: 'mBank' }],
  tax_account: null,
  email: 'biuro@dobrawola.example.pl',
  phone: '+48 12 345 67 89',
  hours: 'od poniedziałku do piątku, 8:00–16:00',
  dpo_email: null,
  website: null,
};

/** The demo seed's values that must never stand on a page of an installation without the demo. */
export const DEMO_VALUES = ['0000123456', 'PL61 1090 1014 0000 0712 1981 2874', 'PL61109010140000071219812874', '+48 22 123 45 67'] as const;

/** PUT /api/admin/foundation as the given admin; the record as the API answers it. */
export async function setFoundation(baseUrl: string, adminToken: string, changes: Partial<FoundationInput> = {}): Promise<Foundation> {
  const response = await callRoute(baseUrl, API_ROUTES.adminFoundation, {}, { token: adminToken, body: { ...TEST_FOUNDATION, ...changes } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.foundation as Foundation;
}
