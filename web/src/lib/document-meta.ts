import { useEffect } from 'react';
import { DEFAULT_PAGE_DESCRIPTION } from '@zlota/shared/constants';

const SITE = 'Fundacja Złota rybka';

/** Spec §2: a title and a description per route; the default description is the spec's. */
export function useDocumentMeta(title: string | undefined, description: string = DEFAULT_PAGE_DESCRIPTION) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : DEFAULT_PAGE_DESCRIPTION;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
