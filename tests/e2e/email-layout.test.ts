import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { passwordResetEmail } from '@zlota/server/components/auth/emails';
import { HEADER_MARKER } from '@zlota/server/components/emails/email-layout';
import { signed, type EmailMessage } from '@zlota/server/components/emails/mailer';
import { donationConfirmationEmail } from '@zlota/server/components/payments/donation-confirmation-use-case';
import { updateEmail, updateEmailContent } from '@zlota/server/components/updates/update-emails';
import { launchChromium } from '../support/browser.js';
import { TEST_FOUNDATION } from '../support/foundation.js';

// Issue 37 item 7: the e-mails as a phone draws them. Chromium at 360 px opens each kind of message (a button, none,
// an update with a list, a long unbroken word and a picture) with its pictures shown and blocked: nothing scrolls sideways.

const PORTAL = 'https://zbiorki.example.pl';
const LONG = 'Rehabilitacjaneurologicznaiortopedycznawośrodkuspecjalistycznym';
const signature = { name: TEST_FOUNDATION.name, lines: [TEST_FOUNDATION.name, 'ul. Lipowa 3, 30-001 Kraków, KRS 0000654321, NIP 5260250274', 'Konto do wpłat: PL27 1140 2004 0000 3002 0135 5387'] };
const messages: EmailMessage[] = [
  passwordResetEmail('a@example.pl', `Anna ${LONG}`, `${PORTAL}/user/reset-password?token=${'t'.repeat(64)}`, 30),
  donationConfirmationEmail('a@example.pl', { guid: '3f2a6c1e-0000-4000-8000-000000000001', amount: 2500, paidAt: Date.UTC(2026, 10, 27), charityTitle: `Zbiórka ${LONG}`, donorName: 'Jan', reference: null, manual: false }),
  updateEmail(
    { email: 'e@example.pl', name: 'Ewa' },
    { url: 'wozek', title: 'Wózek dla Łucji' },
    updateEmailContent({ body: `<p>Mamy <strong>świetne wieści</strong>: ${LONG} https://example.org/${LONG}/${LONG}</p><ul><li>turnus</li></ul>`, pictures: [{ image: 'a1b2c3d4e5f6a1b2c3d4e5f6.webp', alt: 'Łucja w parku' }] }, 'Wózek dla Łucji', PORTAL),
    `${PORTAL}/aktualnosci/wypisz/${'u'.repeat(80)}`,
    PORTAL,
  ),
];

let browser: Browser;
let picture: Buffer;
beforeAll(async () => {
  browser = await launchChromium();
  picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#36c' } }).png().toBuffer();
});
afterAll(() => browser?.close());

/** The message's HTML as the worker sends it (the header in its place), opened at 360×740; pictures shown or blocked. */
async function openAtPhoneWidth(message: EmailMessage, pictures: 'shown' | 'blocked'): Promise<Page> {
  const { html } = signed(message, signature);
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await page.route('**/*', (route) => (pictures === 'shown' ? route.fulfill({ status: 200, contentType: 'image/png', body: picture }) : route.abort()));
  await page.setContent(html!.replace(HEADER_MARKER, `<p style="margin:0"><strong>${TEST_FOUNDATION.name}</strong></p>`), { waitUntil: 'load' });
  return page;
}

/** The page's width, its scroll width, and the furthest right edge of anything drawn (a clipped cell scrolls nothing but hides words). */
const widths = (page: Page) =>
  page.evaluate(() => {
    interface Box { right: number; width: number }
    const { document } = globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number }; querySelectorAll(s: string): Iterable<{ getBoundingClientRect(): Box }> } };
    const rights = [...document.querySelectorAll('body *')].map((element) => element.getBoundingClientRect()).filter((box) => box.width > 0).map((box) => box.right);
    return { scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth, right: Math.max(...rights) };
  });

describe('e-mails on a phone', () => {
  for (const message of messages) {
    for (const pictures of ['shown', 'blocked'] as const) {
      test(`${message.kind}, pictures ${pictures}: no sideways scroll at 360 px`, async () => {
        const page = await openAtPhoneWidth(message, pictures);
        try {
          const { scroll, client, right } = await widths(page);
          expect(client).toBe(360);
          expect(scroll).toBeLessThanOrEqual(client);
          expect(right).toBeLessThanOrEqual(client);
          if (message.kind === 'charity_update') {
            const box = await page.locator('img[alt="Łucja w parku"]').boundingBox();
            expect(box!.x + box!.width).toBeLessThanOrEqual(360);
          }
        } finally {
          await page.close();
        }
      });
    }
  }
});
