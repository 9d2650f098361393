import { useState } from 'react';
import { twoFactorCodeSchema, type TwoFactorCode } from '@zlota/shared/schemas/two-factor';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { errorMessage } from '../../lib/api-client';
import { FormAlert } from './form-alert';
import { TextField } from './fields';

interface OneTimeCodeFormProps {
  form: string;
  label: string;
  hint?: string;
  submitLabel: string;
  busyLabel: string;
  /** Sends the code; a refusal (the API's Polish message) is shown above the field. */
  onCode: (code: string) => Promise<void>;
  /** The code's own submit button class: the primary action unless told otherwise (turning the protection off). */
  secondary?: boolean;
}

const ORDER = ['code'] as const;

/** One field for a 6-digit code of the authenticator app or a recovery code (`twoFactorCodeSchema`). */
export function OneTimeCodeForm({ form, label, hint, submitLabel, busyLabel, onCode, secondary = false }: OneTimeCodeFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const { sending, field, submit } = useSchemaForm<TwoFactorCode>({
    form,
    schema: twoFactorCodeSchema,
    defaultValues: { code: '' },
    order: ORDER,
    onInvalid: () => setProblem(null),
  });

  const send = async ({ code }: TwoFactorCode) => {
    setProblem(null);
    try {
      await onCode(code);
    } catch (error) {
      setProblem(await errorMessage(error));
    }
  };

  return (
    <form className="account-form" onSubmit={submit(send)} noValidate aria-describedby={problem ? `${form}-problem` : undefined}>
      <FormAlert message={problem} id={`${form}-problem`} />
      <TextField {...field('code')} label={label} hint={hint} autoComplete="one-time-code" autoCapitalize="off" spellCheck={false} />
      <button type="submit" className={secondary ? 'btn account-form__submit' : 'btn btn--primary account-form__submit'} disabled={sending}>
        {sending ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
