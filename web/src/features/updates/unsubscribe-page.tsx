import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Unsubscribed } from '@zlota/shared/entities';
import { PAGE_META } from '@zlota/shared/page-meta';
import { OnlineOnly } from '../../components/layout/online-only';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';
import { updatesApi } from './api/updates-api';
import './updates.css';

type Outcome = { state: 'asking' } | { state: 'sending' } | { state: 'done'; answer: Unsubscribed } | { state: 'failed'; message: string };

/**
 * /aktualnosci/wypisz/:token — the link of every update e-mail. One button, not an automatic request: mail programs
 * and scanners open links by themselves, and only the donor's click should unsubscribe. No login is needed.
 */
export function UnsubscribePage() {
  useDocumentMeta(PAGE_META.unsubscribe.title, PAGE_META.unsubscribe.description);
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'asking' });
  const confirm = async () => {
    setOutcome({ state: 'sending' });
    try {
      setOutcome({ state: 'done', answer: await updatesApi.unsubscribe(token) });
    } catch (error) {
      setOutcome({ state: 'failed', message: await errorMessage(error) });
    }
  };

  return (
    <OnlineOnly what="Wypisanie z aktualności">
      <section className="page page--narrow unsubscribe" aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title">Aktualności zbiórki</h1>
        {(outcome.state === 'asking' || outcome.state === 'sending') && (
          <>
            <p>Nie chcesz już dostawać e-maili z aktualnościami tej zbiórki? Potwierdź jednym kliknięciem — nie trzeba się logować.</p>
            <button type="button" className="btn btn--primary" onClick={() => void confirm()} disabled={outcome.state === 'sending'}>
              {outcome.state === 'sending' ? 'Wypisujemy…' : 'Wypisz mnie z aktualności'}
            </button>
          </>
        )}
        {outcome.state === 'done' && (
          <div role="status">
            <p>
              <strong>{outcome.answer.message}</strong>
            </p>
            <p>
              Dziękujemy za wsparcie zbiórki „{outcome.answer.charity_title}”. Jej stronę możesz odwiedzić w każdej chwili:{' '}
              <Link to={paths.charity.getHref({ name: outcome.answer.charity_url })}>zobacz zbiórkę</Link>.
            </p>
          </div>
        )}
        {outcome.state === 'failed' && (
          <div role="alert">
            <p>{outcome.message}</p>
            <button type="button" className="btn" onClick={() => void confirm()}>
              Spróbuj ponownie
            </button>
          </div>
        )}
      </section>
    </OnlineOnly>
  );
}
