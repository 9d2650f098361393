import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { SIGN_UP_MESSAGES } from '@zlota/shared/messages';
import { call, callRoute, type CallOptions } from '../support/api-client.js';
import { signUpBody, unique } from '../support/accounts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Spec §5, verbatim (spelling included).
const MSG = {
  password: 'Hasła musi posiadać minimum 8 znaków',
  password_confirmation: 'Hasła nie sią identyczne',
  name: 'Nieprawidłowe imię',
  surname: 'Nieprawidłowe nazwisko',
  username: 'Nieprawidłowe nazwisko',
  phone: 'Nieprawidłowy numer telefonu',
  rules: 'Akceptacja regulaminu jest obowiązkowa',
  email: 'Nieprawidłowy email!',
} as const;
type Field = keyof typeof MSG;

const postSignUp = (body: unknown, options: CallOptions = {}) => callRoute(server.url, API_ROUTES.signUp, {}, { body, ...options });
const countUsers = async () => Number((await server.db('users').count({ n: '*' }).first())!.n);
const userRow = (id: number) => server.db('users').where({ id }).first();

/** The body is refused with the message of this field's check, and no account appears. */
async function expectRefused(body: Record<string, unknown>, field: Field) {
  const before = await countUsers();
  const response = await postSignUp(body);
  expect(response.status).toBe(400);
  expect(response.body).toEqual({ error: { code: 'VALIDATION', message: MSG[field], fields: { [field]: MSG[field] } } });
  expect(await countUsers()).toBe(before);
}

async function expectCreated(body: Record<string, unknown>) {
  const response = await postSignUp(body);
  expect(response.status).toBe(201);
  const row = await userRow(response.body.id);
  expect(row).toBeDefined();
  return row;
}

/** JSON.stringify leaves out undefined: the key is absent from the request. */
const ABSENT = undefined;

describe('POST /api/user/sign-up — the checks of spec §5, in order', () => {
  // Each body passes every earlier check and fails only this one.
  it.each<[Field, Record<string, unknown>]>([
    ['password', { password: 'krotkie', password_confirmation: 'krotkie' }],
    ['password_confirmation', { password_confirmation: 'inne-haslo-123' }],
    ['name', { name: 'A' }],
    ['surname', { surname: 'K' }],
    ['username', { username: 'an' }],
    ['phone', { phone: '12345' }],
    ['rules', { rules: false }],
    ['email', { email: 'anna.example.pl' }],
  ])('when only the %s check fails, then 400 names that field and no user is written', async (field, overrides) => {
    await expectRefused(signUpBody(overrides), field);
  });

  it('when the name (check 3) and the email (check 8) are both wrong, then only check 3 is reported', async () => {
    await expectRefused(signUpBody({ name: 'A', email: 'zly-adres' }), 'name');
  });

  it.each<[string, Record<string, unknown>, Field]>([
    ['a password of 7 characters', { password: '1234567', password_confirmation: '1234567' }, 'password'],
    ['no password at all', { password: ABSENT }, 'password'],
    ['a name of 1 character', { name: 'ż' }, 'name'],
    ['a name of 129 characters', { name: 'ż'.repeat(129) }, 'name'],
    ['a name of spaces only', { name: '     ' }, 'name'],
    ['a surname of 1 character', { surname: 'K' }, 'surname'],
    ['a surname of 129 characters', { surname: 'k'.repeat(129) }, 'surname'],
    ['a username of 2 characters', { username: 'ab' }, 'username'],
    ['a username of 129 characters', { username: 'u'.repeat(129) }, 'username'],
    ['a phone below 100000000', { phone: '099999999' }, 'phone'],
    ['a phone of 8 digits', { phone: '60010020' }, 'phone'],
    ['a phone of 10 digits', { phone: '6001002001' }, 'phone'],
    ['a phone with letters', { phone: '60010020a' }, 'phone'],
    ['rules set to false', { rules: false }, 'rules'],
    ['no rules field', { rules: ABSENT }, 'rules'],
    ['an email without a domain', { email: 'anna@' }, 'email'],
    ['an email with a space', { email: 'anna kowalska@example.pl' }, 'email'],
  ])('when the body has %s, then it is refused and no user is written', async (_what, overrides, field) => {
    await expectRefused(signUpBody(overrides), field);
  });

  it.each<[string, () => Record<string, unknown>]>([
    ['a password of exactly 8 characters', () => ({ password: '12345678', password_confirmation: '12345678' })],
    ['a name and surname of 2 characters', () => ({ name: 'Jo', surname: 'Li' })],
    ['a name and surname of 128 Polish letters', () => ({ name: 'ż'.repeat(128), surname: 'Ł'.repeat(128) })],
    ['a username of 3 characters', () => ({ username: unique().slice(0, 3) })],
    ['a username of 128 characters', () => ({ username: unique() + 'u'.repeat(120) })],
    ['the lowest phone number 100000000', () => ({ phone: '100000000' })],
  ])('when the body has %s, then the account is created with those values', async (_what, makeOverrides) => {
    const overrides = makeOverrides();
    const row = await expectCreated(signUpBody(overrides));
    for (const [key, value] of Object.entries(overrides)) {
      if (!key.startsWith('password')) expect(row[key]).toBe(value);
    }
  });
});

/** How Poles write a phone number, and how autofill fills it in. */
const POLISH_PHONE_FORMS = ['+48 600 700 800', '0048600700800', '(+48) 600 700 800', '+48600700800', '600-700-800', '600 700 800'];

