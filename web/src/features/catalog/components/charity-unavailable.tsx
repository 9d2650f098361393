import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export type UnavailableReason = 'gone' | 'offline' | 'failed';

export const UNAVAILABLE_TITLES: Record<UnavailableReason, string> = {
  gone: 'Nie znaleźliśmy tej zbiórki',
  offline: 'Ta zbiórka nie jest dostępna offline',
  failed: 'Nie udało się wczytać zbiórki',
};

const TEXTS: Record<UnavailableReason, string> = {
  gone: 'Zbiórka mogła zostać zakończona lub usunięta albo adres zawiera literówkę. Zobacz inne zbiórki, które czekają na wsparcie.',
  offline: 'Ta zbiórka nie była jeszcze oglądana na tym urządzeniu, więc bez internetu nie możemy jej pokazać. Gdy połączenie wróci, wczytamy ją od razu.',
  failed: 'Serwer chwilowo nie odpowiada. Spróbuj ponownie za chwilę.',
};

/** A fundraiser that is not public (or not here): a clear message and a way back home. */
export function CharityUnavailable({ reason, retry }: { reason: UnavailableReason; retry: () => void }) {
  return (
    <section className="page page--narrow charity-unavailable" aria-labelledby="charity-unavailable-heading">
      <h1 id="charity-unavailable-heading">{UNAVAILABLE_TITLES[reason]}</h1>
      <p>{TEXTS[reason]}</p>
      <p className="actions">
        {reason === 'failed' && (
          <button type="button" className="btn btn--primary" onClick={retry}>
            Spróbuj ponownie
          </button>
        )}
        <Link to={paths.home.getHref()} className={reason === 'failed' ? 'btn' : 'btn btn--primary'}>
          Zobacz wszystkie zbiórki
        </Link>
      </p>
    </section>
  );
}
