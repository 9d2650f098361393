import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { MODERATION, MODERATION_NOTE_MAX, type ModerationAction } from '@zlota/shared/moderation';
import { moderationSchema } from '@zlota/shared/schemas/moderation';
import { TextAreaField } from '../../../components/ui/fields';

/** What a text dialog's check says: the text as it will be sent, or the field's message. */
export type TextCheck = { text: string } | { error: string };

interface TextDialogProps {
  title: ReactNode;
  label: string;
  hint: string;
  submitLabel: string;
  destructive: boolean;
  maxLength: number;
  busy: boolean;
  /** The shared schema's verdict on the text, so the dialog says what the server would. */
  check: (text: string) => TextCheck;
  onSend: (text: string) => void;
  onCancel: () => void;
}

/** A modal that asks for one text (a reason, a note) before a step; Escape cancels unless the step is running. */
export function TextDialog({ title, label, hint, submitLabel, destructive, maxLength, busy, check, onSend, onCancel }: TextDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    dialog.current?.showModal();
    document.getElementById(`${id}-note`)?.focus();
  }, [id]);
  const send = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(text);
    if ('error' in checked) {
      setError(checked.error);
      document.getElementById(`${id}-note`)?.focus();
      return;
    }
    onSend(checked.text);
  };
  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={`${id}-title`} onClose={onCancel} onCancel={(event) => busy && event.preventDefault()}>
      <form onSubmit={send} noValidate>
        <h2 id={`${id}-title`}>{title}</h2>
        <TextAreaField
          id={`${id}-note`}
          label={label}
          hint={hint}
          value={text}
          onChange={(value) => {
            setText(value);
            setError(undefined);
          }}
          error={error}
          required
          rows={4}
          maxLength={maxLength}
        />
        <div className="actions confirm-dialog__actions">
          <button type="button" className="btn" onClick={onCancel}>
            Anuluj
          </button>
          <button type="submit" className={destructive ? 'btn btn--danger' : 'btn btn--primary'} disabled={busy}>
            {busy ? 'Wysyłanie…' : submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}

interface NoteDialogProps {
  action: ModerationAction;
  title: string;
  busy: boolean;
  onSend: (note: string) => void;
  onCancel: () => void;
}

/** Asks for the note the owner reads (the reason of a rejection, what to change), checked by the shared schema. */
export function NoteDialog({ action, title, busy, onSend, onCancel }: NoteDialogProps) {
  const step = MODERATION[action];
  const check = (note: string): TextCheck => {
    const checked = moderationSchema.safeParse({ action, note });
    return checked.success ? { text: checked.data.note ?? '' } : { error: checked.error.issues[0]?.message ?? '' };
  };
  return (
    <TextDialog
      title={
        <>
          {step.label}: „{title}”
        </>
      }
      label={action === 'reject' ? 'Powód odrzucenia' : 'Co trzeba poprawić'}
      hint="Właściciel zbiórki przeczyta tę wiadomość w e-mailu i w swoim koncie (od 10 znaków)."
      submitLabel={step.label}
      destructive={step.destructive}
      maxLength={MODERATION_NOTE_MAX}
      busy={busy}
      check={check}
      onSend={onSend}
      onCancel={onCancel}
    />
  );
}
