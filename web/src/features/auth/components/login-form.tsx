import { useState } from 'react';
import { credentialsSchema } from '@zlota/shared/schemas/auth';
import type { Session } from '@zlota/shared/entities';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/fields';
import { PasswordField } from '../../../components/ui/password-field';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { errorMessage } from '../../../lib/api-client';

type Credentials = { login: string; password: string };

interface LoginFormProps<Answer> {
  form: string;
  /** Calls the API; resolves to a session (or the admin login's challenge for a code), or to a Polish message of why not. */
  login: (credentials: Credentials) => Promise<Answer | string>;
  onLoggedIn: (answer: Answer) => void;
  submitLabel: string;
}

const ORDER = ['login', 'password'] as const;

/** Login and password (`credentialsSchema`), the server's refusal shown above the fields. */
export function LoginForm<Answer = Session>({ form, login, onLoggedIn, submitLabel }: LoginFormProps<Answer>) {
  const [problem, setProblem] = useState<string | null>(null);
  const { sending, field, submit } = useSchemaForm<Credentials>({
    form,
    schema: credentialsSchema,
    defaultValues: { login: '', password: '' },
    order: ORDER,
    onInvalid: () => setProblem(null),
  });

  const send = async (credentials: Credentials) => {
    setProblem(null);
    try {
      const answer = await login(credentials);
      if (typeof answer === 'string') setProblem(answer);
      else onLoggedIn(answer);
    } catch (error) {
      setProblem(await errorMessage(error));
    }
  };

  return (
    <form className="account-form" onSubmit={submit(send)} noValidate aria-describedby={problem ? `${form}-problem` : undefined}>
      <FormAlert message={problem} id={`${form}-problem`} />
      <TextField {...field('login')} label="E-mail lub nazwa użytkownika" type="text" autoComplete="username" autoCapitalize="off" spellCheck={false} />
      <PasswordField {...field('password')} label="Hasło" autoComplete="current-password" />
      <button type="submit" className="btn btn--primary account-form__submit" disabled={sending}>
        {sending ? 'Logowanie…' : submitLabel}
      </button>
    </form>
  );
}
