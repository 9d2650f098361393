import './charity-editor.css';
import { useState } from 'react';
import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { CharityUpdate, PostedUpdate } from '@zlota/shared/entities';
import {
  charityUpdateInputSchema,
  UPDATE_EMAILS_PER_DAY,
  UPDATE_EMAILS_PER_WEEK,
  UPDATE_JSON_FIELD,
  UPDATE_PICTURES_FIELD,
  type CharityUpdateInput,
} from '@zlota/shared/schemas/updates';
import { api } from '../../lib/api-client';
import { useNotify } from '../../hooks/use-notify';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { RichTextField } from './rich-text-field';
import { UpdatePicturesField, type UpdatePicture } from './update-pictures-field';
import { INVALID_FORM_MESSAGE } from '../../lib/form-errors';

const FORM = 'update';
const ORDER = ['body', UPDATE_PICTURES_FIELD] as const;

/** The update as the API takes it: its JSON in one part, the pictures beside it. */
function updateRequest(input: CharityUpdateInput, pictures: UpdatePicture[]): FormData {
  const form = new FormData();
  form.append(UPDATE_JSON_FIELD, JSON.stringify(input));
  for (const picture of pictures) form.append(UPDATE_PICTURES_FIELD, picture.file, picture.file.name);
  return form;
}

interface UpdateFormProps {
  charityId: number;
  /** After the update is public: the screen may show it in its list. */
  onPosted?: (update: CharityUpdate) => void;
}

/**
 * "Dodaj aktualność": the one form the owner (Konto) and the foundation's panel post an update with — rich text, and up
 * to five pictures with their descriptions. It is public at once, and e-mailed to donors who asked for updates and
 * confirmed their address, within the fundraiser's e-mail limits (issue 29).
 */
export function UpdateForm({ charityId, onPosted }: UpdateFormProps) {
  const notify = useNotify();
  const [pictures, setPictures] = useState<UpdatePicture[]>([]);
  // A new editor after each update: it takes its starting text only once.
  const [round, setRound] = useState(0);
  const { values, errors, sending, change, submit, showRefusal, markField, id } = useSchemaForm<{ body: string }, CharityUpdateInput>({
    form: FORM,
    schema: charityUpdateInputSchema,
    defaultValues: { body: '' },
    order: ORDER,
    prepare: (typed) => ({ body: typed.body, alts: pictures.map((picture) => picture.alt) }),
    onInvalid: () => notify.error(INVALID_FORM_MESSAGE),
  });

  const send = async (input: CharityUpdateInput) => {
    try {
      const posted = await api.send<PostedUpdate>('post', apiPath(API_ROUTES.charityUpdateCreate, { id: charityId }), updateRequest(input, pictures));
      // The server says whether it went out by e-mail: not when no one confirmed, nor over the fundraiser's limit.
      notify.success(posted.message);
      change('body', '');
      setPictures([]);
      setRound((n) => n + 1);
      onPosted?.(posted);
    } catch (error) {
      await showRefusal(error);
    }
  };

  return (
    <form className="account-form update-form" onSubmit={submit(send)} noValidate>
      <RichTextField
        key={round}
        id={id('body')}
        label="Treść aktualności"
        hint={`Opowiedz darczyńcom, co się wydarzyło: na co poszły pieniądze, jak czuje się podopieczny, co dalej. E-mailem wysyłamy najwyżej ${UPDATE_EMAILS_PER_DAY} aktualność na dobę i ${UPDATE_EMAILS_PER_WEEK} w tygodniu, kolejne są tylko na stronie zbiórki.`}
        value={values.body}
        onChange={(html) => change('body', html)}
        error={errors.body}
      />
      <UpdatePicturesField
        id={id(UPDATE_PICTURES_FIELD)}
        pictures={pictures}
        onChange={(next) => {
          setPictures(next);
          markField(UPDATE_PICTURES_FIELD, undefined);
        }}
        error={errors[UPDATE_PICTURES_FIELD] ?? errors.alts}
        onError={(message) => markField(UPDATE_PICTURES_FIELD, message)}
      />
      <button type="submit" className="btn btn--primary" disabled={sending}>
        {sending ? 'Publikowanie…' : 'Opublikuj aktualność'}
      </button>
    </form>
  );
}
