// Issue 37 item 7: every e-mail the server writes comes out of the one MJML skeleton (components/emails/email-layout.ts)
// as a whole HTML document for phones and mail programs, with its plain-text part, the foundation's details and a
// place for its logo; whatever a person typed is escaped; an update keeps its formatting and its pictures.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODERATION_ACTIONS } from '@zlota/shared/moderation';
import { passwordResetEmail, verificationEmail } from './components/auth/emails.js';
import { milestoneEmail } from './components/charities/milestone-emails.js';
import { moderationEmail, revisionEmail } from './components/charities/moderation-emails.js';
import { escapeHtml, HEADER_MARKER, renderLayout } from './components/emails/email-layout.js';
import { EMAIL_LAYOUTS } from './components/emails/email-layouts.generated.js';
import { emailLayoutsModule } from './components/emails/email-layouts-module.js';
import { compileEmailSkeletons } from './components/emails/email-skeleton.js';
import { signed, type EmailMessage } from './components/emails/mailer.js';
import { donationConfirmationEmail } from './components/payments/donation-confirmation-use-case.js';
import { confirmationEmail } from './components/payments/updates-confirmation-use-case.js';
import { yearlySummaryEmail } from './components/payments/yearly-summary-use-case.js';
import { updateEmail, updateEmailContent } from './components/updates/update-emails.js';

const HOSTILE = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
const PORTAL = 'https://zbiorki.example.pl';
const owner = { email: 'org@example.pl', name: `Anna ${HOSTILE}` };
const charity = { url: 'pomoc-dla-ani', title: `Zbiórka ${HOSTILE}`, note: `Uwaga ${HOSTILE}`, collected: 50_000, target: 100_000 };
const signature = { name: 'Fundacja Złota rybka', lines: ['Fundacja Złota rybka', 'ul. Rybna 1, 00-001 Warszawa, KRS 0000123456, NIP 5250000000', 'Konto do wpłat: PL61 1090 1014 0000 0712 1981 2874'] };
const donation = { guid: '3f2a6c1e-0000-4000-8000-000000000001', amount: 2500, paidAt: Date.UTC(2026, 10, 27, 12), charityTitle: charity.title, donorName: `Jan ${HOSTILE}`, reference: null, manual: false };
const IMAGE = 'a1b2c3d4e5f6a1b2c3d4e5f6.webp';
const updateBody = `<p>Mamy <strong>wspaniałe</strong> wieści i <em>dziękujemy</em>!</p><ul><li>rehabilitacja</li></ul><p><a href="https://example.org/x">raport</a></p><p><img src="/api/images/${IMAGE}?variant=full" alt="Ania na turnusie"></p>`;
const update = updateEmail({ email: 'darczynca@example.pl', name: `Ewa ${HOSTILE}` }, charity, updateEmailContent({ body: updateBody, pictures: [{ image: IMAGE, alt: `Zdjęcie ${HOSTILE}` }] }, charity.title, PORTAL), `${PORTAL}/aktualnosci/wypisz/t`, PORTAL);

/** Every message the server writes, by kind (each builder once, every moderation step that writes one). */
const messages: EmailMessage[] = [
  verificationEmail('a@example.pl', owner.name, `${PORTAL}/user/verify?token=t`, 48),
  passwordResetEmail('a@example.pl', owner.name, `${PORTAL}/user/reset-password?token=t`, 30),
  ...MODERATION_ACTIONS.map((action) => moderationEmail(action, owner, charity, PORTAL)).filter((message): message is EmailMessage => message !== null),
  revisionEmail('approve', owner, charity, PORTAL),
  revisionEmail('reject', owner, charity, PORTAL),
  milestoneEmail('half_target_reached_at', owner, charity, PORTAL),
  milestoneEmail('target_reached_at', owner, charity, PORTAL),
  confirmationEmail('a@example.pl', `Ewa ${HOSTILE}`, charity.title, `${PORTAL}/aktualnosci/potwierdz/t`),
  donationConfirmationEmail('a@example.pl', donation),
  yearlySummaryEmail({ year: 2026, donorName: `Jan ${HOSTILE}`, donorEmail: 'a@example.pl', donations: [donation] }, 7),
  update,
];

