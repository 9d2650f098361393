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

/** Inline styles for the tags an e-mail shows (mail programs drop a stylesheet or a class more often than a style). */
const EMAIL_STYLES: Record<string, string> = {
  p: 'margin:0 0 12px',
  h2: 'margin:16px 0 8px;font-size:20px;line-height:1.3',
  h3: 'margin:16px 0 8px;font-size:18px;line-height:1.3',
  h4: 'margin:16px 0 8px;font-size:16px;line-height:1.3',
  ul: 'margin:0 0 12px;padding-left:24px',
  ol: 'margin:0 0 12px;padding-left:24px',
  li: 'margin:0 0 4px',
  blockquote: 'margin:0 0 12px;padding-left:12px;border-left:3px solid #cbd2d9;color:#52606d',
  a: 'color:#0b5cad;text-decoration:underline',
  // Outlook sizes by the width attribute; the rest by the style, which also keeps a blocked picture's box on a phone's screen.
  img: 'display:block;width:100%;max-width:552px;height:auto;border:0;margin:0 0 12px',
};

const styled = (tagName: string, attribs: sanitizeHtml.Attributes) => ({ tagName, attribs: { ...attribs, style: EMAIL_STYLES[tagName] ?? '' } });

/**
 * Sanitised HTML (a description, an update) as an e-mail shows it: its formatting kept with inline styles, the
 * portal's pictures by their absolute address (`origin`) with alt text (`fallbackAlt` where the author gave none),
 * sized to the screen. It is sanitised again first, so nothing but the allowed tags and the portal's own pictures reach the message.
 */
export function richTextForEmail(html: string, origin: string, fallbackAlt: string): string {
  const transform = Object.fromEntries(Object.keys(EMAIL_STYLES).map((tag) => [tag, (name: string, attribs: sanitizeHtml.Attributes) => styled(name, attribs)]));
  return sanitizeHtml(sanitizeDescription(html), {
    ...OPTIONS,
    allowedAttributes: { '*': ['style'], a: ['href', 'title', 'rel', 'target', 'style'], img: ['src', 'alt', 'width', 'style'] },
    allowedSchemesByTag: { img: ['http', 'https'] },
    exclusiveFilter: undefined,
    transformTags: {
      ...transform,
      b: (_name, attribs) => ({ tagName: 'strong', attribs }),
      i: (_name, attribs) => ({ tagName: 'em', attribs }),
      a: (_name, attribs) => styled('a', { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' }),
      img: (_name, attribs) =>
        styled('img', { src: `${origin}${attribs.src ?? ''}`, alt: attribs.alt?.trim() || fallbackAlt, width: '552' }),
    },
  }).trim();
}
