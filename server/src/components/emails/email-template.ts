import type { EmailMessage } from './mailer.js';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface EmailContent {
  kind: string;
  to: string;
  subject: string;
  /** Absent: a greeting without a name (a donor may not have given one). */
  greetingName?: string | null;
  lines: string[];
  link: string;
  action: string;
  /** After the signature: how to stop such e-mails, with its own link (an update's unsubscribe). */
  footer?: { text: string; link: string; action: string };
}

const greeting = (name: string | null | undefined) => (name ? `Dzień dobry, ${name}!` : 'Dzień dobry!');

/**
 * Every e-mail of the foundation: a greeting, a few lines, one link to act on, and a greeting; the mailer signs it
 * with the foundation's record (issue 30), as it signs every message.
 */
export function foundationEmail({ kind, to, subject, greetingName, lines, link, action, footer }: EmailContent): EmailMessage {
  const footerText = footer ? ['', '--', footer.text, `${footer.action}: ${footer.link}`] : [];
  const text = [greeting(greetingName), '', ...lines, '', `${action}: ${link}`, '', 'Pozdrawiamy serdecznie,', ...footerText].join('\n');
  const html = [
    `<p>${escapeHtml(greeting(greetingName))}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    '<p>Pozdrawiamy serdecznie,</p>',
    ...(footer ? [`<p><small>${escapeHtml(footer.text)} <a href="${escapeHtml(footer.link)}">${escapeHtml(footer.action)}</a></small></p>`] : []),
  ].join('\n');
  return { kind, to, subject, text, html, links: footer ? [link, footer.link] : [link] };
}