describe('every e-mail from the one skeleton', () => {
  it('the compiled skeletons are those of the MJML source today (else: npm run email-layouts), read as they are written', async () => {
    const fresh = await compileEmailSkeletons();
    expect(EMAIL_LAYOUTS).toEqual(fresh);
    const written = fs.readFileSync(new URL('./components/emails/email-layouts.generated.ts', import.meta.url), 'utf8');
    expect(written).toBe(emailLayoutsModule(fresh));
  }, 60_000);

  it('each message only fills the compiled skeleton: well under a millisecond, MJML never loaded by the server', () => {
    const slots = { title: 't', preview: 'p', body: '<p>x</p>'.repeat(50), button: { link: PORTAL, action: 'Zobacz' }, footer: '', signature: '' };
    const rounds = 200;
    const start = performance.now();
    for (let round = 0; round < rounds; round += 1) renderLayout(slots);
    const perMessageMs = (performance.now() - start) / rounds;
    // Measured on the 2-core machine: 0.06 ms a message; MJML's own load and compilation take 4 to 7 s there.
    expect(perMessageMs, `filling: ${perMessageMs.toFixed(3)} ms per message`).toBeLessThan(2);
  });

  it.each(messages.map((message) => [message.kind, message] as const))('%s: a whole HTML document with a viewport, the header place, the signature, a text part, and nothing typed left unescaped', async (_kind, message) => {
    const { html, text, subject } = signed(message, signature);
    expect(html).toBeDefined();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('role="presentation"'); // MJML's tables, which Outlook draws
    expect(html).toContain(HEADER_MARKER);
    expect(html).toContain('KRS 0000123456');
    expect(html).toContain('Konto do wpłat: PL61 1090 1014 0000 0712 1981 2874');
    expect(html).toContain(`<title>${escapeHtml(subject)}</title>`);
    expect(html).not.toMatch(/\{\{\w+\}\}/);
    // The hostile name and title arrive as text: no script, no picture that runs code.
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(text).toMatch(/^Dzień dobry/);
    expect(text).toContain('Pozdrawiamy serdecznie,');
    expect(text).toContain('-- \nFundacja Złota rybka');
    expect(text).not.toContain('<p');
  });

  it('the donation confirmation keeps its words, without a button (it asks nothing; its PDF goes with it)', async () => {
    const message = messages.find((m) => m.kind === 'donation-confirmation')!;
    expect(message.attachmentReference).toBe(`donation-confirmation:${donation.guid}`);
    expect(message.text).toContain('Dziękujemy za darowiznę 25,00 zł na zbiórkę „Zbiórka');
    expect(message.text).toContain('\n\nW załączniku przesyłamy „Potwierdzenie darowizny” w PDF — przyda się przy rozliczeniu ulgi podatkowej.\n\nPozdrawiamy serdecznie,');
    const { html } = signed(message, signature);
    expect(html).toContain('W załączniku przesyłamy „Potwierdzenie darowizny” w PDF');
    expect(html).not.toContain('<a href="" ');
  });

  it('an update keeps bold, italics, lists and links, and shows its pictures by the portal address with alt text', async () => {
    const { html, text } = signed(update, signature);
    expect(html).toMatch(/<strong[^>]*>wspaniałe<\/strong>/);
    expect(html).toMatch(/<em[^>]*>dziękujemy<\/em>/);
    expect(html).toMatch(/<li[^>]*>rehabilitacja<\/li>/);
    expect(html).toMatch(/<a href="https:\/\/example.org\/x"[^>]*>raport<\/a>/);
    expect(html).toContain(`<img src="${PORTAL}/api/images/${IMAGE}?variant=full" alt="Ania na turnusie"`);
    expect(html).toContain(`<img src="${PORTAL}/api/images/${IMAGE}?variant=card" alt="Zdjęcie &lt;script&gt;`);
    expect(text).toContain('Mamy wspaniałe wieści i dziękujemy!');
    expect(text).toContain(`${PORTAL}/api/images/${IMAGE}?variant=card`);
  });

  it('an update whose body was not sanitised (a stored one from before) still shows no foreign picture and no script', async () => {
    const hostile = updateEmail({ email: 'e@example.pl', name: null }, charity, updateEmailContent({ body: `<p>ok<img src="https://evil.example/x.png" onerror="alert(1)"><script>alert(3)</script></p>`, pictures: [] }, charity.title, PORTAL), `${PORTAL}/u`, PORTAL);
    const { html } = signed(hostile, signature);
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('alert(3)');
  });

});
