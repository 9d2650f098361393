import { PAGE_META } from '@zlota/shared/page-meta';
import { LegalDocument } from './components/legal-document';
import { StaticPage } from './components/static-page';
import { TERMS_SECTIONS, TERMS_UPDATED } from './content/terms-sections';
import { useFoundationWords } from '../../hooks/use-foundation';

/** /regulamin — the terms of the service. */
export function TermsPage() {
  const lead = useFoundationWords('Zasady zakładania zbiórek, dokonywania wpłat i korzystania z serwisu, który prowadzi {fundacja}.');
  return (
    <StaticPage
      meta={PAGE_META.terms}
      heading="Regulamin serwisu Złota rybka"
      lead={lead}
    >
      <LegalDocument sections={TERMS_SECTIONS} updated={TERMS_UPDATED} />
    </StaticPage>
  );
}
