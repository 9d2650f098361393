import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import type { StaffRole } from '@zlota/shared/api-routes';
import { createAdmin } from '@zlota/server/components/auth/create-admin-use-case';
import { callRoute } from './api-client.js';
import type { TestServer } from './test-server.js';

export const unique = () => randomBytes(4).toString('hex');

/** A sign-up body that passes every check of spec §5. */
export function signUpBody(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    name: 'Anna',
    surname: 'Kowalska',
    username: `anna_${id}`,
    phone: '600100200',
    email: `anna.${id}@example.pl`,
    password: 'bezpieczne-haslo',
    password_confirmation: 'bezpieczne-haslo',
    rules: true,
    ...overrides,
  };
}

/** The link in the newest message of this kind sent to this address (from the outbox table). */
export async function outboxLink(server: TestServer, email: string, kind: 'verify_email' | 'reset_password'): Promise<string> {
  const row = await server.db('email_outbox').where({ recipient: email, kind }).orderBy('id', 'desc').first();
  expect(row, `no ${kind} e-mail to ${email}`).toBeDefined();
  const link = /https?:\/\/\S+/.exec(row.text)?.[0];
  expect(link).toBeDefined();
  return link!;
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** Signs up through HTTP and follows the e-mail link, as a person would. */
export async function createActiveUser(server: TestServer, overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const created = await callRoute(server.url, API_ROUTES.signUp, {}, { body });
  expect(created.status).toBe(201);
  const token = tokenOf(await outboxLink(server, body.email, 'verify_email'));
  expect((await callRoute(server.url, API_ROUTES.verifyEmail, { token })).status).toBe(200);
  return { id: created.body.id as number, email: body.email, username: body.username, password: body.password };
}

/** A member of the foundation's team, as `npm run create-admin` makes one: an admin unless another role is given. */
export async function createAdminAccount(server: TestServer, role: StaffRole = 'admin') {
  const email = `${role}.${unique()}@zlotarybka.pl`;
  const password = 'haslo-administratora-123';
  await createAdmin(server.deps, { email, password, role }, 'npm run create-admin');
  return { email, password };
}

export async function login(server: TestServer, loginName: string, password: string): Promise<string> {
  const response = await callRoute(server.url, API_ROUTES.userLogin, {}, { body: { login: loginName, password } });
  expect(response.status).toBe(200);
  return response.body.access_token;
}
