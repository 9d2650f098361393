import { useState } from 'react';
import { MODERATION, moderationActionsFor, type ModerationAction } from '@zlota/shared/moderation';
import { CHARITY_STATUS_LABELS } from '@zlota/shared/schemas/charity';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useNotify } from '../../../../hooks/use-notify';
import { charitiesApi, type AdminCharity } from '../../api/charities-api';
import { NoteDialog } from '../../components/note-dialog';
import { useAction } from '../../hooks/use-action';

interface ModerationActionsProps {
  charity: Pick<AdminCharity, 'id' | 'title' | 'status'>;
  onDone: (updated: AdminCharity) => void;
}

/** The lifecycle steps allowed from the fundraiser's status; a note is asked for, a destructive step confirmed. */
export function ModerationActions({ charity, onDone }: ModerationActionsProps) {
  const notify = useNotify();
  const [pending, setPending] = useState<ModerationAction | null>(null);
  const { busy, run: runAction } = useAction();

  const run = async (action: ModerationAction, note?: string) => {
    const done = await runAction(() => charitiesApi.moderate(charity.id, action, note), { quiet: true });
    if (!done) return;
    notify.success('Zapisano', `„${charity.title}”: ${CHARITY_STATUS_LABELS[done.value.status]}.`);
    setPending(null);
    onDone(done.value);
  };

  const start = (action: ModerationAction) => {
    const step = MODERATION[action];
    if (step.needsNote || step.destructive) setPending(action);
    else void run(action);
  };

  const actions = moderationActionsFor(charity.status);
  if (actions.length === 0) return null;
  return (
    <>
      <ul className="admin-actions" aria-label={`Moderacja: ${charity.title}`}>
        {actions.map((action) => (
          <li key={action}>
            <button
              type="button"
              className={MODERATION[action].destructive ? 'btn btn--small btn--danger-outline' : 'btn btn--small'}
              disabled={busy}
              onClick={() => start(action)}
            >
              {MODERATION[action].label}
              <span className="visually-hidden"> „{charity.title}”</span>
            </button>
          </li>
        ))}
      </ul>
      {pending && MODERATION[pending].needsNote && (
        <NoteDialog action={pending} title={charity.title} busy={busy} onSend={(note) => void run(pending, note)} onCancel={() => !busy && setPending(null)} />
      )}
      {pending && !MODERATION[pending].needsNote && (
        <ConfirmDialog
          open
          title={`${MODERATION[pending].label}: „${charity.title}”?`}
          confirmLabel={`Tak, ${MODERATION[pending].label.toLowerCase()}`}
          busy={busy}
          busyLabel="Zapisywanie…"
          onConfirm={() => void run(pending)}
          onCancel={() => !busy && setPending(null)}
        >
          <p>Zbiórka otrzyma status „{CHARITY_STATUS_LABELS[MODERATION[pending].to]}”.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
