import { describe, expect, test } from 'vitest';
import { adminSession, apiCall, axe, GENEROUS_LIMITS, gotoPage, logInTab, usePage, usePortalDb, useSuite } from '../support/browser.js';

// Issue 18 item 1: the panel lists the e-mails that did not go out and sends a failed one again.

const suite = useSuite(GENEROUS_LIMITS);
const tab = usePage(suite, { bypassCSP: true, cookiesAccepted: true });
const db = usePortalDb(suite);

describe('/admin/emails', () => {
  test('a failed e-mail is listed with its error, "Wyślij ponownie" sends it again and says so, and axe finds nothing serious', async () => {
    const email = `nieodebrany.${Date.now()}@example.pl`;
    const signUp = await apiCall(suite.portal, 'POST', '/api/user/sign-up', {
      body: {
        name: 'Ewa', surname: 'Nowak', username: `ewa_${Date.now()}`, phone: '600100200', email,
        password: 'bezpieczne-haslo', password_confirmation: 'bezpieczne-haslo', rules: true,
      },
    });
    expect(signUp.status).toBe(201);
    // The mail server refused it at every attempt (this portal has none: the worker only logs).
    await expect.poll(async () => (await db('email_outbox').where({ recipient: email }).first())?.status, { timeout: 10_000 }).toBe('logged');
    await db('email_outbox').where({ recipient: email }).update({ status: 'failed', attempts: 8, last_error: '550 Skrzynka nie istnieje' });

    await gotoPage(tab.page, '/');
    await logInTab(tab.page, await adminSession(suite.portal));
    await gotoPage(tab.page, '/admin/emails');
    await tab.page.getByRole('navigation', { name: 'Panel administracyjny' }).getByRole('link', { name: 'E-maile' }).waitFor();
    const row = tab.page.locator('main tbody tr').filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Nie udało się wysłać');
    expect(await row.textContent()).toContain('550 Skrzynka nie istnieje');
    expect(await axe(tab.page)).toEqual([]);

    await row.getByRole('button', { name: /^Wyślij ponownie/ }).click();
    await tab.page.getByText('E-mail wróci do wysyłki', { exact: true }).first().waitFor();
    await expect.poll(async () => (await db('email_outbox').where({ recipient: email }).first()).status, { timeout: 10_000 }).toBe('logged');
    const id = (await db('email_outbox').where({ recipient: email }).first()).id as number;
    expect(await db('audit_log').where({ action: 'email.resend', entity_id: id })).toHaveLength(1);
  });
});
