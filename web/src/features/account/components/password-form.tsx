import { PASSWORD_MIN_LENGTH } from '@zlota/shared/constants';
import { changePasswordSchema, type ChangePassword } from '@zlota/shared/schemas/own-account';
import { PasswordField } from '../../../components/ui/password-field';
import { useNotify } from '../../../hooks/use-notify';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { accountApi } from '../api/account-api';

const EMPTY: ChangePassword = { current_password: '', password: '', password_confirmation: '' };

/** The current password, then the new one twice; other devices are signed out, this one stays. */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const notify = useNotify();
  const { sending, field, submit, showRefusal } = useSchemaForm<ChangePassword>({
    form: 'password',
    schema: changePasswordSchema,
    defaultValues: EMPTY,
    order: ['current_password', 'password', 'password_confirmation'],
  });

  const send = async (change: ChangePassword) => {
    try {
      const { message } = await accountApi.changePassword(change);
      notify.success('Hasło zmienione', message);
      onDone();
    } catch (error) {
      await showRefusal(error);
    }
  };

  return (
    <form className="account-form" onSubmit={submit(send)} noValidate aria-label="Zmiana hasła">
      <PasswordField {...field('current_password')} label="Obecne hasło" autoComplete="current-password" />
      <PasswordField {...field('password')} label="Nowe hasło" hint={`Co najmniej ${PASSWORD_MIN_LENGTH} znaków.`} autoComplete="new-password" />
      <PasswordField {...field('password_confirmation')} label="Powtórz nowe hasło" autoComplete="new-password" />
      <div className="actions">
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {sending ? 'Zapisywanie…' : 'Zmień hasło'}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          Anuluj
        </button>
      </div>
    </form>
  );
}
