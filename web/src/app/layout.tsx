import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { CookieBanner } from '../components/layout/cookie-banner';
import { Footer } from '../components/layout/footer';
import { HowTo } from '../components/layout/how-to';
import { Navbar } from '../components/layout/navbar';
import { OfflineNotice } from '../components/layout/offline-notice';
import { QuoteBanner } from '../components/layout/quote-banner';
import { paths } from '../config/paths';
import { FoundationContext, useFoundation } from '../hooks/use-foundation';
import { setForcedLogoutHandler } from '../lib/api-client';
import { rememberPageBeforeLogout } from '../lib/next-path';
import { useNotify } from '../hooks/use-notify';
import { TOAST_TEXTS } from '@zlota/shared/messages';
import { useInstallOffer } from '../pwa/install-prompt';
import { UpdatePrompt } from '../pwa/update-prompt';
import { backgroundClass } from './background';
import { PageSkeleton } from './page-skeleton';
import type { RouteHandle } from './scroll-manager';
import { ScrollManager } from './scroll-manager';


const InstallOffer = lazy(() => import('../pwa/install-offer').then((module) => ({ default: module.InstallOffer })));

interface LayoutProps {
  /**
   * The first load, while the route's script is fetched (the router's hydrateFallbackElement): <main> holds the
   * page's skeleton, and the how-to and footer come with the page, so they never appear first and then jump down.
   */
  hydrating?: boolean;
}

/** Spec §2: every page shows the cookie banner, navbar, quote (not on support), toasts, content, how-to and footer. */
export function Layout({ hydrating = false }: LayoutProps) {
  const { pathname } = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const handles = matches.map((match) => match.handle as RouteHandle | undefined);
  const hideQuote = handles.some((handle) => handle?.hideQuote);
  const ownOfflineNotice = handles.some((handle) => handle?.ownOfflineNotice);
  const skeleton = handles.find((handle) => handle?.skeleton)?.skeleton;
  const panel = handles.some((handle) => handle?.panel);
  const installOffer = useInstallOffer();
  const foundation = useFoundation();
  const { info } = useNotify();
  // Spec §4: a forced logout goes home; it says why and keeps the page for the login that follows (issue 37 item 6).
  useEffect(
    () =>
      setForcedLogoutHandler(() => {
        rememberPageBeforeLogout(`${window.location.pathname}${window.location.search}`);
        info(TOAST_TEXTS.sessionEnded);
        void navigate(paths.home.getHref());
      }),
    [navigate, info],
  );
  // `html[data-app=ready]`: the app has taken the page over (a drawn page's buttons work from then on). The browser
  // tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  useEffect(() => {
    document.body.classList.remove('bg-white', 'bg-blue');
    document.body.classList.add(backgroundClass(pathname));
  }, [pathname]);
  return (
    <FoundationContext.Provider value={foundation}>
      <a href="#main" className="skip-link">
        Przejdź do treści
      </a>
      <ScrollManager />
      <Navbar />
      {!ownOfflineNotice && <OfflineNotice />}
      {!hideQuote && <QuoteBanner />}
      <main id="main" tabIndex={-1} className={skeleton || panel ? 'main--fill' : undefined}>
        {hydrating ? (
          <PageSkeleton kind={skeleton} />
        ) : (
          <Suspense fallback={<PageSkeleton kind={skeleton} />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      {!hydrating && installOffer && (
        <Suspense fallback={null}>
          <InstallOffer offer={installOffer} />
        </Suspense>
      )}
      {!hydrating && !panel && <HowTo />}
      {!hydrating && <Footer />}
      <CookieBanner />
      <UpdatePrompt />
    </FoundationContext.Provider>
  );
}
