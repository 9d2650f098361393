import { NeedyFields } from '../../../../components/charity/charity-fields';
import { CheckField, TextAreaField, TextField } from '../../../../components/ui/fields';
import type { FieldErrors } from '../../../../lib/form-errors';
import type { AdminCharityValues } from './admin-charity-values';
import { NeedyPicker } from './needy-picker';
import { StatusOptions } from './status-options';

interface AdminCharityFieldsProps {
  values: AdminCharityValues;
  errors: FieldErrors;
  change: (name: string, value: unknown) => void;
  id: (name: string) => string;
  currentNeedy: { id: number; label: string } | null;
}

/** The foundation's own fields of the editor: status, promotion, and the beneficiary picked or created here. */
export function AdminCharityFields({ values, errors, change, id, currentNeedy }: AdminCharityFieldsProps) {
  const mode = values.needy_mode;
  return (
    <>
      <fieldset className="form-section">
        <legend>Ustawienia fundacji</legend>
        <div className="field">
          <label htmlFor={id('status')}>Status</label>
          <select id={id('status')} value={values.status} onChange={(event) => change('status', event.target.value)}>
            <StatusOptions />
          </select>
        </div>
        <CheckField id={id('promoted')} label="Wyróżniona na banerze strony głównej" checked={values.promoted} onChange={(checked) => change('promoted', checked)} />
        <TextField
          id={id('owner_email')}
          type="email"
          autoComplete="off"
          label="Właściciel zbiórki (e-mail konta)"
          hint="Puste pole: zbiórkę prowadzi fundacja."
          value={values.owner_email}
          onChange={(value) => change('owner_email', value)}
          error={errors.owner_email}
        />
      </fieldset>
      <fieldset className="form-section">
        <legend>Podopieczny</legend>
        <div className="admin-choice" role="radiogroup" aria-label="Skąd podopieczny">
          <label>
            <input type="radio" name="needy_mode" checked={mode === 'existing'} onChange={() => change('needy_mode', 'existing')} /> Wybierz istniejącego
          </label>
          <label>
            <input type="radio" name="needy_mode" checked={mode === 'new'} onChange={() => change('needy_mode', 'new')} /> Dodaj nowego
          </label>
        </div>
        {mode === 'existing' ? (
          <NeedyPicker id={id('needy_id')} value={values.needy_id} current={currentNeedy} error={errors.needy_id} onChange={(value) => change('needy_id', value)} />
        ) : (
          <>
            <NeedyFields form="charity" prefix="needy." values={values.needy} errors={errors} onChange={(field, value) => change(`needy.${field}`, value)} />
            <TextAreaField
              id={id('needy.contact')}
              label="Kontakt (nieobowiązkowy)"
              hint="Widzi go tylko fundacja."
              value={values.needy.contact}
              onChange={(value) => change('needy.contact', value)}
              error={errors['needy.contact']}
              rows={2}
              maxLength={500}
            />
            <TextAreaField
              id={id('needy.notes')}
              label="Notatki (nieobowiązkowe)"
              hint="Widzi je tylko fundacja; każdy wgląd trafia do dziennika zdarzeń."
              value={values.needy.notes}
              onChange={(value) => change('needy.notes', value)}
              error={errors['needy.notes']}
              rows={3}
              maxLength={5000}
            />
          </>
        )}
      </fieldset>
    </>
  );
}
