import { imageUrl } from '@zlota/shared/images';
import { richTextForEmail, richTextToPlain } from '../charities/rich-text.js';
import { escapeHtml } from '../emails/email-layout.js';
import { foundationEmail, type RichText } from '../emails/email-template.js';
import type { EmailMessage } from '../emails/mailer.js';

export interface Subscriber {
  email: string;
  name: string | null;
}

interface UpdatedCharity {
  url: string;
  title: string;
}

/** The update as posted: its sanitised HTML and the pictures sent with it (stored image names, alt texts). */
export interface PostedUpdateContent {
  body: string;
  pictures: { image: string; alt: string }[];
}

/**
 * The update's words with their formatting, and its pictures by the portal's public address with their alt text
 * (mail programs that block pictures show the alt); in the plain-text part, the words and each picture's address.
 */
/** An update's words and pictures as every subscriber's e-mail shows them: built once per update, not per reader. */
export function updateEmailContent(update: PostedUpdateContent, charityTitle: string, publicUrl: string): RichText {
  const pictures = update.pictures.map((picture) => ({ image: picture.image, alt: picture.alt || charityTitle }));
  // The pictures as the portal's own images after the words, so the one e-mail sanitiser draws them as it draws the words' own.
  const pictureHtml = pictures.map((picture) => `<p><img src="${escapeHtml(imageUrl(picture.image, 'card'))}" alt="${escapeHtml(picture.alt)}"></p>`);
  const pictureText = pictures.map((picture) => `Zdjęcie: ${picture.alt} — ${imageUrl(picture.image, 'card', publicUrl)}`);
  return {
    html: richTextForEmail([update.body, ...pictureHtml].join(''), publicUrl, charityTitle),
    text: [richTextToPlain(update.body), ...(pictureText.length > 0 ? ['', ...pictureText] : [])].join('\n'),
  };
}

/** The page that unsubscribes (web: /aktualnosci/wypisz/:token); one click there, no login. */
export const unsubscribePageUrl = (publicUrl: string, token: string) => `${publicUrl}/aktualnosci/wypisz/${encodeURIComponent(token)}`;

/**
 * One update for one donor who asked for them: the fundraiser's title, the update's words, a link to the fundraiser,
 * and the one-click way out, also in the List-Unsubscribe headers (RFC 8058), which mail programs show as their own button.
 */
export function updateEmail(subscriber: Subscriber, charity: UpdatedCharity, content: RichText, unsubscribeUrl: string, publicUrl: string): EmailMessage {
  const message = foundationEmail({
    kind: 'charity_update',
    to: subscriber.email,
    subject: `Aktualności zbiórki „${charity.title}”`,
    greetingName: subscriber.name,
    lines: [
      `Zbiórka „${charity.title}”, którą wspierasz, ma nową aktualność:`,
      content,
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
