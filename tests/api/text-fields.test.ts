import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type ApiRoute } from '@zlota/shared/api-routes';
import { TEXT_MESSAGES as M } from '@zlota/shared/messages';
import { callRoute } from '../support/api-client.js';
import { signUpBody } from '../support/accounts.js';
import { charityContent, createAdminCharity, needyContent, rowCounts } from '../support/catalog.js';
import { donationBody } from '../support/payments.js';
import { useApiServer } from '../support/api-server.js';

// Every free text of the contract goes through one builder (shared/src/schemas/text.ts): stored in NFC, and refused
// with a Polish message of its own when it carries control characters, bidi overrides or isolates, only invisible
// characters, or (a name) no letter at all.

const nfd = (text: string) => text.normalize('NFD');
const TITLE = 'Wózek dla Zośki z Łodzi';
const TABLES = ['users', 'charities', 'needy', 'payments', 'audit_log'] as const;

const portal = useApiServer();
let charityId: number;

beforeAll(async () => {
  charityId = (await createAdminCharity(portal.server, portal.admin)).id;
});

describe('when a text comes decomposed (NFD)', () => {
  it('then a fundraiser title, its beneficiary and a long description are stored composed (NFC)', async () => {
    expect(nfd(TITLE)).not.toBe(TITLE);
    const description = nfd('Pierwszy akapit o Zośce.\n\tDrugi akapit: żółć.');

    const created = await createAdminCharity(portal.server, portal.admin, { title: nfd(TITLE), description }, { name: nfd('Zośka'), surname: nfd('Żółkiewska'), city: nfd('Łódź') });

    expect(created.title).toBe(TITLE);
    const row = await portal.server.db('charities').where({ id: created.id }).first();
    expect(row.title).toBe(TITLE);
    // Composed, with Polish typography's non-breaking space after the one-letter "o" (issue 37 item 4).
    expect(row.description).toBe('Pierwszy akapit o\u00a0Zośce.\n\tDrugi akapit: żółć.');
    const needy = await portal.server.db('needy').where({ id: created.needy.id }).first();
    expect([needy.name, needy.surname, needy.city]).toEqual(['Zośka', 'Żółkiewska', 'Łódź']);
  });

  it('then names given at sign-up are stored composed (NFC)', async () => {
    const body = signUpBody({ name: nfd('Łucja'), surname: nfd('Wiśniewska-Żak') });

    const response = await callRoute(portal.server.url, API_ROUTES.signUp, {}, { body });

    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const row = await portal.server.db('users').where({ id: response.body.id }).first();
    expect([row.name, row.surname]).toEqual(['Łucja', 'Wiśniewska-Żak']);
  });
});

interface Refusal {
  what: string;
  route: ApiRoute;
  onFundraiser?: true;
  body: () => unknown;
  field: string;
  message: string;
}

