import type { UserInfo } from '@zlota/shared/entities';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useNotify } from '../../../../hooks/use-notify';
import { useAction } from '../../hooks/use-action';
import { usersApi, type UserAction } from '../api/users-api';

interface Wording {
  title: string;
  text: (who: string) => string;
  confirm: string;
  busy: string;
  done: string;
}

export const USER_ACTIONS: Record<UserAction, Wording> = {
  activate: { title: 'Aktywować konto?', text: (who) => `Konto ${who} będzie mogło się logować.`, confirm: 'Aktywuj', busy: 'Aktywowanie…', done: 'Konto aktywowane' },
  deactivate: {
    title: 'Dezaktywować konto?',
    text: (who) => `Konto ${who} nie będzie mogło się logować, a jego otwarte sesje zostaną zakończone.`,
    confirm: 'Dezaktywuj',
    busy: 'Dezaktywowanie…',
    done: 'Konto dezaktywowane',
  },
  delete: { title: 'Usunąć konto?', text: (who) => `Konto ${who} zostanie usunięte. Tej operacji nie można cofnąć.`, confirm: 'Usuń', busy: 'Usuwanie…', done: 'Konto usunięte' },
  grantAdmin: {
    title: 'Nadać uprawnienia administratora?',
    text: (who) => `Konto ${who} otrzyma pełny dostęp do panelu administracyjnego fundacji.`,
    confirm: 'Nadaj uprawnienia',
    busy: 'Nadawanie…',
    done: 'Nadano uprawnienia administratora',
  },
  revokeAdmin: {
    title: 'Odebrać uprawnienia administratora?',
    text: (who) => `Konto ${who} straci dostęp do panelu administracyjnego.`,
    confirm: 'Odbierz uprawnienia',
    busy: 'Odbieranie…',
    done: 'Odebrano uprawnienia administratora',
  },
  endSessions: {
    title: 'Wylogować ze wszystkich urządzeń?',
    text: (who) => `Konto ${who} zostanie wylogowane na każdym urządzeniu. Będzie mogło zalogować się ponownie.`,
    confirm: 'Wyloguj wszędzie',
    busy: 'Wylogowywanie…',
    done: 'Konto wylogowane ze wszystkich urządzeń',
  },
};

export interface PendingAction {
  action: UserAction;
  user: UserInfo;
}

/** Asks before every change of an account; says how it went in a toast (the server's Polish reason when refused). */
export function UserActionDialog({ pending, onClose, onDone }: { pending: PendingAction | null; onClose: () => void; onDone: () => void }) {
  const notify = useNotify();
  const { busy, run } = useAction();
  const wording = pending ? USER_ACTIONS[pending.action] : null;
  const confirm = async () => {
    if (!pending || !wording) return;
    const done = await run(() => usersApi.run(pending.action, pending.user.id));
    if (done) {
      notify.success(wording.done, pending.user.email);
      onDone();
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={pending !== null}
      title={wording?.title ?? ''}
      confirmLabel={wording?.confirm ?? ''}
      busy={busy}
      busyLabel={wording?.busy ?? ''}
      onConfirm={() => void confirm()}
      onCancel={() => !busy && onClose()}
    >
      <p>{pending && wording ? wording.text(`${pending.user.name} ${pending.user.surname} (${pending.user.email})`) : ''}</p>
    </ConfirmDialog>
  );
}