describe('POST /api/user/sign-up — a phone number as Poles write it (issue 37)', () => {
  it.each(POLISH_PHONE_FORMS)('when the phone is %j, then the account is created and its 9 digits are stored', async (phone) => {
    const row = await expectCreated(signUpBody({ phone }));
    expect(row.phone).toBe('600700800');
  });

  it('when the phone is German (+49), then 400 says a Polish number is needed and no user is written', async () => {
    const before = await countUsers();
    const response = await postSignUp(signUpBody({ phone: '+49 151 2345 6789' }));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION', fields: { phone: SIGN_UP_MESSAGES.phoneForeign } });
    expect(SIGN_UP_MESSAGES.phoneForeign).toContain('polski numer telefonu');
    expect(await countUsers()).toBe(before);
  });

  it.each(['+48 099 999 999', '+48 60070080', '0048 6001002001'])('when the phone is %j, then the prefix does not excuse the rest: it is refused', async (phone) => {
    await expectRefused(signUpBody({ phone }), 'phone');
  });
});

describe('POST /api/user/sign-up — success', () => {
  it('when the body is valid, then 201, an inactive user with an argon2id hash, a lower-cased email and a verification e-mail', async () => {
    const id = unique();
    const body = signUpBody({ email: `Anna.${id}@Example.PL`, password: 'Tajne-Haslo-987', password_confirmation: 'Tajne-Haslo-987' });
    const response = await postSignUp(body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), message: expect.any(String) });

    const row = await userRow(response.body.id);
    expect(row.email).toBe(`anna.${id}@example.pl`);
    expect(row.is_active).toBeFalsy();
    expect(row.staff_role).toBeNull();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain('Tajne-Haslo-987');

    const mail = await server.db('email_outbox').where({ recipient: row.email, kind: 'verify_email' });
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain(`${server.url}/user/verify?token=`);
  });

  it('when the email is taken in another letter case, then 409 CONFLICT and no second account', async () => {
    const first = signUpBody();
    await expectCreated(first);
    const before = await countUsers();
    const response = await postSignUp(signUpBody({ email: first.email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({ code: 'CONFLICT', message: 'Konto z tym adresem e-mail już istnieje.' });
    expect(await countUsers()).toBe(before);
  });

  it('when the username is taken in another letter case, then 409 CONFLICT and no second account', async () => {
    const first = signUpBody();
    await expectCreated(first);
    const before = await countUsers();
    const response = await postSignUp(signUpBody({ username: first.username.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({ code: 'CONFLICT', message: 'Ta nazwa użytkownika jest już zajęta.' });
    expect(await countUsers()).toBe(before);
  });

  it('when the body carries is_admin, is_active and id, then they are ignored', async () => {
    const row = await expectCreated({ ...signUpBody(), is_admin: true, is_active: true, id: 999 });
    expect(row.id).not.toBe(999);
    expect(row.staff_role).toBeNull();
    expect(row.is_active).toBeFalsy();
    expect(await userRow(999)).toBeUndefined();
  });
});

describe('POST /api/user/sign-up — hostile and malformed input', () => {
  it.each<[Field, unknown]>([
    ['password', 12345678],
    ['password_confirmation', ['bezpieczne-haslo']],
    ['name', 123],
    ['surname', ['Kowalska']],
    ['username', { first: 'anna' }],
    ['phone', { number: '600100200' }],
    ['rules', {}],
    ['email', ['anna@example.pl']],
  ])('when %s has a wrong JSON type, then 400 in the error shape, never 500', async (field, value) => {
    await expectRefused(signUpBody({ [field]: value }), field);
  });

  it('when the body is a JSON array, then 400 VALIDATION and nothing is written', async () => {
    const before = await countUsers();
    const response = await postSignUp([signUpBody()]);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
    expect(await countUsers()).toBe(before);
  });

  it.each([`'; DROP TABLE users; --`, '<script>alert(1)</script>'])(
    'when name and surname contain %s, then they are stored verbatim, the table still works and a login of it finds nobody',
    async (payload) => {
      const row = await expectCreated(signUpBody({ name: payload, surname: payload }));
      expect([row.name, row.surname]).toEqual([payload, payload]);
      expect(await countUsers()).toBeGreaterThan(0);
      const mail = await server.db('email_outbox').where({ recipient: row.email }).first();
      expect(mail.html).not.toContain('<script>');
      // The login lookup takes the string as data: the inactive account is found by its username (403), the payload finds nobody (401).
      const login = (text: string) => callRoute(server.url, API_ROUTES.userLogin, {}, { body: { login: text, password: 'bezpieczne-haslo' } });
      expect((await login(row.username)).status).toBe(403);
      expect((await login(payload)).status).toBe(401);
    },
  );

  it('when the body is over 100 kB, then 413 PAYLOAD_TOO_LARGE and nothing is written', async () => {
    const before = await countUsers();
    const response = await postSignUp(signUpBody({ name: 'a'.repeat(110 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await countUsers()).toBe(before);
  });

  it('when the body is sent as text/plain, then 415 and nothing is written', async () => {
    const before = await countUsers();
    const response = await call(server.url, 'POST', '/api/user/sign-up', {
      rawBody: JSON.stringify(signUpBody()),
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(415);
    expect(response.body.error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await countUsers()).toBe(before);
  });

  it('when the JSON is malformed, then 400 INVALID_JSON and nothing is written', async () => {
    const before = await countUsers();
    const response = await call(server.url, 'POST', '/api/user/sign-up', {
      rawBody: '{"name": "Anna", "surname":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'INVALID_JSON' });
    expect(await countUsers()).toBe(before);
  });
});
