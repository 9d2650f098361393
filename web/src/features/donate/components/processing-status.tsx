import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { PollState } from '../logic/payment-polling';

interface ProcessingStatusProps {
  state: PollState;
  charityName: string;
  thankYouHref: string;
  onRetry: () => void;
}

/** What the donor reads while we wait for the operator, one view per state of the poll. */
export function ProcessingStatus({ state, charityName, thankYouHref, onRetry }: ProcessingStatusProps) {
  const charityHref = paths.charity.getHref({ name: charityName });
  const supportHref = paths.support.getHref({ name: charityName });
  const backToCharity = (
    <Link className="btn" to={charityHref}>
      Wróć do zbiórki
    </Link>
  );
  switch (state.phase) {
    case 'polling':
      return (
        <>
          <div className="processing__spinner" aria-hidden="true" />
          <h1>Czekamy na potwierdzenie płatności…</h1>
          <p>Zwykle trwa to kilka sekund. Nie zamykaj tej strony — gdy operator płatności potwierdzi wpłatę, przeniesiemy Cię dalej.</p>
          {state.connectionProblem && <p className="processing__note">Mamy chwilowy kłopot z połączeniem. Próbujemy dalej…</p>}
        </>
      );
    case 'paid':
      return (
        <>
          <h1>Płatność potwierdzona!</h1>
          <p>
            Przenosimy Cię dalej… Jeśli nic się nie dzieje, <Link to={thankYouHref}>przejdź do podziękowania</Link>.
          </p>
        </>
      );
    case 'failed':
      return (
        <>
          <h1>Płatność nie powiodła się</h1>
          <p>Operator płatności nie potwierdził wpłaty — mogła zostać przerwana albo odrzucona. Nic nie zostało zaksięgowane na zbiórce.</p>
          <p>Możesz spróbować jeszcze raz, także innym sposobem płatności.</p>
          <p className="actions">
            <Link className="btn btn--primary" to={supportHref}>
              Spróbuj ponownie
            </Link>
            {backToCharity}
          </p>
        </>
      );
    case 'timedOut':
      return (
        <>
          <h1>Potwierdzenie trwa dłużej niż zwykle…</h1>
          <p>Operator płatności nie przekazał nam jeszcze wyniku. Nie płać ponownie.</p>
          <p className="processing__note">
            Jeśli płatność została zrealizowana, wpłata zostanie zaliczona automatycznie, gdy tylko operator ją potwierdzi — nawet jeśli zamkniesz tę stronę.
          </p>
          <p className="actions">
            <button type="button" className="btn btn--primary" onClick={onRetry}>
              Sprawdź ponownie
            </button>
            {backToCharity}
          </p>
        </>
      );
    case 'notFound':
    case 'missing':
      return (
        <>
          <h1>Nie znaleźliśmy tej wpłaty</h1>
          <p>
            {state.phase === 'missing'
              ? 'W adresie strony brakuje numeru wpłaty, więc nie możemy sprawdzić jej statusu.'
              : 'Link do wpłaty jest niepełny albo nieaktualny, więc nie możemy sprawdzić jej statusu.'}{' '}
            Jeśli płatność została zrealizowana, nie martw się — wpłata zostanie zaliczona automatycznie.
          </p>
          <p>
            Masz pytania? <Link to={paths.contact.getHref()}>Napisz do nas</Link> — chętnie pomożemy.
          </p>
          <p className="actions">{backToCharity}</p>
        </>
      );
  }
}
