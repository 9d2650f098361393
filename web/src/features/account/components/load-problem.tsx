import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** What a screen says when its data did not come: the reason and a way to try again. */
export function LoadProblem({ title, message, retry }: { title: string; message: string; retry: () => void }) {
  return (
    <section className="page page--narrow" role="alert" aria-labelledby="load-problem-title">
      <h1 id="load-problem-title">{title}</h1>
      <p>{message}</p>
      <p className="actions">
        <button type="button" className="btn btn--primary" onClick={retry}>
          Spróbuj ponownie
        </button>
        <Link to={paths.account.getHref()} className="btn">
          Wróć do konta
        </Link>
      </p>
    </section>
  );
}
