import { expect } from 'vitest';
import { apiCall, type Portal } from './browser.js';

export interface CreatedCharity {
  id: number;
  url: string;
  title: string;
  needy: { id: number };
}

/** An active fundraiser with a new beneficiary, made by the foundation through the API (POST charity/with-needy). */
export async function activeCharity(portal: Portal, token: string, title: string): Promise<CreatedCharity> {
  const created = await apiCall(portal, 'POST', '/api/charity/with-needy', {
    token,
    body: {
      title,
      name: 'Ola w ruchu',
      target: 'Wózek aktywny',
      target_amount: '9 000',
      short_description: 'Ola potrzebuje lekkiego wózka aktywnego.',
      needy: { name: 'Aleksandra', surname: 'Kos', city: 'Płock' },
      status: 'active',
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as CreatedCharity;
}
