import { createContext, useContext } from 'react';

/** What the browser knows and the server renderer is told: the page's origin and its cookies (the server: only consent). */
export interface PageContext {
  origin: string;
  cookie: string;
}

export const PageContextValue = createContext<PageContext | null>(null);

/** The server renderer's context, or the browser's own. */
export function usePageContext(): PageContext {
  return useContext(PageContextValue) ?? { origin: window.location.origin, cookie: document.cookie };
}
