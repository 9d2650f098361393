import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { DECLARATIONS_VERSION, ORGANISER_DECLARATIONS } from '@zlota/shared/declarations';
import { API_MESSAGES, CHARITY_MESSAGES, SIGN_UP_MESSAGES } from '@zlota/shared/messages';
import { call, callRoute } from '../support/api-client.js';
import { createActiveUser, login, outboxLink, signUpBody, tokenOf, unique } from '../support/accounts.js';
import {
  declared,
  charityContent,
  charityRow,
  expectError,
  form,
  needyContent,
  png,
  pngClaiming,
  rowCounts,
  sendForm,
  setStatus,
  type FilePart,
} from '../support/catalog.js';
import { testDatabase } from '../support/test-server.js';
import { useApiServer } from '../support/api-server.js';

const portal = useApiServer();
let existing: Awaited<ReturnType<typeof createActiveUser>>;
beforeAll(async () => {
  existing = await createActiveUser(portal.server);
});

const PATH = '/api/user/sign-up-charity';
const TABLES = ['users', 'charities', 'needy', 'images', 'image_variants', 'user_tokens', 'email_outbox'];
/** A picture no earlier test stored: a refused sign-up that kept it would add an image row. */
const freshPicture = async (): Promise<FilePart> => ({ data: await png(120, 90, `#${unique().slice(0, 6)}`), filename: 'zdjecie.png' });

interface Parts {
  user: Record<string, unknown>;
  charity: Record<string, unknown>;
  needy: Record<string, unknown>;
  declarations?: Record<string, unknown>;
}
const validParts = (): Parts => ({ user: signUpBody(), charity: charityContent(), needy: needyContent(), declarations: declared() });
const signUpWith = async (parts: Partial<Parts> | Record<string, unknown>, files: FilePart[] = []) =>
  sendForm(portal.server, 'POST', PATH, form(parts, files));

describe('POST /api/user/sign-up-charity', () => {
  it('when user, charity, needy and an image are valid, then an inactive user owns a submitted fundraiser with the image, and an e-mail waits', async () => {
    const parts = validParts();
    const response = await signUpWith(parts, [await freshPicture()]);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toEqual({
      user_id: expect.any(Number),
      charity: { id: expect.any(Number), url: expect.any(String), status: 'submitted' },
      message: API_MESSAGES.signedUp,
    });
    const user = await portal.server.db('users').where({ id: response.body.user_id }).first();
    expect(user).toMatchObject({ email: parts.user.email, username: parts.user.username });
    expect(Boolean(user.is_active)).toBe(false);
    const charity = await charityRow(portal.server, response.body.charity.id);
    expect(charity).toMatchObject({ status: 'submitted', owner_id: user.id, title: parts.charity.title, published_at: null, image: expect.stringMatching(/^[a-f0-9]{24}\.webp$/) });
    expect(await portal.server.db('images').where({ name: charity.image }).first()).toBeDefined();
    expect(await portal.server.db('needy').where({ id: charity.needy_id }).first()).toMatchObject(needyContent());
    await outboxLink(portal.server, parts.user.email as string, 'verify_email');
    expectError(await callRoute(portal.server.url, API_ROUTES.charity, { name: response.body.charity.url }), 404, 'NOT_FOUND');
  });

  it('when the e-mail link is followed and an admin approves the fundraiser, then the user logs in and it is public', async () => {
    const parts = validParts();
    const response = await signUpWith(parts, [await freshPicture()]);
    expect(response.status).toBe(201);
    const verified = await callRoute(portal.server.url, API_ROUTES.verifyEmail, { token: tokenOf(await outboxLink(portal.server, parts.user.email as string, 'verify_email')) });
    expect(verified.status).toBe(200);
    expect(Boolean((await portal.server.db('users').where({ id: response.body.user_id }).first()).is_active)).toBe(true);
    const token = await login(portal.server, parts.user.email as string, parts.user.password as string);
    const own = await callRoute(portal.server.url, API_ROUTES.userCollections, {}, { token });
    expect(own.body).toEqual([expect.objectContaining({ id: response.body.charity.id, status: 'submitted' })]);

    await setStatus(portal.server, portal.admin, response.body.charity.id, 'active');
    const page = await callRoute(portal.server.url, API_ROUTES.charity, { name: response.body.charity.url });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ id: response.body.charity.id, status: 'active', needy: needyContent(), image: expect.any(String) });
  });

  it('when the body is plain JSON with user, charity and needy objects, then it works as well, without an image', async () => {
    const parts = validParts();
    const response = await call(portal.server.url, 'POST', PATH, { body: parts });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(await charityRow(portal.server, response.body.charity.id)).toMatchObject({ owner_id: response.body.user_id, status: 'submitted', image: null });
    expect(await portal.server.db('users').where({ email: parts.user.email }).first()).toBeDefined();
    // What the new organiser declared is kept with the fundraiser, in the words accepted.
    const declarations = await portal.server.db('charity_declarations').where({ charity_id: response.body.charity.id }).first();
    expect(declarations).toMatchObject({ user_id: response.body.user_id, version: DECLARATIONS_VERSION });
    expect(JSON.parse(declarations.declarations)).toEqual(ORGANISER_DECLARATIONS);
  });
});

