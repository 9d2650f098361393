import './charity-editor.css';
import { useRef, useState, type FormEvent } from 'react';
import { userCharitySchema } from '@zlota/shared/schemas/charity';
import { errorFields, errorMessage } from '../../lib/api-client';
import { useNotify } from '../../hooks/use-notify';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { USER_CHARITY_FIELD_ORDER, userCharityBody, type UserCharityBody, type UserCharityValues } from './logic/charity-form';
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
  const [image, setImage] = useState<File | null>(null);
  // Which button sent the form: a draft is checked more leniently than a fundraiser sent for review.
  const toReview = useRef(false);
  const { values, errors, sending, change, submit, showFieldErrors, markField, id } = useSchemaForm<UserCharityValues, UserCharityBody>({
    form: FORM,
    schema: userCharitySchema,
    defaultValues: initial,
    order: USER_CHARITY_FIELD_ORDER,
    prepare: (typed) => userCharityBody(typed, toReview.current),
    onInvalid: () => notify.error('Popraw zaznaczone pola formularza.'),
  });
  const sendingAs = sending ? (toReview.current ? 'submit' : 'draft') : null;

  const send = async (body: UserCharityBody) => {
    try {
      await save(body, image);
    } catch (error) {
      notify.error(await errorMessage(error));
      showFieldErrors(await errorFields(error));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    toReview.current = mode !== 'submitted' && submitter?.value === 'submit';
    submit(send)(event);
  };

  return (
    <form className="account-form charity-form" onSubmit={onSubmit} noValidate>
      <p className="account-required-note">Wszystkie pola są obowiązkowe, chyba że przy polu napisano inaczej.</p>
      <fieldset className="form-section">
        <legend>Zbiórka</legend>
        <CharityFields
          form={FORM}
          values={values}
          errors={errors}
          onChange={change}
        />
        <RichTextField
          id={id('description')}
          label="Pełny opis (nieobowiązkowy)"
          hint="Opowiedz historię podopiecznego: czego potrzebuje i jak pomoże zebrana kwota. Możesz dodać nagłówki, listy i odnośniki."
          value={values.description}
          onChange={(html) => change('description', html)}
          error={errors.description}
        />
      </fieldset>
      <fieldset className="form-section">
        <legend>Zdjęcie</legend>
        <ImagePicker
          id={id('image')}
          file={image}
          onChange={(file) => {
            setImage(file);
            markField('image', undefined);
          }}
          currentUrl={currentImageUrl ?? null}
          error={errors.image}
          onError={(message) => markField('image', message)}
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
          onChange={(field, value) => change(`needy.${field}`, value)}
        />
      </fieldset>
      <div className="charity-form__actions">
        {mode === 'submitted' ? (
          <button type="submit" value="draft" className="btn btn--primary" disabled={sending}>
            {sending ? 'Zapisywanie…' : 'Zapisz zmiany'}
          </button>
        ) : (
          <>
            <button type="submit" value="draft" className="btn" disabled={sending}>
              {sendingAs === 'draft' ? 'Zapisywanie…' : 'Zapisz szkic'}
            </button>
            <button type="submit" value="submit" className="btn btn--primary" disabled={sending}>
              {sendingAs === 'submit' ? 'Wysyłanie…' : 'Wyślij do akceptacji'}
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
