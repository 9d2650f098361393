// What a fundraiser's description says to a reader, read from its HTML: the words, and the addresses it links to.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text a reader sees in a description's HTML: tags gone (blocks apart), entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<\/?(p|br|li|ul|ol|h[1-6]|blockquote|div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every link and picture address in a description: the links' and pictures' HTML, and addresses typed as text. */
export function linksIn(html: string): Set<string> {
  const attributes = [...html.matchAll(/<(?:a|img)\b[^>]*?\b(?:href|src)\s*=\s*["']([^"']*)["']/gi)].map((match) => match[1]!);
  const typed = plainText(html).match(/\b(?:https?:\/\/|www\.)[^\s<>"]+/gi) ?? [];
  return new Set([...attributes, ...typed].map((link) => link.trim().toLowerCase()));
}
