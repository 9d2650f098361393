// The MJML source of every e-mail's HTML. It is compiled at build time (`npm run email-layouts` writes
// email-layouts.generated.ts; a unit test fails while that file is older than this one): MJML takes seconds to load,
// so the server never loads it, and each message only fills the compiled HTML (email-layout.ts).

/**
 * Where the worker puts the foundation's header (its logo by `cid:`, or its name) when the message goes: the record
 * may change while the message waits. A comment: escaped text and sanitised HTML (which drops comments) never hold one.
 */
export const HEADER_MARKER = '<!--foundation-header-->';

const TEXT = 'font-size="16px" line-height="1.5" color="#1f2933" padding="0 24px 8px"';
const SMALL = 'font-size="13px" line-height="1.5" color="#52606d" padding="0 24px 8px"';

/**
 * One skeleton for every e-mail, in MJML: tables and inline styles that Gmail, Outlook and Apple Mail draw, a
 * viewport for phones, one column that narrows to the screen. `{{slot}}`s are filled per message.
 */
export const emailSkeleton = (button: boolean) => `<mjml lang="pl">
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

/** Both skeletons compiled by MJML (strict validation): with the button and without. */
export async function compileEmailSkeletons(): Promise<{ button: string; plain: string }> {
  const { default: mjml2html } = await import('mjml');
  const compile = async (button: boolean) => {
    const { html, errors } = await mjml2html(emailSkeleton(button), { validationLevel: 'strict', keepComments: true });
    if (errors.length > 0) throw new Error(`Szablon e-maila MJML jest błędny: ${errors.map((error) => error.formattedMessage).join('; ')}`);
    return html;
  };
  return { button: await compile(true), plain: await compile(false) };
}
