import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { HowTo } from '../components/layout/how-to';
import { OfflineNotice } from '../components/layout/offline-notice';
import { QuoteBanner } from '../components/layout/quote-banner';
import { useFoundation } from '../hooks/use-foundation';
import { PageFrame } from './page-frame';
import { PageSkeleton } from './page-skeleton';
import type { RouteHandle } from './scroll-manager';

interface LayoutProps {
  /**
   * The first load, while the route's script is fetched (the router's hydrateFallbackElement): <main> holds the
   * page's skeleton, and the how-to and footer come with the page, so they never appear first and then jump down.
   */
  hydrating?: boolean;
}

/** Spec §2: every page shows the cookie banner, navbar, quote (not on support), toasts, content, how-to and footer. */
export function Layout({ hydrating = false }: LayoutProps) {
  const handles = useMatches().map((match) => match.handle as RouteHandle | undefined);
  const hideQuote = handles.some((handle) => handle?.hideQuote);
  const ownOfflineNotice = handles.some((handle) => handle?.ownOfflineNotice);
  const skeleton = handles.find((handle) => handle?.skeleton)?.skeleton;
  const panel = handles.some((handle) => handle?.panel);
  return (
    <PageFrame
      hydrating={hydrating}
      foundation={useFoundation()}
      above={
        <>
          {!ownOfflineNotice && <OfflineNotice />}
          {!hideQuote && <QuoteBanner />}
        </>
      }
      below={!panel && <HowTo />}
      mainClassName={skeleton || panel ? 'main--fill' : undefined}
    >
      {hydrating ? (
        <PageSkeleton kind={skeleton} />
      ) : (
        <Suspense fallback={<PageSkeleton kind={skeleton} />}>
          <Outlet />
        </Suspense>
      )}
    </PageFrame>
  );
}
