import type { EmailMessage } from '../emails/mailer.js';
import { foundationEmail } from '../emails/email-template.js';

export function verificationEmail(to: string, name: string, link: string, validHours: number): EmailMessage {
  return foundationEmail({
    kind: 'verify_email',
    to,
    subject: 'Potwierdź swój adres e-mail',
    greetingName: name,
    lines: [
      'Dziękujemy za założenie konta w serwisie zbiórek Złota rybka.',
      `Aby je aktywować, potwierdź swój adres e-mail. Link jest ważny przez ${validHours} godzin.`,
      'Jeśli konto zostało założone bez Twojej wiedzy, zignoruj tę wiadomość.',
    ],
    link,
    action: 'Potwierdź adres e-mail',
  });
}

export function passwordResetEmail(to: string, name: string, link: string, validMinutes: number): EmailMessage {
  return foundationEmail({
    kind: 'reset_password',
    to,
    subject: 'Zmiana hasła',
    greetingName: name,
    lines: [
      'Otrzymaliśmy prośbę o zmianę hasła do Twojego konta.',
      `Link jest jednorazowy i ważny przez ${validMinutes} minut.`,
      'Jeśli prośba o zmianę hasła nie pochodzi od Ciebie, zignoruj tę wiadomość — Twoje hasło pozostanie bez zmian.',
    ],
    link,
    action: 'Ustaw nowe hasło',
  });
}
