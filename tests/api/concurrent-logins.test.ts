// Issue 29 §5: parallel logins into one account, right and wrong passwords mixed, never answer 5xx. A success forgets
// the account's failures while other attempts are counting them: each count is one statement, on both databases.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { callRoute } from '../support/api-client.js';
import { createActiveUser, createAdminAccount } from '../support/accounts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const ROUNDS = 5;
const PARALLEL = 20;

describe('parallel logins into one account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_ACCOUNT_FAILURES: '3', RATE_LIMIT_ACCOUNT_DELAY_SECONDS: '1' });
  });
  afterAll(() => server.close());

  it(`when ${ROUNDS} rounds of ${PARALLEL} logins (right and wrong passwords mixed) arrive at once, then none answers 5xx`, async () => {
    const person = await createActiveUser(server);
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          callRoute(server.url, API_ROUTES.userLogin, {}, { body: { login: person.email, password: i % 3 === 0 ? person.password : `zle-${i}` } }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
      server.clock.advance(60_000); // the account opens again for the next round
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200, 401, 429]));
  }, 60_000);

  it(`when ${PARALLEL} second steps of an admin's two-factor login (right and wrong codes mixed) arrive at once, then none answers 5xx`, async () => {
    const admin = await createAdminAccount(server);
    const adminLogin = () => callRoute(server.url, API_ROUTES.adminLogin, {}, { body: { login: admin.email, password: admin.password } });
    const token = (await adminLogin()).body.access_token as string;
    const setup = await callRoute(server.url, API_ROUTES.adminTwoFactorSetup, {}, { token });
    const codeNow = () => generate({ secret: setup.body.secret as string, epoch: Math.floor(server.clock.now() / 1000) });
    expect((await callRoute(server.url, API_ROUTES.adminTwoFactorConfirm, {}, { token, body: { code: await codeNow() } })).status).toBe(200);

    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      server.clock.advance(60_000);
      const challenges: string[] = [];
      for (let i = 0; i < PARALLEL; i += 1) challenges.push((await adminLogin()).body.challenge as string);
      const right = await codeNow();
      const answers = await Promise.all(
        challenges.map((challenge, i) => callRoute(server.url, API_ROUTES.adminLoginTwoFactor, {}, { body: { challenge, code: i % 4 === 0 ? right : '000000' } })),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses).toContain(200);
  }, 90_000);
});
