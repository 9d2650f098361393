import { StrictMode, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { PageContextValue, type PageContext } from '../lib/page-context';

/**
 * What surrounds the router, the same on the server (entry-server.tsx) and in the browser (start.tsx), so the
 * browser can take over the server's HTML as it is (hydration). `page`: the server's context; null in a browser.
 * `carryToasts`: the panel's own app, whose way home is a page load (toast.tsx).
 */
export function AppRoot({ page, carryToasts = false, children }: { page: PageContext | null; carryToasts?: boolean; children: ReactNode }) {
  return (
    <StrictMode>
      <PageContextValue.Provider value={page}>
        <ToastProvider carry={carryToasts}>{children}</ToastProvider>
      </PageContextValue.Provider>
    </StrictMode>
  );
}
