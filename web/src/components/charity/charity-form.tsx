import './charity-editor.css';
import { useState, type FormEvent } from 'react';
import { errorFields, errorMessage } from '../../lib/api-client';
import { useNotify } from '../../hooks/use-notify';
import { USER_CHARITY_FIELD_ORDER, validateUserCharity, type UserCharityBody, type UserCharityValues } from './logic/charity-form';
import { fieldId, firstInvalid, focusField, type FieldErrors } from '../../lib/form-errors';
import { CharityFields, NeedyFields } from './charity-fields';
import { ImagePicker } from './image-picker';
import { RichTextField } from './rich-text-field';

const FORM = 'charity';

interface CharityFormProps {
  initial: UserCharityValues;
  /** The picture the fundraiser already has (edit). */
  currentImageUrl?: string | null;
  /** A new fundraiser or a draft: saved as a draft or sent for review. A submitted one: only saved. */
  mode: 'new' | 'draft' | 'submitted';
  /** Sends the fundraiser; throws what the API answered. */
  save: (body: UserCharityBody, image: File | null) => Promise<void>;
}

/** The fundraiser form of the issue, validated by the shared schema the server runs too. */
export function CharityForm({ initial, currentImageUrl, mode, save }: CharityFormProps) {
  const notify = useNotify();
  const [values, setValues] = useState<UserCharityValues>(initial);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState<'draft' | 'submit' | null>(null);
  const clear = (key: string) => setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));

  const report = (found: FieldErrors) => {
    setErrors(found);
    const first = firstInvalid(USER_CHARITY_FIELD_ORDER, found);
    if (first) focusField(fieldId(FORM, first));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const toReview = mode !== 'submitted' && submitter?.value === 'submit';
    const checked = validateUserCharity(values, toReview);
    if (!checked.ok) {
      report(checked.errors);
      notify.error('Popraw zaznaczone pola formularza.');
      return;
    }
    setSending(toReview ? 'submit' : 'draft');
    try {
      await save(checked.body, image);
    } catch (error) {
      notify.error(await errorMessage(error));
      report(await errorFields(error));
      setSending(null);
    }
  };

  return (
    <form className="account-form charity-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="account-required-note">Wszystkie pola są obowiązkowe, chyba że przy polu napisano inaczej.</p>
      <fieldset className="form-section">
        <legend>Zbiórka</legend>
        <CharityFields
          form={FORM}
          values={values}
          errors={errors}
          onChange={(field, value) => {
            setValues((current) => ({ ...current, [field]: value }));
            clear(field);
          }}
        />
        <RichTextField
          id={fieldId(FORM, 'description')}
          label="Pełny opis (nieobowiązkowy)"
          hint="Opowiedz historię podopiecznego: czego potrzebuje i jak pomoże zebrana kwota. Możesz dodać nagłówki, listy i odnośniki."
          value={values.description}
          onChange={(html) => {
            setValues((current) => ({ ...current, description: html }));
            clear('description');
          }}
          error={errors.description}
        />
      </fieldset>
      <fieldset className="form-section">
        <legend>Zdjęcie</legend>
        <ImagePicker
          id={fieldId(FORM, 'image')}
          file={image}
          onChange={(file) => {
            setImage(file);
            clear('image');
          }}
          currentUrl={currentImageUrl ?? null}
          error={errors.image}
          onError={(message) => setErrors((current) => ({ ...current, image: message }))}
        />
      </fieldset>
      <fieldset className="form-section">
        <legend>Podopieczny</legend>
        <p className="field__hint">Osoba, dla której zbierasz. Jej imię, nazwisko i miejscowość pokażemy na stronie zbiórki.</p>
        <NeedyFields
          form={FORM}
          prefix="needy."
          values={values.needy}
          errors={errors}
          onChange={(field, value) => {
            setValues((current) => ({ ...current, needy: { ...current.needy, [field]: value } }));
            clear(`needy.${field}`);
          }}
        />
      </fieldset>
      <div className="charity-form__actions">
        {mode === 'submitted' ? (
          <button type="submit" value="draft" className="btn btn--primary" disabled={sending !== null}>
            {sending ? 'Zapisywanie…' : 'Zapisz zmiany'}
          </button>
        ) : (
          <>
            <button type="submit" value="draft" className="btn" disabled={sending !== null}>
              {sending === 'draft' ? 'Zapisywanie…' : 'Zapisz szkic'}
            </button>
            <button type="submit" value="submit" className="btn btn--primary" disabled={sending !== null}>
              {sending === 'submit' ? 'Wysyłanie…' : 'Wyślij do akceptacji'}
            </button>
          </>
        )}
        <p className="field__hint charity-form__note">
          {mode === 'submitted'
            ? 'Zbiórka czeka na akceptację fundacji — zmiany zobaczymy przy jej sprawdzaniu.'
            : 'Szkic widzisz tylko Ty. Po wysłaniu do akceptacji fundacja sprawdzi zbiórkę i ją opublikuje.'}
        </p>
      </div>
    </form>
  );
}
