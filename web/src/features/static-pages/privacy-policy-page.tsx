import { PAGE_META } from '@zlota/shared/page-meta';
import { LegalDocument } from './components/legal-document';
import { StaticPage } from './components/static-page';
import { PRIVACY_SECTIONS, PRIVACY_UPDATED } from './content/privacy-sections';

/** /polityka-prywatnosci — what we do with personal data (RODO), linked from the cookie banner. */
export function PrivacyPolicyPage() {
  return (
    <StaticPage
      meta={PAGE_META.privacyPolicy}
      heading="Polityka prywatności"
      lead="Szanujemy Twoją prywatność. Poniżej prostym językiem wyjaśniamy, jakie dane zbieramy, po co je zbieramy i jakie masz prawa."
    >
      <LegalDocument sections={PRIVACY_SECTIONS} updated={PRIVACY_UPDATED} />
    </StaticPage>
  );
}
