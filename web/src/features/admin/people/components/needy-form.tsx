import { needyAdminSchema } from '@zlota/shared/schemas/charity';
import { NeedyFields } from '../../../../components/charity/charity-fields';
import { TextAreaField } from '../../../../components/ui/fields';
import { useNotify } from '../../../../hooks/use-notify';
import { useSchemaForm } from '../../../../hooks/use-schema-form';
import type { NeedyBody } from '../../api/needy-api';
import { INVALID_FORM_MESSAGE } from '../../../../lib/form-errors';

const ORDER = ['name', 'surname', 'city', 'contact', 'notes'] as const;
export const EMPTY_NEEDY_BODY: NeedyBody = { name: '', surname: '', city: '', contact: '', notes: '' };

interface NeedyFormProps {
  initial: NeedyBody;
  submitLabel: string;
  /** Sends the person; throws what the API answered. */
  save: (body: NeedyBody) => Promise<void>;
  /** For a role that reads and does not write: the fields shown, not to be changed, and no button. */
  readOnly?: boolean;
}

/** A beneficiary's data, with the shared schema's Polish messages (the server runs the same one). */
export function NeedyForm({ initial, submitLabel, save, readOnly = false }: NeedyFormProps) {
  const notify = useNotify();
  const { values, errors, sending, change, submit, showRefusal, field } = useSchemaForm<NeedyBody>({
    form: 'needy',
    schema: needyAdminSchema,
    defaultValues: initial,
    order: ORDER,
    onInvalid: () => notify.error(INVALID_FORM_MESSAGE),
  });
  const send = async (body: NeedyBody) => {
    try {
      await save(body);
    } catch (error) {
      await showRefusal(error);
    }
  };
  const optional = (name: 'contact' | 'notes') => ({ ...field(name), required: false });
  return (
    <form className="account-form needy-form" onSubmit={submit(send)} noValidate>
      <fieldset className="needy-form__fields" disabled={readOnly}>
        <NeedyFields form="needy" values={values} errors={errors} onChange={(name, value) => change(name, value)} />
        <TextAreaField {...optional('contact')} label="Kontakt (nieobowiązkowy)" hint="Telefon, e-mail lub opiekun. Widzi go tylko fundacja." rows={2} maxLength={500} />
        <TextAreaField {...optional('notes')} label="Notatki (nieobowiązkowe)" hint="Np. stan zdrowia. Widzi je tylko fundacja." rows={4} maxLength={5000} />
      </fieldset>
      {!readOnly && (
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {sending ? 'Zapisywanie…' : submitLabel}
        </button>
      )}
    </form>
  );
}
