import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TOAST_TEXTS } from '@zlota/shared/messages';
import { CookieBanner } from '../components/layout/cookie-banner';
import { Footer } from '../components/layout/footer';
import { Navbar } from '../components/layout/navbar';
import { paths } from '../config/paths';
import type { FoundationView } from '@zlota/shared/entities';
import { FoundationContext } from '../hooks/use-foundation';
import { useNotify } from '../hooks/use-notify';
import { setForcedLogoutHandler } from '../lib/api-client';
import { rememberPageBeforeLogout } from '../lib/next-path';
import { useInstallOffer } from '../pwa/install-prompt';
import { UpdatePrompt } from '../pwa/update-prompt';
import { backgroundClass } from './background';
import { ScrollManager } from './scroll-manager';

const InstallOffer = lazy(() => import('../pwa/install-offer').then((module) => ({ default: module.InstallOffer })));

interface PageFrameProps {
  /** The first load, while the route's script is fetched: the footer comes with the page, so it never jumps down. */
  hydrating: boolean;
  /** The foundation's record as this app reads it (undefined while read): every page names the foundation. */
  foundation: FoundationView | null | undefined;
  /** Between the navbar and <main> (the public site's offline notice and quote). */
  above?: ReactNode;
  /** Between <main> and the footer (the public site's how-to block). */
  below?: ReactNode;
  mainClassName?: string;
  children: ReactNode;
}

/**
 * What every page of spec §2 has around its content, the public site's (layout.tsx) and the panel's
 * (panel-layout.tsx) alike: the cookie banner, navbar, content, footer, toasts, the forced logout and the update prompt.
 */
export function PageFrame({ hydrating, foundation, above, below, mainClassName, children }: PageFrameProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const installOffer = useInstallOffer();
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
      {above}
      <main id="main" tabIndex={-1} className={mainClassName}>
        {children}
      </main>
      {!hydrating && installOffer && (
        <Suspense fallback={null}>
          <InstallOffer offer={installOffer} />
        </Suspense>
      )}
      {!hydrating && below}
      {!hydrating && <Footer />}
      <CookieBanner />
      <UpdatePrompt />
    </FoundationContext.Provider>
  );
}
