import { DEFAULT_PAGE_DESCRIPTION } from '@zlota/shared/constants';
import { PORTAL_NAME } from '@zlota/shared/foundation-text';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface HeadTags {
  title: string;
  description: string;
  canonical?: string;
  image?: string;
  type?: 'website' | 'article';
  /** The page's largest image, fetched at once rather than after the scripts ask for it. */
  preloadImage?: string;
  /** Open Graph's site name and the title's suffix: the foundation's name from its record (issue 30). */
  siteName?: string;
  /** What stands for spec §2's default description: the same words with the foundation's own name. */
  defaultDescription?: string;
}

const HEAD_BLOCK = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;

/** The title, description, canonical URL and Open Graph / Twitter tags a shared link is previewed with. */
export function renderHead(given: HeadTags): string {
  const fallback = given.defaultDescription ?? DEFAULT_PAGE_DESCRIPTION;
  const tags = { ...given, description: given.description === DEFAULT_PAGE_DESCRIPTION ? fallback : given.description };
  const title = given.title === DEFAULT_PAGE_DESCRIPTION ? fallback : `${tags.title} | ${tags.siteName ?? PORTAL_NAME}`;
  const lines = [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(tags.description)}" />`,
    `<meta property="og:site_name" content="${escape(tags.siteName ?? PORTAL_NAME)}" />`,
    `<meta property="og:locale" content="pl_PL" />`,
    `<meta property="og:type" content="${tags.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escape(tags.title)}" />`,
    `<meta property="og:description" content="${escape(tags.description)}" />`,
    `<meta name="twitter:card" content="${tags.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escape(tags.title)}" />`,
    `<meta name="twitter:description" content="${escape(tags.description)}" />`,
  ];
  if (tags.canonical) lines.push(`<link rel="canonical" href="${escape(tags.canonical)}" />`, `<meta property="og:url" content="${escape(tags.canonical)}" />`);
  if (tags.preloadImage) lines.push(`<link rel="preload" as="image" href="${escape(tags.preloadImage)}" fetchpriority="high" />`);
  if (tags.image) lines.push(`<meta property="og:image" content="${escape(tags.image)}" />`, `<meta name="twitter:image" content="${escape(tags.image)}" />`);
  return lines.join('\n    ');
}

/**
 * A page drawn on the server is readable before its scripts run; they only bring it to life. On a slow link its
 * styles and largest picture should come first, so its module scripts are asked for at low priority.
 */
export const scriptsAfterContent = (html: string) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');

export function injectHead(html: string, tags: HeadTags): string {
  // A function, not a string, as the replacement: a `$&` or `$'` in a title must stay text.
  return html.replace(HEAD_BLOCK, () => `<!--app-head-->\n    ${renderHead(tags)}\n    <!--/app-head-->`);
}
