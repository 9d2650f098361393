import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PAGE_META, type PageName } from '@zlota/shared/page-meta';
import { OnlineOnly } from '../../components/layout/online-only';
import { errorMessage } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';
import './updates.css';

type Outcome<T> = { state: 'asking' } | { state: 'sending' } | { state: 'done'; answer: T } | { state: 'failed'; message: string };

interface EmailLinkPageProps<T> {
  meta: PageName;
  /** What needs the network, as OnlineOnly says it. */
  what: string;
  heading: string;
  question: ReactNode;
  action: string;
  acting: string;
  /** The server's answer to the token of the link. */
  act: (token: string) => Promise<T>;
  done: (answer: T) => ReactNode;
}

/**
 * A page an update e-mail's link opens (/aktualnosci/...:token): one button, not an automatic request. Mail programs
 * and scanners open links by themselves, and only the donor's click should act. No login is needed.
 */
export function EmailLinkPage<T>({ meta, what, heading, question, action, acting, act, done }: EmailLinkPageProps<T>) {
  useDocumentMeta(PAGE_META[meta].title, PAGE_META[meta].description);
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome<T>>({ state: 'asking' });
  const click = async () => {
    setOutcome({ state: 'sending' });
    try {
      setOutcome({ state: 'done', answer: await act(token) });
    } catch (error) {
      setOutcome({ state: 'failed', message: await errorMessage(error) });
    }
  };

  return (
    <OnlineOnly what={what}>
      <section className="page page--narrow unsubscribe" aria-labelledby="email-link-title">
        <h1 id="email-link-title">{heading}</h1>
        {(outcome.state === 'asking' || outcome.state === 'sending') && (
          <>
            <p>{question}</p>
            <button type="button" className="btn btn--primary" onClick={() => void click()} disabled={outcome.state === 'sending'}>
              {outcome.state === 'sending' ? acting : action}
            </button>
          </>
        )}
        {outcome.state === 'done' && <div role="status">{done(outcome.answer)}</div>}
        {outcome.state === 'failed' && (
          <div role="alert">
            <p>{outcome.message}</p>
            <button type="button" className="btn" onClick={() => void click()}>
              Spróbuj ponownie
            </button>
          </div>
        )}
      </section>
    </OnlineOnly>
  );
}
