import { useEffect } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { formatZl } from '@zlota/shared/money';
import { PAGE_META } from '@zlota/shared/page-meta';
import { ShareButtons } from '../../components/charity/share-buttons';
import { OnlineOnly } from '../../components/layout/online-only';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/document-meta';
import { fetchCharity, fetchPayment, type PaymentDetails } from './api/donate-api';
import { confirmationHref } from '../../lib/download';
import { CharitySummary } from './components/charity-summary';
import { useRemote } from '../../hooks/use-remote';
import { rememberDonation } from '../../pwa/install-prompt';
import { isGuid } from './logic/payment-polling';
import { shareText } from './logic/share-text';
import './donate.css';

/** /zbiorka/:name/dziekuje?guid=… — thanks, the amount, the fundraiser's fresh progress and a nudge to share. */
export function ThankYouPage() {
  // A donation is the moment installing the portal makes sense (issue 37 item 1).
  useEffect(rememberDonation, []);
  useDocumentMeta(PAGE_META.thankYou.title, PAGE_META.thankYou.description);
  const { name = '' } = useParams();
  const [search] = useSearchParams();
  const guid = search.get('guid');
  return (
    <OnlineOnly what="Podsumowanie wpłaty">
      <section className="page page--narrow donate thank-you">
        {isGuid(guid) ? <ThankYou guid={guid} charityName={name} /> : <NoPayment charityName={name} />}
      </section>
    </OnlineOnly>
  );
}

function ThankYou({ guid, charityName }: { guid: string; charityName: string }) {
  const payment = useRemote(`payment:${guid}`, (signal) => fetchPayment(guid, signal));
  if (payment.status === 'error') {
    return payment.notFound ? <NoPayment charityName={charityName} /> : <Problem message={payment.message} onRetry={payment.reload} />;
  }
  if (payment.status !== 'ready') {
    return (
      <p className="loading" role="status">
        Wczytujemy podsumowanie wpłaty…
      </p>
    );
  }
  const url = payment.data.charity?.url ?? charityName;
  // A payment for another fundraiser is thanked for under that fundraiser's own address, never under this one.
  if (url !== charityName) return <Navigate replace to={paths.thankYou.getHref({ name: url }, `guid=${encodeURIComponent(guid)}`)} />;
  if (payment.data.status === 'paid') return <Thanks payment={payment.data} charityUrl={url} />;
  const processingHref = paths.paymentProcessing.getHref({ name: url }, `guid=${encodeURIComponent(guid)}`);
  return payment.data.status === 'failed' ? (
    <>
      <h1>Ta płatność nie powiodła się</h1>
      <p>Operator płatności nie potwierdził tej wpłaty. Możesz spróbować jeszcze raz — zajmie to tylko chwilę.</p>
      <p className="actions">
        <Link className="btn btn--primary" to={paths.support.getHref({ name: url })}>
          Spróbuj ponownie
        </Link>
      </p>
    </>
  ) : (
    <>
      <h1>Wpłata czeka na potwierdzenie</h1>
      <p>Operator płatności jeszcze jej nie potwierdził. Gdy to zrobi, wpłata zostanie zaliczona automatycznie.</p>
      <p className="actions">
        <Link className="btn btn--primary" to={processingHref}>
          Sprawdź status wpłaty
        </Link>
      </p>
    </>
  );
}

function Thanks({ payment, charityUrl }: { payment: PaymentDetails; charityUrl: string }) {
  const charity = useRemote(`charity:${charityUrl}`, (signal) => fetchCharity(charityUrl, signal));
  const charityHref = paths.charity.getHref({ name: charityUrl });
  const title = payment.charity?.title ?? (charity.status === 'ready' ? charity.data.title : '');
  return (
    <>
      <div role="status">
        <h1>Dziękujemy!</h1>
        <p className="thank-you__lead">
          Twoja wpłata <strong>{formatZl(payment.amount)}</strong>
          {title && <> na zbiórkę „{title}”</>} została przyjęta. Dzięki Tobie zbiórka jest bliżej celu — to naprawdę ma znaczenie.
        </p>
      </div>
      <section className="thank-you__section" aria-labelledby="thank-you-confirmation">
        <h2 id="thank-you-confirmation">Potwierdzenie darowizny</h2>
        <p>Potwierdzenie w PDF przyda się przy rozliczeniu ulgi podatkowej. Jeśli podano adres e-mail, wysyłamy je także tam.</p>
        <p>
          <a className="btn" href={confirmationHref(payment.guid)} download>
            Pobierz potwierdzenie (PDF)
          </a>
        </p>
      </section>
      {charity.status === 'ready' && (
        <section className="thank-you__section" aria-labelledby="thank-you-progress">
          <h2 id="thank-you-progress">Tak wygląda zbiórka teraz</h2>
          <CharitySummary charity={charity.data} headingLevel={3} />
        </section>
      )}
      <section className="thank-you__section" aria-labelledby="thank-you-share">
        <h2 id="thank-you-share">Podziel się zbiórką</h2>
        <p>Jedno udostępnienie może przynieść kolejne wpłaty. Wyślij link rodzinie i znajomym — razem szybciej dojdziemy do celu.</p>
        <ShareButtons url={`${window.location.origin}${charityHref}`} title={title || 'Złota rybka'} text={shareText(title || 'Złota rybka')} />
      </section>
      <p className="actions thank-you__actions">
        <Link className="btn btn--primary" to={charityHref}>
          Wróć do zbiórki
        </Link>
        <Link className="btn" to={paths.home.getHref()}>
          Strona główna
        </Link>
      </p>
    </>
  );
}

function NoPayment({ charityName }: { charityName: string }) {
  return (
    <>
      <h1>Nie znaleźliśmy tej wpłaty</h1>
      <p>Link do podsumowania jest niepełny albo nieaktualny. Jeśli płatność została zrealizowana, wpłata zostanie zaliczona automatycznie — dziękujemy!</p>
      <p className="actions">
        {charityName && (
          <Link className="btn btn--primary" to={paths.charity.getHref({ name: charityName })}>
            Wróć do zbiórki
          </Link>
        )}
        <Link className="btn" to={paths.home.getHref()}>
          Strona główna
        </Link>
      </p>
    </>
  );
}

function Problem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <h1>Nie udało się wczytać podsumowania</h1>
      <p>{message}</p>
      <p className="actions">
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          Spróbuj ponownie
        </button>
      </p>
    </div>
  );
}
