import './charity-editor.css';
import { useEffect, useState } from 'react';
import { fileSizePl, IMAGE_ACCEPT, imageFileProblem } from './logic/image-file';
import { describedBy, FieldError } from '../ui/field-error';

interface ImagePickerProps {
  id: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The picture the fundraiser has now (edit), shown until another is chosen. */
  currentUrl?: string | null;
  error?: string | undefined;
  onError: (message: string | undefined) => void;
}

/** The fundraiser's picture: PNG, JPEG or WebP up to 10 MB, previewed before it is sent. */
export function ImagePicker({ id, file, onChange, currentUrl, error, onError }: ImagePickerProps) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const [inputKey, setInputKey] = useState(0);
  const shown = preview ?? currentUrl ?? null;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = imageFileProblem(chosen);
    onError(problem ?? undefined);
    if (problem) {
      setInputKey((n) => n + 1);
      return;
    }
    onChange(chosen);
  };

  return (
    <div className="field image-picker">
      <label htmlFor={id}>Zdjęcie zbiórki (nieobowiązkowe)</label>
      <p className="field__hint" id={`${id}-hint`}>
        PNG, JPEG lub WebP, najwyżej 10 MB. Najlepiej poziome (4:3), na którym dobrze widać podopiecznego.
      </p>
      <div className="image-picker__body">
        <div className="image-picker__preview">
          {shown ? (
            <img src={shown} alt={file ? `Podgląd wybranego zdjęcia: ${file.name}` : 'Obecne zdjęcie zbiórki'} />
          ) : (
            <span className="image-picker__empty">Nie wybrano zdjęcia</span>
          )}
        </div>
        <div className="image-picker__controls">
          <input
            key={inputKey}
            id={id}
            className="image-picker__input"
            name="image"
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(event) => choose(event.target.files?.[0])}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(`${id}-hint`, file && `${id}-chosen`, error && `${id}-error`)}
          />
          {/* The browser's own file button speaks the browser's language; this one speaks Polish. */}
          <label htmlFor={id} className="btn image-picker__button">
            {file || currentUrl ? 'Wybierz inne zdjęcie' : 'Wybierz zdjęcie'}
          </label>
          {file && (
            <>
              <p className="image-picker__chosen" id={`${id}-chosen`}>
                Wybrano: {file.name} ({fileSizePl(file.size)})
              </p>
              <button
                type="button"
                className="btn"
                onClick={() => {
                  onChange(null);
                  setInputKey((n) => n + 1);
                }}
              >
                {currentUrl ? 'Zostaw obecne zdjęcie' : 'Usuń wybrane zdjęcie'}
              </button>
            </>
          )}
        </div>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
