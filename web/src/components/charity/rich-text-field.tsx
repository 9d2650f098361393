import './charity-editor.css';
import { lazy, Suspense } from 'react';
import { FieldError } from '../ui/field-error';

// The editor (Tiptap on ProseMirror) is its own chunk: only the screens that write a description load it.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

interface RichTextFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}

/** The fundraiser's full description: headings, emphasis, lists, quotes and links. */
export function RichTextField({ id, label, hint, value, onChange, error }: RichTextFieldProps) {
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field rich-text-field">
      <span className="field__label" id={`${id}-label`} onClick={() => document.getElementById(id)?.focus()}>
        {label}
      </span>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <Suspense
        fallback={
          <div className="rich-text rich-text--loading" role="status">
            Wczytywanie edytora…
          </div>
        }
      >
        <RichTextEditor id={id} labelledBy={`${id}-label`} describedBy={describedBy} invalid={Boolean(error)} value={value} onChange={onChange} />
      </Suspense>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
