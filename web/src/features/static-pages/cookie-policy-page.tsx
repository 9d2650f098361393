import { PAGE_META } from '@zlota/shared/page-meta';
import { LegalDocument } from './components/legal-document';
import { StaticPage } from './components/static-page';
import { COOKIE_SECTIONS, COOKIES_UPDATED } from './content/cookie-sections';

/** /polityka-cookies — one consent cookie, the login in session storage, no tracking. */
export function CookiePolicyPage() {
  return (
    <StaticPage
      meta={PAGE_META.cookiePolicy}
      heading="Polityka cookies"
      lead="W skrócie: używamy jednego własnego pliku cookie, który pamięta, że zaakceptowano informację o cookies. Nie śledzimy Cię i nie wyświetlamy reklam."
    >
      <LegalDocument sections={COOKIE_SECTIONS} updated={COOKIES_UPDATED} />
    </StaticPage>
  );
}