const REFUSALS: Refusal[] = [
  { what: 'a title with a right-to-left override', route: API_ROUTES.charityCreateWithNeedy, body: () => ({ ...charityContent({ title: 'Wózek \u202Eakśoz ald' }), needy: needyContent() }), field: 'title', message: M.bidiCharacters },
  { what: 'a title with a bidi isolate', route: API_ROUTES.charityCreateWithNeedy, body: () => ({ ...charityContent({ title: 'Wózek \u2067dla\u2069 Zośki' }), needy: needyContent() }), field: 'title', message: M.bidiCharacters },
  { what: 'a title of digits only', route: API_ROUTES.charityCreateWithNeedy, body: () => ({ ...charityContent({ title: '2025 / 100%' }), needy: needyContent() }), field: 'title', message: M.noLetter },
  { what: 'a short description with a NUL', route: API_ROUTES.charityCreateWithNeedy, body: () => ({ ...charityContent({ short_description: 'Krótki opis\u0000 zbiórki o wózku.' }), needy: needyContent() }), field: 'short_description', message: M.controlCharacters },
  { what: 'a target with an escape sequence', route: API_ROUTES.charityCreateWithNeedy, body: () => ({ ...charityContent({ target: 'Wózek \u001b[2J' }), needy: needyContent() }), field: 'target', message: M.controlCharacters },
  { what: "a beneficiary's surname of zero-width spaces", route: API_ROUTES.charityCreateWithNeedy, body: () => ({ ...charityContent(), needy: needyContent({ surname: '\u200B\u200B\u200B' }) }), field: 'needy.surname', message: M.invisibleOnly },
  { what: "a beneficiary's name without a letter", route: API_ROUTES.needyCreate, body: () => needyContent({ name: '123' }), field: 'name', message: M.noLetter },
  { what: "a beneficiary's city of word joiners", route: API_ROUTES.needyCreate, body: () => needyContent({ city: '\u2060\uFEFF\u2060\u200D' }), field: 'city', message: M.invisibleOnly },
  { what: "a beneficiary's notes with a bell", route: API_ROUTES.needyCreate, body: () => ({ ...needyContent(), notes: 'Notatka\u0007' }), field: 'notes', message: M.controlCharacters },
  { what: 'a name at sign-up without a letter', route: API_ROUTES.signUp, body: () => signUpBody({ name: '1234' }), field: 'name', message: M.noLetter },
  { what: 'a surname at sign-up with a bidi override', route: API_ROUTES.signUp, body: () => signUpBody({ surname: 'Kowalska\u202E' }), field: 'surname', message: M.bidiCharacters },
  { what: 'a surname at sign-up of zero-width joiners', route: API_ROUTES.signUp, body: () => signUpBody({ surname: '\u200D\u200D\u200D' }), field: 'surname', message: M.invisibleOnly },
  { what: 'a donor name of zero-width spaces', route: API_ROUTES.donate, body: () => donationBody(charityId, { name: '\u200B\u200B' }), field: 'name', message: M.invisibleOnly },
  { what: "a donor's message with a bidi embedding", route: API_ROUTES.donate, body: () => donationBody(charityId, { message: 'Powodzenia \u202Bdla Zośki' }), field: 'message', message: M.bidiCharacters },
  // Issue 29 item 8: characters that look blank or break lines.
  { what: 'a title of Hangul fillers', route: API_ROUTES.charityCreateWithNeedy, body: () => ({ ...charityContent({ title: '\u3164\u3164\u3164\u3164' }), needy: needyContent() }), field: 'title', message: M.invisibleOnly },
  { what: 'a title of Hangul choseong, jungseong and half-width fillers', route: API_ROUTES.charityCreateWithNeedy, body: () => ({ ...charityContent({ title: '\u115F\u1160\uFFA0 \u115F' }), needy: needyContent() }), field: 'title', message: M.invisibleOnly },
  { what: 'a title of blank Braille patterns', route: API_ROUTES.charityCreateWithNeedy, body: () => ({ ...charityContent({ title: '\u2800\u2800 \u2800' }), needy: needyContent() }), field: 'title', message: M.invisibleOnly },
  { what: 'a title of Mongolian vowel separators and tag characters', route: API_ROUTES.charityCreateWithNeedy, body: () => ({ ...charityContent({ title: '\u180E\u{E0001}\u{E0041}\u{E007F}\u180E' }), needy: needyContent() }), field: 'title', message: M.invisibleOnly },
  { what: 'a title of variation selectors alone', route: API_ROUTES.charityCreateWithNeedy, body: () => ({ ...charityContent({ title: '\uFE0F\uFE0E\u{E0100}\uFE0F' }), needy: needyContent() }), field: 'title', message: M.invisibleOnly },
  { what: 'a title with a line separator', route: API_ROUTES.charityCreateWithNeedy, body: () => ({ ...charityContent({ title: 'Wózek\u2028dla Zośki' }), needy: needyContent() }), field: 'title', message: M.controlCharacters },
  { what: 'a name at sign-up of Hangul fillers', route: API_ROUTES.signUp, body: () => signUpBody({ name: '\u3164\u3164\u3164' }), field: 'name', message: M.invisibleOnly },
  { what: 'a name at sign-up of a Hangul filler and a dot', route: API_ROUTES.signUp, body: () => signUpBody({ name: '\u3164\u3164.' }), field: 'name', message: M.noLetter },
  { what: 'a surname at sign-up of blank Braille patterns and variation selectors', route: API_ROUTES.signUp, body: () => signUpBody({ surname: '\u2800\uFE0F\u2800' }), field: 'surname', message: M.invisibleOnly },
  { what: 'a name at sign-up with a paragraph separator', route: API_ROUTES.signUp, body: () => signUpBody({ name: 'Anna\u2029Maria' }), field: 'name', message: M.controlCharacters },
  { what: 'a moderation note with a control character', route: API_ROUTES.adminCharityModerate, onFundraiser: true, body: () => ({ action: 'reject', note: 'Brak dokumentów\u0008\u0008 medycznych.' }), field: 'note', message: M.controlCharacters },
];

describe('when a text carries characters that deceive or break', () => {
  it.each(REFUSALS)('then $what is refused with its own message and nothing is stored', async ({ route, onFundraiser, body, field, message }) => {
    const before = await rowCounts(portal.server, TABLES);

    const response = await callRoute(portal.server.url, route, onFundraiser ? { id: charityId } : {}, { token: portal.admin.token, body: body() });

    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION', message, fields: { [field]: message } });
    expect(await rowCounts(portal.server, TABLES)).toEqual(before);
  });

  it('then the same fields with line breaks where a long text may have them (line and paragraph separators as line breaks), and joiners inside words, are accepted', async () => {
    const response = await callRoute(portal.server.url, API_ROUTES.needyCreate, {}, {
      token: portal.admin.token,
      body: needyContent({ name: 'Zośka', notes: 'Pierwsza linia.\r\nDruga linia.\u2028Trzecia.\u2029Czwarta.', contact: 'Opiekun: 👨\u200D👩\u200D👧' }),
    });

    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const row = await portal.server.db('needy').where({ id: response.body.id }).first();
    expect([row.notes, row.contact]).toEqual(['Pierwsza linia.\nDruga linia.\nTrzecia.\nCzwarta.', 'Opiekun: 👨\u200D👩\u200D👧']);
  });
});
