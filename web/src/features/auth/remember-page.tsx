import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PAGE_META } from '@zlota/shared/page-meta';
import { rememberPasswordSchema } from '@zlota/shared/schemas/auth';
import { OnlineOnly } from '../../components/layout/online-only';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { useDocumentMeta } from '../../lib/document-meta';
import { authApi } from './api/auth-api';
import { AnonymousOnly } from './components/anonymous-only';
import { AuthCard } from './components/auth-card';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/fields';
import './auth.css';

/** Spec §2: /user/remember — a link to set a new password goes to the address, if it has an account. */
export function RememberPage() {
  useDocumentMeta(PAGE_META.remember.title, PAGE_META.remember.description);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { sending, field, submit } = useSchemaForm<{ email: string }>({
    form: 'remember',
    schema: rememberPasswordSchema,
    defaultValues: { email: '' },
    order: ['email'],
  });

  const send = async ({ email }: { email: string }) => {
    setProblem(null);
    try {
      setSent((await authApi.rememberPassword(email)).message);
    } catch (failure) {
      setProblem(await errorMessage(failure));
    }
  };

  return (
    <AnonymousOnly>
      <OnlineOnly what="Przypomnienie hasła">
        <AuthCard title="Nie pamiętasz hasła?" lead="Podaj adres e-mail konta. Wyślemy na niego link, którym ustawisz nowe hasło.">
          {sent ? (
            <div className="account-done" role="status">
              <p>{sent}</p>
              <p>Link jest jednorazowy i ważny przez godzinę. Nie widzisz wiadomości? Zajrzyj do folderu „Spam”.</p>
              <Link to={paths.login.getHref()} className="btn">
                Wróć do logowania
              </Link>
            </div>
          ) : (
            <form className="account-form" onSubmit={submit(send)} noValidate>
              <FormAlert message={problem} />
              <TextField {...field('email')} label="Adres e-mail" type="email" inputMode="email" autoComplete="email" autoCapitalize="off" spellCheck={false} />
              <button type="submit" className="btn btn--primary account-form__submit" disabled={sending}>
                {sending ? 'Wysyłanie…' : 'Wyślij link'}
              </button>
            </form>
          )}
          <ul className="account-links">
            <li>
              <Link to={paths.login.getHref()}>Pamiętasz hasło? Zaloguj się</Link>
            </li>
          </ul>
        </AuthCard>
      </OnlineOnly>
    </AnonymousOnly>
  );
}
