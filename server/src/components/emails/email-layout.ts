export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Where the worker puts the foundation's header (its logo by `cid:`, or its name) when the message goes: the record
 * may change while the message waits. A comment: escaped text and sanitised HTML (which drops comments) never hold one.
 */
export const HEADER_MARKER = '<!--foundation-header-->';

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

const TEXT = 'font-size="16px" line-height="1.5" color="#1f2933" padding="0 24px 8px"';
const SMALL = 'font-size="13px" line-height="1.5" color="#52606d" padding="0 24px 8px"';

/**
 * One skeleton for every e-mail, in MJML: tables and inline styles that Gmail, Outlook and Apple Mail draw, a
 * viewport for phones, one column that narrows to the screen. `{{slot}}`s are filled per message.
 */
const skeleton = (button: boolean) => `<mjml lang="pl">
  <mj-head>
    <mj-title>{{title}}</mj-title>
    <mj-preview>{{preview}}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
    </mj-attributes>
    <mj-style>
      a { color: #0b5cad; }
      img { max-width: 100%; height: auto; }
    </mj-style>
  </mj-head>
  <mj-body background-color="#f4f5f7" width="600px">
    <mj-section padding="16px 0 8px">
      <mj-column><mj-text ${TEXT}>${HEADER_MARKER}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 0 16px" border-radius="8px">
      <mj-column>
        <mj-text ${TEXT}>{{body}}</mj-text>${
          button
            ? `
        <mj-button href="{{link}}" align="left" background-color="#0b5cad" color="#ffffff" font-size="16px" font-weight="bold" border-radius="6px" inner-padding="12px 20px" padding="8px 24px 16px">{{action}}</mj-button>`
            : ''
        }
        <mj-text ${TEXT}><p style="margin:0">Pozdrawiamy serdecznie,</p></mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 0">
      <mj-column>
        <mj-text ${SMALL}>{{footer}}</mj-text>
        <mj-text ${SMALL}>{{signature}}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

const compiled = new Map<boolean, Promise<string>>();

/** MJML to HTML, once per process and variant (it takes tens of milliseconds): every message fills the result. */
async function compile(button: boolean): Promise<string> {
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(skeleton(button), { validationLevel: 'strict', keepComments: true });
  if (errors.length > 0) throw new Error(`Szablon e-maila MJML jest błędny: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  return html;
}

const layout = (button: boolean): Promise<string> => {
  let html = compiled.get(button);
  if (!html) {
    html = compile(button);
    html.catch(() => compiled.delete(button)); // a failed compilation is tried again by the next message
    compiled.set(button, html);
  }
  return html;
};

/** Compiles both skeletons at the server's start, so that no message waits for MJML. */
export const compileEmailLayouts = async (): Promise<void> => {
  await Promise.all([layout(true), layout(false)]);
};

/** The whole HTML document of one message: the compiled skeleton with its slots filled in one pass (a value is never read as a slot). */
export async function renderLayout(slots: LayoutSlots): Promise<string> {
  const html = await layout(slots.button !== undefined);
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
