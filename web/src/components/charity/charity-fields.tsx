import { SHORT_DESCRIPTION_MAX, SHORT_DESCRIPTION_MIN, type CharityValues, type NeedyValues } from './logic/charity-form';
import type { FieldErrors } from '../../lib/form-errors';
import { bindTextFields, TextAreaField, TextField } from '../ui/fields';

type ContentField = Exclude<keyof CharityValues, 'description'>;

interface CharityFieldsProps {
  form: string;
  values: CharityValues;
  errors: FieldErrors;
  onChange: (field: ContentField, value: string) => void;
}

function Counter({ length }: { length: number }) {
  const over = length > SHORT_DESCRIPTION_MAX;
  const under = length > 0 && length < SHORT_DESCRIPTION_MIN;
  return (
    <p className={`field__counter${over || under ? ' field__counter--warn' : ''}`}>
      {length} / {SHORT_DESCRIPTION_MAX} znaków
      {under && ` — jeszcze co najmniej ${SHORT_DESCRIPTION_MIN - length}`}
    </p>
  );
}

/** The fundraiser's own words and target: title, name, goal, amount and the short description. */
export function CharityFields({ form, values, errors, onChange }: CharityFieldsProps) {
  const text = bindTextFields<ContentField>(form, values, errors, onChange);
  return (
    <>
      <TextField {...text('title')} label="Tytuł zbiórki" hint="Krótko i konkretnie, np. „Wózek dla Ani”." maxLength={200} />
      <TextField {...text('name')} label="Nazwa zbiórki" hint="Pokażemy ją nad tytułem, np. „Ania w ruchu”." maxLength={200} />
      <div className="field-row">
        <TextField {...text('target')} label="Cel zbiórki" hint="Na co zbierasz, np. „Wózek aktywny”." maxLength={300} />
        <TextField
          {...text('target_amount')}
          label="Kwota celu (zł)"
          hint="Od 1 zł do 10 000 000 zł, np. 12 500,00."
          inputMode="decimal"
          autoComplete="off"
          className="field__amount"
        />
      </div>
      <TextAreaField
        {...text('short_description')}
        label="Krótki opis"
        hint={`Od ${SHORT_DESCRIPTION_MIN} do ${SHORT_DESCRIPTION_MAX} znaków. Widać go na karcie zbiórki.`}
        rows={4}
        maxLength={SHORT_DESCRIPTION_MAX}
        after={<Counter length={values.short_description.length} />}
      />
    </>
  );
}

interface NeedyFieldsProps {
  form: string;
  values: NeedyValues;
  errors: FieldErrors;
  onChange: (field: keyof NeedyValues, value: string) => void;
  /** Where the fields' errors live in `errors`: `needy.name` in the fundraiser form, `name` on its own. */
  prefix?: string;
}

/** Who the fundraiser is for (spec §3: the beneficiary's name, surname and city). */
export function NeedyFields({ form, values, errors, onChange, prefix = '' }: NeedyFieldsProps) {
  const bind = bindTextFields<keyof NeedyValues>(form, values, errors, onChange, prefix);
  const text = (field: keyof NeedyValues) => ({ ...bind(field), maxLength: 128 });
  return (
    <>
      <div className="field-row">
        <TextField {...text('name')} label="Imię podopiecznego" autoComplete="off" />
        <TextField {...text('surname')} label="Nazwisko podopiecznego" autoComplete="off" />
      </div>
      <TextField {...text('city')} label="Miejscowość" hint="Pokażemy ją na karcie zbiórki." autoComplete="off" />
    </>
  );
}
