import { EMAIL_LAYOUTS } from './email-layouts.generated.js';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export { HEADER_MARKER } from './email-skeleton.js';

/** What fills one message's skeleton: every value is HTML already (text escaped, rich text sanitised). */
export interface LayoutSlots {
  /** The `<title>` and the hidden preview line mail programs show beside the subject: escaped text. */
  title: string;
  preview: string;
  body: string;
  /** The one link to act on, as a button (escaped for an attribute); none: no button. */
  button?: { link: string; action: string };
  /** Under the body: why the message came and how to stop it (an update's unsubscribe). */
  footer: string;
  /** The foundation's details from its record: name, seat, KRS, account, contact. */
  signature: string;
}

/** The whole HTML document of one message: the compiled skeleton with its slots filled in one pass (a value is never read as a slot). */
export function renderLayout(slots: LayoutSlots): string {
  const html = slots.button ? EMAIL_LAYOUTS.button : EMAIL_LAYOUTS.plain;
  const values: Record<string, string> = {
    title: slots.title,
    preview: slots.preview,
    body: slots.body,
    link: escapeHtml(slots.button?.link ?? ''),
    action: escapeHtml(slots.button?.action ?? ''),
    footer: slots.footer,
    signature: slots.signature,
  };
  return html.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => values[name] ?? slot);
}
