import { useState, type FormEvent } from 'react';
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
import { fieldId, firstInvalid, focusField, issuesToFieldErrors, type FieldErrors } from '../../lib/form-errors';
import './auth.css';

const FORM = 'reset';

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
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const set = (key: 'password' | 'password_confirmation') => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const parsed = resetPasswordSchema.safeParse({ token, ...values });
    if (!parsed.success) {
      const found = issuesToFieldErrors(parsed.error.issues);
      setErrors(found);
      const first = firstInvalid(['password', 'password_confirmation'], found);
      if (first) focusField(fieldId(FORM, first));
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const { message } = await authApi.resetPassword(parsed.data);
      notify.success('Hasło zostało zmienione', message);
      navigate(paths.login.getHref(), { replace: true });
    } catch (error) {
      setProblem(await errorMessage(error));
      setSending(false);
    }
  };

  return (
    <AnonymousOnly>
      <OnlineOnly what="Zmiana hasła">
        <AuthCard title="Ustaw nowe hasło" lead={token ? 'Wpisz nowe hasło dwa razy. Po zmianie zalogujesz się już nowym hasłem.' : undefined}>
          {!token ? (
            <MissingToken />
          ) : (
            <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
              <FormAlert message={problem} />
              {problem && (
                <p>
                  <Link to={paths.remember.getHref()}>Poproś o nowy link do zmiany hasła</Link>
                </p>
              )}
              <PasswordField
                id={fieldId(FORM, 'password')}
                name="password"
                label="Nowe hasło"
                hint={`Co najmniej ${PASSWORD_MIN_LENGTH} znaków.`}
                value={values.password}
                onChange={set('password')}
                error={errors.password}
                autoComplete="new-password"
                required
              />
              <PasswordField
                id={fieldId(FORM, 'password_confirmation')}
                name="password_confirmation"
                label="Powtórz nowe hasło"
                value={values.password_confirmation}
                onChange={set('password_confirmation')}
                error={errors.password_confirmation}
                autoComplete="new-password"
                required
              />
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
