const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A description typed as plain text (the visitor's flow has no rich editor) as the HTML the site
 * stores: a paragraph per blank-line-separated block, single line breaks kept, every character escaped.
 */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').map((line) => escapeHtml(line.trim())).join('<br>')}</p>`)
    .join('');
}
