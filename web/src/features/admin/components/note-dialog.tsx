import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MODERATION, MODERATION_NOTE_MAX, type ModerationAction } from '@zlota/shared/moderation';
import { moderationSchema } from '@zlota/shared/schemas/moderation';
import { TextAreaField } from '../../../components/ui/fields';

interface NoteDialogProps {
  action: ModerationAction;
  title: string;
  busy: boolean;
  onSend: (note: string) => void;
  onCancel: () => void;
}

/** Asks for the note the owner reads (the reason of a rejection, what to change), checked by the shared schema. */
export function NoteDialog({ action, title, busy, onSend, onCancel }: NoteDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    dialog.current?.showModal();
    document.getElementById(`${id}-note`)?.focus();
  }, [id]);
  const step = MODERATION[action];
  const send = (event: FormEvent) => {
    event.preventDefault();
    const checked = moderationSchema.safeParse({ action, note });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      document.getElementById(`${id}-note`)?.focus();
      return;
    }
    onSend(checked.data.note ?? '');
  };
  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={`${id}-title`} onClose={onCancel} onCancel={(event) => busy && event.preventDefault()}>
      <form onSubmit={send} noValidate>
        <h2 id={`${id}-title`}>
          {step.label}: „{title}”
        </h2>
        <TextAreaField
          id={`${id}-note`}
          label={action === 'reject' ? 'Powód odrzucenia' : 'Co trzeba poprawić'}
          hint="Właściciel zbiórki przeczyta tę wiadomość w e-mailu i w swoim koncie (od 10 znaków)."
          value={note}
          onChange={(value) => {
            setNote(value);
            setError(undefined);
          }}
          error={error}
          required
          rows={4}
          maxLength={MODERATION_NOTE_MAX}
        />
        <div className="actions confirm-dialog__actions">
          <button type="button" className="btn" onClick={onCancel}>
            Anuluj
          </button>
          <button type="submit" className={step.destructive ? 'btn btn--danger' : 'btn btn--primary'} disabled={busy}>
            {busy ? 'Wysyłanie…' : step.label}
          </button>
        </div>
      </form>
    </dialog>
  );
}
