import { Link, useParams } from 'react-router-dom';
import { takesDonations } from '@zlota/shared/charity-status';
import type { CharityDetails } from '@zlota/shared/entities';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { PAGE_META } from '@zlota/shared/page-meta';
import { OnlineOnly } from '../../components/layout/online-only';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/document-meta';
import { fetchCharity, fetchPaymentConfiguration, fetchPaymentMethods } from './api/donate-api';
import { monthlyOffered } from './logic/monthly-offer';
import { monthlyMethodsOf } from './logic/monthly-methods';
import { cardFormOf } from './logic/card-form';
import { CharitySummary } from './components/charity-summary';
import { DonationForm } from './components/donation-form';
import { LoadProblem } from '../../components/ui/load-problem';
import { useRemote } from '../../hooks/use-remote';
import './donate.css';

/** /zbiorka/:name/wsparcie — choose an amount and a payment method, then pay at the operator. */
export function SupportPage() {
  useDocumentMeta(PAGE_META.support.title, PAGE_META.support.description);
  return (
    <OnlineOnly what="Wpłata">
      <Support />
    </OnlineOnly>
  );
}

function Support() {
  const { name = '' } = useParams();
  const charity = useRemote(`charity:${name}`, (signal) => fetchCharity(name, signal));
  if (charity.status === 'ready') return <SupportForCharity charity={charity.data} />;
  return (
    <section className="page page--narrow donate">
      <h1>Wesprzyj zbiórkę</h1>
      {charity.status === 'error' ? (
        <LoadProblem message={charity.message} notFound={charity.notFound} onRetry={charity.reload} back={{ href: paths.charities.getHref(), label: 'Zobacz wszystkie zbiórki' }} />
      ) : (
        <p className="loading" role="status">
          Wczytujemy zbiórkę…
        </p>
      )}
    </section>
  );
}

function SupportForCharity({ charity }: { charity: CharityDetails }) {
  const open = takesDonations(charity.status);
  const methods = useRemote(open ? `methods:${charity.id}` : null, (signal) => fetchPaymentMethods(charity.id, signal));
  const configuration = useRemote(open ? `payment-configuration:${charity.id}` : null, (signal) => fetchPaymentConfiguration(charity.id, signal));
  const offered = configuration.status === 'ready' ? configuration.data : null;
  const monthly = monthlyOffered(offered);
  const monthlyMethods = monthlyMethodsOf(offered);
  const charityHref = paths.charity.getHref({ name: charity.url });
  return (
    <section className="page donate donate--support">
      <p className="donate__back">
        <Link to={charityHref}>← Wróć do zbiórki</Link>
      </p>
      <h1>Wesprzyj zbiórkę</h1>
      <div className="donate__layout">
        <CharitySummary charity={charity} />
        {open ? (
          <DonationForm charity={charity} methods={methods} monthly={monthly} monthlyMethods={monthlyMethods} cardForm={cardFormOf(offered)} />
        ) : (
          <div className="donate__closed" role="status">
            <p>{PAYMENT_MESSAGES.charityClosed}</p>
            <p className="actions">
              <Link className="btn btn--primary" to={paths.charities.getHref()}>
                Zobacz inne zbiórki
              </Link>
              <Link className="btn" to={charityHref}>
                Wróć do zbiórki
              </Link>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
