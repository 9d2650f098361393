import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** A call that did not work: a missing fundraiser leads to the list, anything else can be tried again. */
export function LoadProblem({ message, notFound, onRetry }: { message: string; notFound: boolean; onRetry: () => void }) {
  return (
    <div className="donate__problem" role="alert">
      <p>{message}</p>
      <p className="actions">
        {!notFound && (
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            Spróbuj ponownie
          </button>
        )}
        <Link className={notFound ? 'btn btn--primary' : 'btn'} to={paths.charities.getHref()}>
          Zobacz wszystkie zbiórki
        </Link>
      </p>
    </div>
  );
}
