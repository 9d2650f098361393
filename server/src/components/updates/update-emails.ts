import { foundationEmail } from '../emails/email-template.js';
import type { EmailMessage } from '../emails/mailer.js';

export interface Subscriber {
  email: string;
  name: string | null;
}

interface UpdatedCharity {
  url: string;
  title: string;
}

/** The page that unsubscribes (web: /aktualnosci/wypisz/:token); one click there, no login. */
export const unsubscribePageUrl = (publicUrl: string, token: string) => `${publicUrl}/aktualnosci/wypisz/${encodeURIComponent(token)}`;

/**
 * One update for one donor who asked for them: the fundraiser's title, the update's words, a link to the fundraiser,
 * and the one-click way out, also in the List-Unsubscribe headers (RFC 8058), which mail programs show as their own button.
 */
export function updateEmail(subscriber: Subscriber, charity: UpdatedCharity, plainText: string, unsubscribeUrl: string, publicUrl: string): EmailMessage {
  const message = foundationEmail({
    kind: 'charity_update',
    to: subscriber.email,
    subject: `Aktualności zbiórki „${charity.title}”`,
    greetingName: subscriber.name,
    lines: [
      `Zbiórka „${charity.title}”, którą wspierasz, ma nową aktualność:`,
      ...plainText.split(/\n{2,}/),
      'Dziękujemy, że jesteś z nami.',
    ],
    link: `${publicUrl}/zbiorka/${encodeURIComponent(charity.url)}`,
    action: 'Zobacz zbiórkę',
    footer: {
      text: 'Dostajesz tę wiadomość, bo przy wpłacie zaznaczono „chcę otrzymywać aktualności” i potwierdzono ten adres.',
      link: unsubscribeUrl,
      action: 'Nie chcę więcej aktualności tej zbiórki',
    },
  });
  // RFC 8058: the mail program POSTs `List-Unsubscribe=One-Click` to the same link (server: updatesOneClickUnsubscribe).
  return { ...message, headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
