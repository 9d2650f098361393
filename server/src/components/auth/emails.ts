import { FOUNDATION_NAME } from '@zlota/shared/constants';
import type { EmailMessage } from '../../libraries/mailer.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function message(kind: string, to: string, subject: string, greetingName: string, lines: string[], link: string, action: string): EmailMessage {
  const text = [`Dzień dobry, ${greetingName}!`, '', ...lines, '', `${action}: ${link}`, '', `Pozdrawiamy serdecznie,`, FOUNDATION_NAME].join('\n');
  const html = [
    `<p>Dzień dobry, ${escapeHtml(greetingName)}!</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>Pozdrawiamy serdecznie,<br>${escapeHtml(FOUNDATION_NAME)}</p>`,
  ].join('\n');
  return { kind, to, subject, text, html, links: [link] };
}

export function verificationEmail(to: string, name: string, link: string, validHours: number): EmailMessage {
  return message(
    'verify_email',
    to,
    'Potwierdź swój adres e-mail — Fundacja Złota rybka',
    name,
    [
      'Dziękujemy za założenie konta w serwisie zbiórek Fundacji Złota rybka.',
      `Aby je aktywować, potwierdź swój adres e-mail. Link jest ważny przez ${validHours} godzin.`,
      'Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.',
    ],
    link,
    'Potwierdź adres e-mail',
  );
}

export function passwordResetEmail(to: string, name: string, link: string, validMinutes: number): EmailMessage {
  return message(
    'reset_password',
    to,
    'Zmiana hasła — Fundacja Złota rybka',
    name,
    [
      'Otrzymaliśmy prośbę o zmianę hasła do Twojego konta.',
      `Link jest jednorazowy i ważny przez ${validMinutes} minut.`,
      'Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość — Twoje hasło pozostanie bez zmian.',
    ],
    link,
    'Ustaw nowe hasło',
  );
}
