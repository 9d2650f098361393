import { useMemo, useState, type FormEvent } from 'react';
import type { CharityDetails, CharityRevision } from '@zlota/shared/entities';
import { imageUrl } from '@zlota/shared/images';
import { REVISION_PATH_NOTES, revisionPath } from '@zlota/shared/revisions';
import { ImagePicker } from '../../../components/charity/image-picker';
import { charityRequestBody } from '../../../components/charity/logic/charity-form';
import { RichTextField } from '../../../components/charity/rich-text-field';
import { errorFields, errorMessage } from '../../../lib/api-client';
import { useNotify } from '../../../hooks/use-notify';
import { accountApi } from '../api/account-api';

interface PublishedCharityFormProps {
  charity: CharityDetails;
  /** Its versions, newest first (GET charity/{id}/revisions). */
  revisions: CharityRevision[];
  onSaved: () => void;
}

/**
 * A published fundraiser's description and picture. Before saving, the owner reads which way the change goes
 * (the shared rule of shared/revisions.ts): a small text fix is public at once, anything else after review.
 */
export function PublishedCharityForm({ charity, revisions, onSaved }: PublishedCharityFormProps) {
  const notify = useNotify();
  const [latest] = revisions;
  const pending = latest?.status === 'pending' ? latest : null;
  const rejected = latest?.status === 'rejected' ? latest : null;
  // Edits are measured from the version the foundation approved last, so small ones that add up go to review.
  const approved = revisions.find((revision) => revision.approved) ?? charity;
  // A waiting change is where the owner goes on from; otherwise the live text, from the same answer as the key of
  // this form (after a save the fundraiser and its revisions reload apart, and either may come first).
  const live = revisions.find((revision) => revision.status === 'live');
  const [description, setDescription] = useState(pending?.description ?? live?.description ?? charity.description);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [sending, setSending] = useState(false);
  const path = useMemo(
    () => revisionPath(approved, { description, pictureChanged: image !== null || (pending !== null && pending.image !== approved.image) }),
    [approved, description, image, pending],
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    try {
      const body = { description };
      await accountApi.updateCharity(charity.id, charityRequestBody(body, image));
      notify.success(path === 'at_once' ? 'Poprawka jest już widoczna' : 'Zmiany wysłane do akceptacji');
      setImage(null);
      onSaved();
    } catch (error) {
      notify.error(await errorMessage(error));
      setErrors(await errorFields(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="account-form charity-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {pending && (
        <div className="charity-editor__revision" role="status">
          <p><strong>Zmiany czekają na akceptację.</strong> Do tego czasu na stronie zbiórki widać dotychczasowy opis i zdjęcie.</p>
          <p>Jeśli zapiszesz nową wersję, zastąpi ona tę, która czeka.</p>
        </div>
      )}
      {rejected && (
        <div className="charity-editor__revision" role="status">
          <p><strong>Fundacja nie przyjęła ostatnich zmian.</strong> Powód: {rejected.review_note}</p>
        </div>
      )}
      <fieldset className="form-section">
        <legend>Opis zbiórki</legend>
        <RichTextField
          id="published-description"
          label="Pełny opis"
          hint="Drobne poprawki (literówka, zdanie o postępach) są widoczne od razu. Większe zmiany (także kilka drobnych razem, liczone od wersji przyjętej przez fundację), nowe numery kont i telefonów, adresy e-mail, odnośniki i nowe zdjęcie sprawdza fundacja."
          value={description}
          onChange={setDescription}
          error={errors.description}
        />
      </fieldset>
      <fieldset className="form-section">
        <legend>Zdjęcie</legend>
        <ImagePicker
          id="published-image"
          file={image}
          onChange={(file) => {
            setImage(file);
            setErrors((current) => ({ ...current, image: undefined }));
          }}
          currentUrl={(pending?.image ?? charity.image) ? imageUrl((pending?.image ?? charity.image)!, 'card') : null}
          error={errors.image}
          onError={(message) => setErrors((current) => ({ ...current, image: message }))}
        />
      </fieldset>
      <div className="charity-form__actions">
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {sending ? 'Zapisywanie…' : 'Zapisz zmiany'}
        </button>
        <p className="field__hint charity-form__note" aria-live="polite">
          {REVISION_PATH_NOTES[path]}
        </p>
      </div>
    </form>
  );
}
