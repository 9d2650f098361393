import { Link } from 'react-router-dom';
import './load-problem.css';

interface LoadProblemProps {
  message: string;
  onRetry: () => void;
  /** Where to go instead, e.g. back to the account or to all fundraisers. */
  back: { href: string; label: string };
  /** A missing thing cannot be fetched again: the way back becomes the main action. */
  notFound?: boolean;
  /** A screen that has nothing else to show gives the problem its own heading. */
  title?: string;
}

/** What a screen says when its data did not come: the reason, "try again" and a way elsewhere. */
export function LoadProblem({ message, onRetry, back, notFound = false, title }: LoadProblemProps) {
  const actions = (
    <p className="actions">
      {!notFound && (
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          Spróbuj ponownie
        </button>
      )}
      <Link className={notFound ? 'btn btn--primary' : 'btn'} to={back.href}>
        {back.label}
      </Link>
    </p>
  );
  if (!title) {
    return (
      <div className="load-problem" role="alert">
        <p>{message}</p>
        {actions}
      </div>
    );
  }
  return (
    <section className="page page--narrow" role="alert" aria-labelledby="load-problem-title">
      <h1 id="load-problem-title">{title}</h1>
      <p>{message}</p>
      {actions}
    </section>
  );
}
