import { useState, type FormEvent } from 'react';
import { credentialsSchema } from '@zlota/shared/schemas/auth';
import type { Session } from '@zlota/shared/entities';
import { errorMessage } from '../../../lib/api-client';
import { fieldId, focusField, issuesToFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/fields';
import { PasswordField } from '../../../components/ui/password-field';

interface LoginFormProps {
  form: string;
  /** Calls the API; resolves to a session, or to a Polish message of why not. */
  login: (credentials: { login: string; password: string }) => Promise<Session | string>;
  onLoggedIn: (session: Session) => void;
  submitLabel: string;
}

/** Login and password (`credentialsSchema`), the server's refusal shown above the fields. */
export function LoginForm({ form, login, onLoggedIn, submitLabel }: LoginFormProps) {
  const [values, setValues] = useState({ login: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = (key: string) => fieldId(form, key);
  const set = (key: 'login' | 'password') => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const parsed = credentialsSchema.safeParse(values);
    if (!parsed.success) {
      const found = issuesToFieldErrors(parsed.error.issues);
      setErrors(found);
      setProblem(null);
      focusField(id(found.login ? 'login' : 'password'));
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const answer = await login(parsed.data);
      if (typeof answer === 'string') {
        setProblem(answer);
        setSending(false);
        return;
      }
      onLoggedIn(answer);
    } catch (error) {
      setProblem(await errorMessage(error));
      setSending(false);
    }
  };

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-describedby={problem ? `${form}-problem` : undefined}>
      <FormAlert message={problem} id={`${form}-problem`} />
      <TextField
        id={id('login')}
        name="login"
        label="E-mail lub nazwa użytkownika"
        value={values.login}
        onChange={set('login')}
        error={errors.login}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required
      />
      <PasswordField id={id('password')} name="password" label="Hasło" value={values.password} onChange={set('password')} error={errors.password} autoComplete="current-password" required />
      <button type="submit" className="btn btn--primary account-form__submit" disabled={sending}>
        {sending ? 'Logowanie…' : submitLabel}
      </button>
    </form>
  );
}
