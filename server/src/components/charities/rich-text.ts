import sanitizeHtml from 'sanitize-html';
import { polishNonBreakingSpaces } from '@zlota/shared/typography';

const OWN_IMAGE = /^\/api\/images\/[a-f0-9]{24}\.webp(\?variant=(card|banner|full))?$/;

// ARCHITECTURE §3: descriptions are sanitised on the way in; only this HTML ever reaches a page.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a', 'img'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Issue 37: amounts and one-letter words keep to their neighbours, in text only (never a tag, an attribute, a URL).
  textFilter: (text) => polishNonBreakingSpaces(text),
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? ''),
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The words of sanitised HTML for a plain-text e-mail: paragraphs and list items on lines of their own, no tags. */
export function richTextToPlain(html: string): string {
  const lines = html.replace(/<br\s*\/?>/gi, '\n').replace(/<li[^>]*>/gi, '\n• ').replace(/<\/(p|h[2-4]|blockquote|ul|ol)>/gi, '\n\n');
  const text = sanitizeHtml(lines, { allowedTags: [], allowedAttributes: {} }).replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity]!);
  return text.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}
