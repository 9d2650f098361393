import { FOUNDATION_NAME } from '@zlota/shared/constants';
import type { EmailMessage } from './mailer.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface EmailContent {
  kind: string;
  to: string;
  subject: string;
  greetingName: string;
  lines: string[];
  link: string;
  action: string;
}

/** Every e-mail of the foundation: a greeting, a few lines, one link to act on, and a signature. */
export function foundationEmail({ kind, to, subject, greetingName, lines, link, action }: EmailContent): EmailMessage {
  const text = [`Dzień dobry, ${greetingName}!`, '', ...lines, '', `${action}: ${link}`, '', `Pozdrawiamy serdecznie,`, FOUNDATION_NAME].join('\n');
  const html = [
    `<p>Dzień dobry, ${escapeHtml(greetingName)}!</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>Pozdrawiamy serdecznie,<br>${escapeHtml(FOUNDATION_NAME)}</p>`,
  ].join('\n');
  return { kind, to, subject, text, html, links: [link] };
}
