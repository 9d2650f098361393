import { useEffect, useState } from 'react';
import { UPDATE_MESSAGES } from '@zlota/shared/messages';
import { UPDATE_ALT_MAX, UPDATE_PICTURES_MAX } from '@zlota/shared/schemas/updates';
import { IMAGE_ACCEPT, imageFileProblem } from './logic/image-file';
import { describedBy, FieldError } from '../ui/field-error';

export interface UpdatePicture {
  file: File;
  alt: string;
}

interface UpdatePicturesFieldProps {
  id: string;
  pictures: UpdatePicture[];
  onChange: (pictures: UpdatePicture[]) => void;
  error?: string | undefined;
  onError: (message: string | undefined) => void;
}

/** A chosen picture's preview, made and freed with it. */
function usePreview(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

function PictureRow({ id, index, picture, onAlt, onRemove }: { id: string; index: number; picture: UpdatePicture; onAlt: (alt: string) => void; onRemove: () => void }) {
  const preview = usePreview(picture.file);
  const altId = `${id}-alt-${index}`;
  return (
    <li className="update-pictures__item">
      {preview && <img src={preview} alt="" className="update-pictures__preview" />}
      <div className="field">
        <label htmlFor={altId}>Co widać na zdjęciu {index + 1}? (nieobowiązkowe)</label>
        <input id={altId} value={picture.alt} maxLength={UPDATE_ALT_MAX} onChange={(event) => onAlt(event.target.value)} />
      </div>
      <button type="button" className="btn" onClick={onRemove}>
        Usuń zdjęcie {index + 1}
      </button>
    </li>
  );
}

/** Up to five pictures of an update, each with the words that describe it to someone who cannot see it. */
export function UpdatePicturesField({ id, pictures, onChange, error, onError }: UpdatePicturesFieldProps) {
  const [inputKey, setInputKey] = useState(0);
  const room = UPDATE_PICTURES_MAX - pictures.length;
  const hintId = `${id}-hint`;
  const choose = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    const problem = chosen.map(imageFileProblem).find(Boolean) ?? (chosen.length > room ? UPDATE_MESSAGES.tooManyPictures : undefined);
    onError(problem ?? undefined);
    setInputKey((n) => n + 1);
    if (!problem) onChange([...pictures, ...chosen.map((file) => ({ file, alt: '' }))]);
  };
  const replace = (index: number, next: UpdatePicture | null) => onChange(pictures.flatMap((picture, i) => (i !== index ? [picture] : next ? [next] : [])));
  const remaining = room === 1 ? 'jeszcze 1 zdjęcie' : room < 5 ? `jeszcze ${room} zdjęcia` : `jeszcze ${room} zdjęć`;

  return (
    <div className="field update-pictures">
      <label htmlFor={id}>Zdjęcia (nieobowiązkowe, najwyżej {UPDATE_PICTURES_MAX})</label>
      <p className="field__hint" id={hintId}>
        PNG, JPEG lub WebP, każde najwyżej 10 MB. {room > 0 ? `Możesz dodać ${remaining}.` : 'Dodano już wszystkie zdjęcia.'}
      </p>
      <input
        key={inputKey}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        disabled={room === 0}
        onChange={(event) => choose(event.target.files)}
        aria-describedby={describedBy(hintId, error && `${id}-error`)}
        aria-invalid={error ? true : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
      {pictures.length > 0 && (
        <ol className="update-pictures__list">
          {pictures.map((picture, index) => (
            <PictureRow
              key={`${picture.file.name}-${picture.file.lastModified}-${index}`}
              id={id}
              index={index}
              picture={picture}
              onAlt={(alt) => replace(index, { ...picture, alt })}
              onRemove={() => replace(index, null)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
