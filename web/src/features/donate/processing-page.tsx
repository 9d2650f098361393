import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PAGE_META } from '@zlota/shared/page-meta';
import { OnlineOnly } from '../../components/layout/online-only';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/document-meta';
import { ProcessingStatus } from './components/processing-status';
import { usePaymentPolling } from './hooks/use-payment-polling';
import './donate.css';

/** /zbiorka/:name/procesowanie-wplaty?guid=… — where the payment operator sends the donor back. */
export function ProcessingPage() {
  useDocumentMeta(PAGE_META.processing.title, PAGE_META.processing.description);
  const { name = '' } = useParams();
  const [search] = useSearchParams();
  const guid = search.get('guid');
  return (
    <OnlineOnly what="Sprawdzenie statusu wpłaty">
      <PaymentProcessing key={guid ?? ''} charityName={name} guid={guid} />
    </OnlineOnly>
  );
}

function PaymentProcessing({ charityName, guid }: { charityName: string; guid: string | null }) {
  const navigate = useNavigate();
  const { state, retry } = usePaymentPolling(guid);
  const thankYouHref = paths.thankYou.getHref({ name: charityName }, `guid=${encodeURIComponent(guid ?? '')}`);
  useEffect(() => {
    if (state.phase === 'paid') void navigate(thankYouHref, { replace: true });
  }, [state.phase, thankYouHref, navigate]);
  return (
    <section className="page page--narrow donate processing">
      <div role="status" className="processing__status">
        <ProcessingStatus state={state} charityName={charityName} thankYouHref={thankYouHref} onRetry={retry} />
      </div>
    </section>
  );
}