describe('POST /api/user/sign-up-charity — a phone number as Poles write it (issue 37)', () => {
  it.each(['+48 600 700 800', '0048600700800', '(+48) 600 700 800', '+48600700800'])(
    'when the organiser types %j, then the account and the fundraiser are created and the 9 digits are stored',
    async (phone) => {
      const parts = { ...validParts(), user: signUpBody({ phone }) };
      const response = await signUpWith(parts);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(await portal.server.db('users').where({ id: response.body.user_id }).first()).toMatchObject({ phone: '600700800' });
    },
  );

  it('when the organiser types a German number, then 400 says a Polish number is needed and nothing is written', async () => {
    const before = await rowCounts(portal.server, TABLES);
    const response = await signUpWith({ ...validParts(), user: signUpBody({ phone: '+49 151 2345 6789' }) });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION', fields: { 'user.phone': SIGN_UP_MESSAGES.phoneForeign } });
    expect(await rowCounts(portal.server, TABLES)).toEqual(before);
  });
});

describe('all or nothing: a refused sign-up leaves no user, fundraiser, needy, image, token or e-mail', () => {
  const withUser = (changes: Record<string, unknown>) => () => ({ ...validParts(), user: signUpBody(changes) });
  const withCharity = (changes: Record<string, unknown>) => () => ({ ...validParts(), charity: charityContent(changes) });
  const withNeedy = (changes: Record<string, unknown>) => () => ({ ...validParts(), needy: needyContent(changes) });

  it.each([
    ['the password is short', withUser({ password: 'krotkie', password_confirmation: 'krotkie' }), 'user.password', SIGN_UP_MESSAGES.password],
    ['the confirmation differs', withUser({ password_confirmation: 'inne-haslo-123' }), 'user.password_confirmation', SIGN_UP_MESSAGES.passwordConfirmation],
    ['the phone is wrong', withUser({ phone: '12345' }), 'user.phone', SIGN_UP_MESSAGES.phone],
    ['the terms are not accepted', withUser({ rules: false }), 'user.rules', SIGN_UP_MESSAGES.rules],
    ['the e-mail is malformed', withUser({ email: 'nie-email' }), 'user.email', SIGN_UP_MESSAGES.email],
    ['the title is too short', withCharity({ title: 'ab' }), 'charity.title', CHARITY_MESSAGES.title],
    ['the target amount is zero', withCharity({ target_amount: 0 }), 'charity.target_amount', CHARITY_MESSAGES.targetAmount],
    ['the needy has no city', withNeedy({ city: undefined }), 'needy.city', CHARITY_MESSAGES.needyCity],
    ['the needy name is one letter', withNeedy({ name: 'J' }), 'needy.name', CHARITY_MESSAGES.needyName],
  ])('when %s, then it answers 400 naming the field %s', async (_what, parts, field, message) => {
    const before = await rowCounts(portal.server, TABLES);
    const response = await signUpWith(parts(), [await freshPicture()]);
    expectError(response, 400, 'VALIDATION', message);
    expect(response.body.error.fields).toMatchObject({ [field]: message });
    expect(await rowCounts(portal.server, TABLES)).toEqual(before);
  });

  it.each([
    ['the image is an SVG', async (): Promise<FilePart> => ({ data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', filename: 'a.png' }), 415, CHARITY_MESSAGES.imageType],
    ['the image is a pixel bomb', async (): Promise<FilePart> => ({ data: await pngClaiming(20_000, 20_000), filename: 'a.png' }), 413, CHARITY_MESSAGES.imagePixels],
  ])('when %s, then it is refused', async (_what, file, status, message) => {
    const before = await rowCounts(portal.server, TABLES);
    expectError(await signUpWith(validParts(), [await file()]), status, status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'PAYLOAD_TOO_LARGE', message);
    expect(await rowCounts(portal.server, TABLES)).toEqual(before);
  });

  it.each([
    ['e-mail', { email: () => existing.email.toUpperCase() }, API_MESSAGES.emailTaken],
    ['username', { username: () => existing.username }, API_MESSAGES.usernameTaken],
  ])('when the %s is taken, then it answers 409 naming the field within the user part', async (what, change, message) => {
    const before = await rowCounts(portal.server, TABLES);
    const overrides = Object.fromEntries(Object.entries(change).map(([key, value]) => [key, value()]));
    const response = await signUpWith({ ...validParts(), user: signUpBody(overrides) }, [await freshPicture()]);
    expectError(response, 409, 'CONFLICT', message);
    expect(response.body.error.fields).toEqual({ [what === 'e-mail' ? 'user.email' : 'user.username']: message });
    expect(await rowCounts(portal.server, TABLES)).toEqual(before);
  });

  it("when the organiser's declarations are missing or one is not accepted, then it answers 400 naming it", async () => {
    const before = await rowCounts(portal.server, TABLES);
    const { declarations: _left, ...withoutDeclarations } = validParts();
    const missing = await signUpWith(withoutDeclarations, [await freshPicture()]);
    expectError(missing, 400, 'VALIDATION');
    expect(JSON.stringify(missing.body)).toContain(CHARITY_MESSAGES.declaration);
    const refused = await signUpWith({ ...validParts(), declarations: { ...declared(), beneficiary_consent: false } });
    expectError(refused, 400, 'VALIDATION');
    expect(refused.body.error.fields).toEqual({ 'declarations.beneficiary_consent': CHARITY_MESSAGES.declaration });
    expect(await rowCounts(portal.server, TABLES)).toEqual(before);
  });

  it('when a part is not JSON or an unknown part comes along, then it answers 400', async () => {
    const before = await rowCounts(portal.server, TABLES);
    expectError(await signUpWith({ ...validParts(), needy: '{nie json' }), 400, 'INVALID_JSON', API_MESSAGES.invalidJson);
    expectError(await signUpWith({ ...validParts(), owner: { id: 1 } }), 400, 'VALIDATION', CHARITY_MESSAGES.badMultipart);
    expect(await rowCounts(portal.server, TABLES)).toEqual(before);
  });

  it('when the database fails while inserting the fundraiser, then it answers 500 generically and the user, needy and image are rolled back', async () => {
    const sqlite = testDatabase() === 'sqlite';
    if (sqlite) await portal.server.db.raw(`CREATE TRIGGER test_boom BEFORE INSERT ON charities BEGIN SELECT RAISE(ABORT, 'boom'); END`);
    else {
      await portal.server.db.raw(`CREATE FUNCTION test_boom() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$`);
      await portal.server.db.raw('CREATE TRIGGER test_boom BEFORE INSERT ON charities FOR EACH ROW EXECUTE FUNCTION test_boom()');
    }
    try {
      const before = await rowCounts(portal.server, TABLES);
      const parts = validParts();
      const response = await signUpWith(parts, [await freshPicture()]);
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ error: { code: 'INTERNAL', message: API_MESSAGES.internal } });
      expect(JSON.stringify(response.body)).not.toContain('boom');
      expect(await rowCounts(portal.server, TABLES)).toEqual(before);
      expect(await portal.server.db('users').where({ email: parts.user.email }).first()).toBeUndefined();
    } finally {
      await portal.server.db.raw(sqlite ? 'DROP TRIGGER test_boom' : 'DROP TRIGGER test_boom ON charities');
      if (!sqlite) await portal.server.db.raw('DROP FUNCTION test_boom()');
    }
    expect((await signUpWith(validParts())).status).toBe(201);
  });
});
