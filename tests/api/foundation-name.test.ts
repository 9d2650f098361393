import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { call, callRoute } from '../support/api-client.js';
import { createAdminAccount, login, signUpBody } from '../support/accounts.js';
import { adminActor, type Actor } from '../support/catalog.js';
import { setFoundation, TEST_FOUNDATION } from '../support/foundation.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { webShell } from '../support/web-shell.js';

// Issue 30 item 2: the brand words come from the record, read when they are used, not built in: the pages' titles
// and descriptions that name the foundation, the issuer an authenticator app shows, the From name of e-mails.
// A change in /admin/fundacja shows in all of them without a restart.

let server: TestServer;
let smtp: SmtpInbox;
let admin: Actor;
beforeAll(async () => {
  smtp = await startSmtpInbox();
  server = await startTestServer({ WEB_DIST: webShell(), SMTP_URL: smtp.url });
  admin = await adminActor(server);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const html = async (url: string) => (await fetch(`${server.url}${url}`, { headers: { accept: 'text/html' } })).text();
const titleOf = async (url: string) => /<title>([^<]*)<\/title>/.exec(await html(url))?.[1];
const descriptionOf = async (url: string) => /<meta name="description" content="([^"]*)"/.exec(await html(url))?.[1];

/** The issuer of a new two-factor secret's otpauth:// URL, for a new admin. */
async function issuer(): Promise<string | null> {
  const account = await createAdminAccount(server);
  const token = await login(server, account.email, account.password);
  const setup = await callRoute(server.url, API_ROUTES.adminTwoFactorSetup, {}, { token });
  expect(setup.status).toBe(200);
  return new URL(setup.body.otpauth_url as string).searchParams.get('issuer');
}

/** The From header of a new account's e-mail, sent through the SMTP server. */
async function sender() {
  const body = signUpBody();
  expect((await call(server.url, 'POST', '/api/user/sign-up', { body })).status).toBe(201);
  await server.outbox.deliverDue();
  return smtp.to(body.email)[0]?.from?.value[0];
}

describe('the foundation named by its record', () => {
  it('when there is no record yet, then the words name no foundation: the titles say "fundacji", the issuer and the sender are the portal\'s', async () => {
    expect(await titleOf('/fundacja')).toBe('O fundacji | Złota rybka');
    expect(await descriptionOf('/kontakt')).toBe('Skontaktuj się z fundacją.');
    expect(await issuer()).toBe('Złota rybka');
    expect(await sender()).toEqual({ name: '', address: 'no-reply@zlotarybka.pl' });
  });

  it('when an admin saves the record and then renames the foundation, then the titles, the 2FA issuer and the From name follow at once', async () => {
    await setFoundation(server.url, admin.token);
    expect(await titleOf('/fundacja')).toBe(`O Fundacji Dobra Wola | ${TEST_FOUNDATION.name}`);
    expect(await descriptionOf('/kontakt')).toBe('Skontaktuj się z Fundacją Dobra Wola.');
    expect(await descriptionOf('/jedenProcent')).toBe('Jak przekazać 1,5% podatku Fundacji Dobra Wola — to nic nie kosztuje, a może zmienić czyjeś życie.');
    expect(await issuer()).toBe(TEST_FOUNDATION.name);
    expect(await sender()).toEqual({ name: TEST_FOUNDATION.name, address: 'no-reply@zlotarybka.pl' });

    await setFoundation(server.url, admin.token, { name: 'Fundacja Srebrny Karp', short_name: 'Srebrny Karp' });
    expect(await titleOf('/fundacja')).toBe('O Fundacji Srebrny Karp | Fundacja Srebrny Karp');
    expect(await descriptionOf('/najczesciej-zadawane-pytania')).toBe('Odpowiedzi na pytania o zbiórki, wpłaty i działanie Fundacji Srebrny Karp.');
    expect(await issuer()).toBe('Fundacja Srebrny Karp');
    expect((await sender())?.name).toBe('Fundacja Srebrny Karp');
  });

  it('when the name does not begin with "Fundacja", then it is quoted after the word rather than declined wrongly', async () => {
    await setFoundation(server.url, admin.token, { name: 'Dom Pomocy Karpik', short_name: 'Karpik' });
    expect(await titleOf('/fundacja')).toBe('O fundacji „Dom Pomocy Karpik” | Dom Pomocy Karpik');
    expect(await descriptionOf('/fundacja')).toBe('Kim jesteśmy, komu pomagamy i jak działa Dom Pomocy Karpik.');
  });
});

describe('SMTP_FROM with a name of its own', () => {
  it('when it names the sender, then that name stays whatever the record says', async () => {
    const fixed = await startTestServer({ SMTP_URL: smtp.url, SMTP_FROM: 'Biuro Karpia <biuro@karp.example.pl>' });
    try {
      await setFoundation(fixed.url, (await adminActor(fixed)).token);
      const body = signUpBody();
      expect((await call(fixed.url, 'POST', '/api/user/sign-up', { body })).status).toBe(201);
      await fixed.outbox.deliverDue();
      expect(smtp.to(body.email)[0]?.from?.value[0]).toEqual({ name: 'Biuro Karpia', address: 'biuro@karp.example.pl' });
    } finally {
      await fixed.close();
    }
  });
});
