import { useEffect } from 'react';
import { DEFAULT_PAGE_DESCRIPTION } from '@zlota/shared/constants';
import { defaultDescription, siteName } from '@zlota/shared/foundation-text';
import { namedMeta, type PageMeta } from '@zlota/shared/page-meta';
import { useFoundationView } from '../hooks/use-foundation';

/** Spec §2: a title and a description per route; the default description is the spec's, with the foundation's name (issue 30). */
export function useDocumentMeta(title: string | undefined, description: string = DEFAULT_PAGE_DESCRIPTION) {
  const foundation = useFoundationView();
  const site = siteName(foundation);
  const fallback = defaultDescription(foundation, DEFAULT_PAGE_DESCRIPTION);
  const content = description === DEFAULT_PAGE_DESCRIPTION ? fallback : description;
  useEffect(() => {
    document.title = title ? `${title} | ${site}` : fallback;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = content;
  }, [title, content, site, fallback]);
}

/** A page of the route table's titles: where it names the foundation, by the record's name as it is now (issue 30). */
export function usePageMeta(page: PageMeta) {
  const named = namedMeta(page, useFoundationView()?.foundation?.name ?? null);
  useDocumentMeta(named.title, named.description);
}
