import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteAccountSchema, type DeleteAccount as DeleteAccountBody } from '@zlota/shared/schemas/own-account';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { paths } from '../../../config/paths';
import { useNotify } from '../../../hooks/use-notify';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { errorFields, errorMessage } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { accountApi } from '../api/account-api';

/** Deleting the account, confirmed with the password; a fundraiser that still needs it is named in the dialog. */
export function DeleteAccount() {
  const notify = useNotify();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { sending, field, submit, showFieldErrors, change } = useSchemaForm<DeleteAccountBody>({
    form: 'delete-account',
    schema: deleteAccountSchema,
    defaultValues: { password: '' },
    order: ['password'],
  });

  const close = () => {
    setOpen(false);
    setProblem(null);
    change('password', '');
  };

  const send = async (body: DeleteAccountBody) => {
    setProblem(null);
    try {
      await accountApi.deleteAccount(body);
      session.clear();
      notify.success('Konto zostało usunięte', 'Twoje wpłaty zostają w księgach fundacji, już bez powiązania z kontem. Dziękujemy za każdą pomoc.');
      void navigate(paths.home.getHref(), { replace: true });
    } catch (error) {
      const fields = await errorFields(error);
      if (Object.keys(fields).length > 0) showFieldErrors(fields);
      else setProblem(await errorMessage(error));
    }
  };

  return (
    <>
      <p>Usunięcie konta jest nieodwracalne. Twoje wpłaty zostaną w księgach fundacji, ale bez Twojego imienia, nazwiska i adresu e-mail.</p>
      <button type="button" className="btn btn--danger-outline" onClick={() => setOpen(true)}>
        Usuń konto
      </button>
      <ConfirmDialog
        open={open}
        title="Usunąć konto?"
        confirmLabel="Usuń konto na zawsze"
        busy={sending}
        onConfirm={() => form.current?.requestSubmit()}
        onCancel={close}
      >
        <form ref={form} onSubmit={submit(send)} noValidate>
          <p>Tego nie da się cofnąć. Wpisz swoje hasło, aby potwierdzić, że to Ty.</p>
          <FormAlert message={problem} />
          <PasswordField {...field('password')} label="Twoje hasło" autoComplete="current-password" />
        </form>
      </ConfirmDialog>
    </>
  );
}
