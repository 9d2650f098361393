import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '@zlota/shared/constants';
import { API_MESSAGES } from '@zlota/shared/messages';
import { PAGE_META } from '@zlota/shared/page-meta';
import { resetPasswordSchema } from '@zlota/shared/schemas/auth';
import { OnlineOnly } from '../../components/layout/online-only';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';
import { authApi } from './api/auth-api';
import { AnonymousOnly } from './components/anonymous-only';
import { AuthCard } from './components/auth-card';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordField } from '../../components/ui/password-field';
import { useNotify } from '../../hooks/use-notify';
import { useSchemaForm } from '../../hooks/use-schema-form';
import './auth.css';

const FORM = 'reset';

type NewPassword = { token: string; password: string; password_confirmation: string };

function MissingToken() {
  return (
    <div className="account-done" role="alert">
      <p>{API_MESSAGES.resetInvalid}</p>
      <p>Otwórz link z ostatniej wiadomości od nas albo poproś o nowy.</p>
      <Link to={paths.remember.getHref()} className="btn btn--primary">
        Poproś o nowy link
      </Link>
    </div>
  );
}

/** Spec §2: /user/reset-password?token=… — the link from the e-mail sets a new password. */
export function ResetPasswordPage() {
  useDocumentMeta(PAGE_META.resetPassword.title, PAGE_META.resetPassword.description);
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const navigate = useNavigate();
  const notify = useNotify();
  const [problem, setProblem] = useState<string | null>(null);
  const { sending, field, submit } = useSchemaForm<NewPassword>({
    form: FORM,
    schema: resetPasswordSchema,
    defaultValues: { token, password: '', password_confirmation: '' },
    order: ['password', 'password_confirmation'],
  });

  const send = async (body: NewPassword) => {
    setProblem(null);
    try {
      const { message } = await authApi.resetPassword(body);
      notify.success(message);
      void navigate(paths.login.getHref(), { replace: true });
    } catch (error) {
      setProblem(await errorMessage(error));
    }
  };

  return (
    <AnonymousOnly>
      <OnlineOnly what="Zmiana hasła">
        <AuthCard title="Ustaw nowe hasło" lead={token ? 'Wpisz nowe hasło dwa razy. Po zmianie zalogujesz się już nowym hasłem.' : undefined}>
          {!token ? (
            <MissingToken />
          ) : (
            <form className="account-form" onSubmit={submit(send)} noValidate>
              <FormAlert message={problem} />
              {problem && (
                <p>
                  <Link to={paths.remember.getHref()}>Poproś o nowy link do zmiany hasła</Link>
                </p>
              )}
              <PasswordField {...field('password')} label="Nowe hasło" hint={`Co najmniej ${PASSWORD_MIN_LENGTH} znaków.`} autoComplete="new-password" />
              <PasswordField {...field('password_confirmation')} label="Powtórz nowe hasło" autoComplete="new-password" />
              <button type="submit" className="btn btn--primary account-form__submit" disabled={sending}>
                {sending ? 'Zapisywanie…' : 'Zmień hasło'}
              </button>
            </form>
          )}
        </AuthCard>
      </OnlineOnly>
    </AnonymousOnly>
  );
}
