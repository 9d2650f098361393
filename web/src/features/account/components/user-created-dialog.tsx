import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { EMAIL_VERIFICATION_TTL_SECONDS } from '@zlota/shared/constants';
import { paths } from '../../../config/paths';

interface UserCreatedDialogProps {
  email: string;
  title: string;
}

/** Spec §2: after /nowy-uzytkownik-i-zbiorka — what happens next: the e-mail link, then the foundation's review. */
export function UserCreatedDialog({ email, title }: UserCreatedDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Opens once, when the account is made; closing it leaves the page's own summary behind.
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="confirm-dialog user-created" aria-labelledby="user-created-title">
      <h2 id="user-created-title">Konto i zbiórka zostały utworzone</h2>
      <ol className="user-created__steps">
        <li>
          <strong>Potwierdź adres e-mail.</strong> Na adres <strong>{email}</strong> wysłaliśmy wiadomość z linkiem aktywacyjnym. Kliknij go w ciągu{' '}
          {EMAIL_VERIFICATION_TTL_SECONDS / 3600} godzin — dopiero wtedy zalogujesz się na swoje konto.
        </li>
        <li>
          <strong>Poczekaj na akceptację.</strong> Fundacja sprawdzi zbiórkę „{title}” i ją opublikuje. Jej stan zobaczysz po zalogowaniu w zakładce
          Konto.
        </li>
      </ol>
      <p className="field__hint">Nie widzisz wiadomości? Zajrzyj do folderu „Spam” lub „Oferty”.</p>
      <div className="actions confirm-dialog__actions">
        <Link to={paths.login.getHref()} className="btn btn--primary">
          Przejdź do logowania
        </Link>
        <button type="button" className="btn" onClick={() => dialog.current?.close()}>
          Zamknij
        </button>
      </div>
    </dialog>
  );
}
