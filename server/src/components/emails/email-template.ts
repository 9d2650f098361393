import { escapeHtml } from './email-layout.js';
import type { EmailMessage } from './mailer.js';

/** A part of a message that is already HTML (an update's sanitised words), with its words for the plain-text part. */
export interface RichText {
  html: string;
  text: string;
}

export interface EmailContent {
  kind: string;
  to: string;
  subject: string;
  /** Absent: a greeting without a name (a donor may not have given one). */
  greetingName?: string | null;
  /** Paragraphs: plain text (escaped in the HTML; an empty one is a blank line of the text part) or rich text. */
  lines: (string | RichText)[];
  /** The one link to act on (a button in the HTML); none where the message asks nothing (a confirmation with its PDF). */
  link?: string;
  action?: string;
  /** After the signature: how to stop such e-mails, with its own link (an update's unsubscribe). */
  footer?: { text: string; link: string; action: string };
}

const greeting = (name: string | null | undefined) => (name ? `Dzień dobry, ${name}!` : 'Dzień dobry!');

const PARAGRAPH = 'margin:0 0 12px';

const paragraphHtml = (line: string | RichText) => (typeof line === 'string' ? (line ? `<p style="${PARAGRAPH}">${escapeHtml(line)}</p>` : '') : line.html);

/**
 * Every e-mail of the foundation: a greeting, a few lines, one link to act on, and a greeting, as plain text and as
 * the HTML of the one MJML skeleton (email-layout.ts), which the mailer fills and signs with the foundation's record.
 */
export function foundationEmail({ kind, to, subject, greetingName, lines, link, action, footer }: EmailContent): EmailMessage {
  const button = link !== undefined && action !== undefined ? { link, action } : undefined;
  const footerText = footer ? ['', '--', footer.text, `${footer.action}: ${footer.link}`] : [];
  const text = [
    greeting(greetingName),
    '',
    ...lines.map((line) => (typeof line === 'string' ? line : line.text)),
    ...(button ? ['', `${button.action}: ${button.link}`] : []),
    '',
    'Pozdrawiamy serdecznie,',
    ...footerText,
  ].join('\n');
  const firstLine = lines.find((line): line is string => typeof line === 'string' && line !== '');
  const html = {
    preview: firstLine ?? subject,
    body: [`<p style="${PARAGRAPH}">${escapeHtml(greeting(greetingName))}</p>`, ...lines.map(paragraphHtml)].filter(Boolean).join('\n'),
    button,
    footer: footer ? `<p style="margin:0">${escapeHtml(footer.text)} <a href="${escapeHtml(footer.link)}" style="color:#0b5cad">${escapeHtml(footer.action)}</a></p>` : '',
  };
  const links = [...(button ? [button.link] : []), ...(footer ? [footer.link] : [])];
  return { kind, to, subject, text, html, ...(links.length > 0 ? { links } : {}) };
}
