import type { ReactNode } from 'react';
import type { PageMeta } from '@zlota/shared/page-meta';
import { usePageMeta } from '../../../lib/document-meta';

interface StaticPageProps {
  meta: PageMeta;
  heading: string;
  /** For a heading that is not in Polish (the spec's 'Page Not Found'), so screen readers pronounce it right. */
  headingLang?: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** One readable column with the page's only h1; sets the route's title and description. */
export function StaticPage({ meta, heading, headingLang, lead, children }: StaticPageProps) {
  usePageMeta(meta);
  return (
    <article className="page page--narrow static-page">
      <header className="static-page__header">
        <h1 lang={headingLang}>{heading}</h1>
        {lead && <p className="static-page__lead">{lead}</p>}
      </header>
      {children}
    </article>
  );
}
