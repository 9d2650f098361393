import './charity-editor.css';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { userCharitySchema } from '@zlota/shared/schemas/charity';
import type { FieldErrors } from '../../lib/form-errors';
import { useNotify } from '../../hooks/use-notify';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { USER_CHARITY_FIELD_ORDER, userCharityBody, type UserCharityBody, type UserCharityValues } from './logic/charity-form';
import { CharityFields, NeedyFields } from './charity-fields';
import { DeclarationsFields } from './declarations-fields';
import { ImagePicker } from './image-picker';
import { RichTextField } from './rich-text-field';
import { INVALID_FORM_MESSAGE } from '../../lib/form-errors';

const FORM = 'charity';

/** What the foundation's panel adds: its own schema and body, and its fields in place of the owner's beneficiary. */
export interface AdminEditor<V> {
  schema: z.ZodType;
  order: readonly string[];
  prepare: (values: V) => object;
  fields: (form: { values: V; errors: FieldErrors; change: (name: string, value: unknown) => void; id: (name: string) => string }) => ReactNode;
}

interface CharityFormProps<V extends UserCharityValues, B> {
  initial: V;
  /** The picture the fundraiser already has (edit). */
  currentImageUrl?: string | null;
  /** A new fundraiser or a draft: saved as a draft or sent for review. A submitted one: only saved. */
  mode: 'new' | 'draft' | 'submitted' | 'admin';
  /** Sends the fundraiser; throws what the API answered. */
  save: (body: B, image: File | null) => Promise<void>;
  /** The panel's fields and rules (mode 'admin'). */
  admin?: AdminEditor<V>;
}

/** The fundraiser form of the issue, validated by the shared schema the server runs too. */
export function CharityForm<V extends UserCharityValues = UserCharityValues, B = UserCharityBody>({ initial, currentImageUrl, mode, save, admin }: CharityFormProps<V, B>) {
  const notify = useNotify();
  const [image, setImage] = useState<File | null>(null);
  // Which button sent the form: a draft is checked more leniently than a fundraiser sent for review.
  const toReview = useRef(false);
  const { values, errors, sending, change, submit, showRefusal, markField, id } = useSchemaForm<V, B>({
    form: FORM,
    // Declarations are made once, when the fundraiser is created; changing it later does not ask again.
    schema: admin?.schema ?? (mode === 'new' ? userCharitySchema : userCharitySchema.omit({ declarations: true })),
    defaultValues: initial,
    order: admin?.order ?? USER_CHARITY_FIELD_ORDER,
    prepare: admin?.prepare ?? ((typed) => userCharityBody(typed, toReview.current)),
    onInvalid: () => notify.error(INVALID_FORM_MESSAGE),
  });
  // The generic form's field names are checked by the schema, not by the type of V.
  const set = change as (name: string, value: unknown) => void;
  const sendingAs = sending ? (toReview.current ? 'submit' : 'draft') : null;

  const send = async (body: B) => {
    try {
      await save(body, image);
    } catch (error) {
      await showRefusal(error);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    toReview.current = mode !== 'submitted' && mode !== 'admin' && submitter?.value === 'submit';
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
          onChange={set}
        />
        <RichTextField
          id={id('description')}
          label="Pełny opis (nieobowiązkowy)"
          hint="Opowiedz historię podopiecznego: czego potrzebuje i jak pomoże zebrana kwota. Możesz dodać nagłówki, listy i odnośniki."
          value={values.description}
          onChange={(html) => set('description', html)}
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
      {admin ? (
        admin.fields({ values, errors, change: set, id })
      ) : (
        <fieldset className="form-section">
          <legend>Podopieczny</legend>
          <p className="field__hint">Osoba, dla której zbierasz. Jej imię, nazwisko i miejscowość pokażemy na stronie zbiórki.</p>
          <NeedyFields
            form={FORM}
            prefix="needy."
            values={values.needy}
            errors={errors}
            onChange={(field, value) => set(`needy.${field}`, value)}
          />
        </fieldset>
      )}
      {mode === 'new' && values.declarations && (
        <DeclarationsFields
          id={id}
          values={values.declarations}
          errorOf={(key) => errors[`declarations.${key}`]}
          onChange={(key, accepted) => set(`declarations.${key}`, accepted)}
        />
      )}
      <div className="charity-form__actions">
        {mode === 'admin' ? (
          <button type="submit" className="btn btn--primary" disabled={sending}>
            {sending ? 'Zapisywanie…' : 'Zapisz zbiórkę'}
          </button>
        ) : mode === 'submitted' ? (
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
        {mode !== 'admin' && (
          <p className="field__hint charity-form__note">
            {mode === 'submitted'
              ? 'Zbiórka czeka na akceptację fundacji — zmiany zobaczymy przy jej sprawdzaniu.'
              : 'Szkic widzisz tylko Ty. Po wysłaniu do akceptacji fundacja sprawdzi zbiórkę i ją opublikuje.'}
          </p>
        )}
      </div>
    </form>
  );
}
