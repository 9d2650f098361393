import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { CookieBanner } from '../components/layout/cookie-banner';
import { Footer } from '../components/layout/footer';
import { HowTo } from '../components/layout/how-to';
import { Navbar } from '../components/layout/navbar';
import { OfflineNotice } from '../components/layout/offline-notice';
import { QuoteBanner } from '../components/layout/quote-banner';
import { paths } from '../config/paths';
import { setForcedLogoutHandler } from '../lib/api-client';
import { UpdatePrompt } from '../pwa/update-prompt';
import type { RouteHandle } from './scroll-manager';
import { ScrollManager } from './scroll-manager';

/** Spec §2: white on home, on the search route and on routes containing "zbiorki"; blue elsewhere. */
export const isWhiteBackground = (pathname: string) => pathname === '/' || pathname.includes('zbiorki');

/** Spec §2: every page shows the cookie banner, navbar, quote (not on support), toasts, content, how-to and footer. */
export function Layout() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const hideQuote = matches.some((match) => (match.handle as RouteHandle | undefined)?.hideQuote);
  useEffect(() => setForcedLogoutHandler(() => navigate(paths.home.getHref())), [navigate]);
  useEffect(() => {
    document.body.classList.toggle('bg-white', isWhiteBackground(pathname));
    document.body.classList.toggle('bg-blue', !isWhiteBackground(pathname));
  }, [pathname]);
  return (
    <>
      <a href="#main" className="skip-link">
        Przejdź do treści
      </a>
      <ScrollManager />
      <Navbar />
      <OfflineNotice />
      {!hideQuote && <QuoteBanner />}
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p className="page loading" role="status">Wczytywanie…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <HowTo />
      <Footer />
      <CookieBanner />
      <UpdatePrompt />
    </>
  );
}
