import { describe, expect, test } from 'vitest';
import { adminSession, apiCall, axe, GENEROUS_LIMITS, gotoPage, logInTab, usePage, usePortalDb, useSuite } from '../support/browser.js';

// Issue 18 item 1: the panel lists the e-mails that did not go out and sends a failed one again.
// Issue 33: the work queue counts the failed ones and links to the list of only them.

const suite = useSuite(GENEROUS_LIMITS);
const tab = usePage(suite, { bypassCSP: true, cookiesAccepted: true });
const db = usePortalDb(suite);

describe('/admin/emails', () => {
  test('the work queue links to the failed e-mails; a failed e-mail is listed with its error (a waiting one only in the whole list), "Wyślij ponownie" sends it again and says so, and axe finds nothing serious', async () => {
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

    // One still waiting: the failed ones' list leaves it out.
    const waiting = await db('email_outbox').where({ recipient: email }).first();
    const { id: _id, ...copy } = waiting as Record<string, unknown>;
    const waitingTo = `czekajacy.${Date.now()}@example.pl`;
    await db('email_outbox').insert({ ...copy, recipient: waitingTo, status: 'pending', next_attempt_at: Date.now() + 3_600_000, last_error: null });

    await gotoPage(tab.page, '/');
    await logInTab(tab.page, await adminSession(suite.portal));
    // Issue 33: the work queue names the failed e-mails and links to them.
    await gotoPage(tab.page, '/admin');
    const failedCount = Number((await db('email_outbox').where({ status: 'failed' }).count({ n: '*' }).first())!.n);
    const queued = tab.page.getByRole('region', { name: `E-maile, których nie udało się wysłać (${failedCount})` });
    await queued.getByRole('link', { name: 'Zobacz, dlaczego serwer poczty ich nie przyjął, i wyślij je ponownie' }).click();
    await tab.page.waitForURL((url) => url.pathname === '/admin/emails' && url.searchParams.get('status') === 'failed');
    await tab.page.getByRole('navigation', { name: 'Panel administracyjny' }).getByRole('link', { name: 'E-maile' }).waitFor();
    const row = tab.page.locator('main tbody tr').filter({ hasText: email });
    await row.waitFor();
    expect(await tab.page.locator('main tbody tr').filter({ hasText: waitingTo }).count()).toBe(0);
    await tab.page.getByRole('link', { name: 'Pokaż też czekające na wysyłkę' }).click();
    await tab.page.locator('main tbody tr').filter({ hasText: waitingTo }).waitFor();
    await tab.page.getByRole('link', { name: 'Pokaż tylko te, których nie udało się wysłać' }).click();
    await tab.page.waitForURL((url) => url.searchParams.get('status') === 'failed');
    await tab.page.locator('main tbody tr').filter({ hasText: waitingTo }).waitFor({ state: 'detached' });
    expect(await row.textContent()).toContain('Nie udało się wysłać');
    expect(await row.textContent()).toContain('550 Skrzynka nie istnieje');
    expect(await axe(tab.page)).toEqual([]);

    await row.getByRole('button', { name: /^Wyślij ponownie/ }).click();
    await tab.page.getByText('E-mail wróci do wysyłki', { exact: true }).first().waitFor();
    await expect.poll(async () => (await db('email_outbox').where({ recipient: email }).first()).status, { timeout: 10_000 }).toBe('logged');
    const id = (await db('email_outbox').where({ recipient: email }).first()).id as number;
    expect(await db('audit_log').where({ action: 'email.resend', entity_id: id })).toHaveLength(1);
  });

  test('without SMTP_URL the screen says sending is off and lists the logged messages as they are; chosen failed e-mails go again at once, asked once with their number, one audit entry each', async () => {
    const stamp = Date.now();
    const template = (await db('email_outbox').orderBy('id', 'desc').first()) as Record<string, unknown> | undefined;
    expect(template).toBeDefined();
    const { id: _id, ...copy } = template!;
    const recipients = [`pierwszy.${stamp}@example.pl`, `drugi.${stamp}@example.pl`, `trzeci.${stamp}@example.pl`];
    for (const recipient of recipients) await db('email_outbox').insert({ ...copy, recipient, status: 'failed', attempts: 8, last_error: '550 Skrzynka nie istnieje', claimed_by: null, claimed_until: null });
    const logged = `zapisany.${stamp}@example.pl`;
    await db('email_outbox').insert({ ...copy, recipient: logged, status: 'logged', last_error: null, claimed_by: null, claimed_until: null });

    await gotoPage(tab.page, '/');
    await logInTab(tab.page, await adminSession(suite.portal));
    await gotoPage(tab.page, '/admin/emails');
    await tab.page.getByText('Wysyłka wyłączona: brak SMTP_URL — wiadomości są tylko zapisywane.').waitFor();
    expect(await tab.page.getByText('Wszystkie e-maile zostały wysłane').count()).toBe(0);
    const loggedRow = tab.page.locator('main tbody tr').filter({ hasText: logged });
    expect(await loggedRow.textContent()).toContain('Zapisany w dzienniku (brak serwera poczty)');
    expect(await axe(tab.page)).toEqual([]);

    for (const recipient of recipients.slice(0, 2)) await tab.page.getByRole('checkbox', { name: new RegExp(`do ${recipient.replaceAll('.', '\\.')}$`) }).check();
    await tab.page.getByRole('button', { name: 'Wyślij ponownie zaznaczone (2)' }).click();
    const dialog = tab.page.getByRole('dialog', { name: 'Wysłać ponownie 2 e-maile?' });
    await dialog.getByRole('button', { name: 'Wyślij ponownie' }).click();
    await tab.page.getByText('Do wysyłki wróciło: 2 e-maile.').waitFor();
    const statusOf = async (recipient: string) => ((await db('email_outbox').where({ recipient }).first()) as { status: string }).status;
    await expect.poll(() => Promise.all(recipients.map(statusOf)), { timeout: 10_000 }).toEqual(['logged', 'logged', 'failed']);
    const ids = await Promise.all(recipients.map(async (recipient) => ((await db('email_outbox').where({ recipient }).first()) as { id: number }).id));
    expect(await db('audit_log').where({ action: 'email.resend' }).whereIn('entity_id', ids).pluck('entity_id')).toEqual(expect.arrayContaining([ids[0], ids[1]]));
    expect(await db('audit_log').where({ action: 'email.resend', entity_id: ids[2] })).toHaveLength(0);

    // The work queue sends every failed one again from where it counts them.
    await gotoPage(tab.page, '/admin');
    const failedCount = Number((await db('email_outbox').where({ status: 'failed' }).count({ n: '*' }).first())!.n);
    await tab.page.getByRole('button', { name: `Wyślij ponownie wszystkie nieudane (${failedCount})` }).click();
    await tab.page.getByRole('dialog', { name: /^Wysłać ponownie \d+ e-mail/ }).getByRole('button', { name: 'Wyślij ponownie' }).click();
    await expect.poll(() => statusOf(recipients[2]!), { timeout: 10_000 }).toBe('logged');
    expect(await db('audit_log').where({ action: 'email.resend', entity_id: ids[2] })).toHaveLength(1);
  });
});
