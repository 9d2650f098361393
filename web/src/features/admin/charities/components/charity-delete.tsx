import { HTTPError } from 'ky';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useNotify } from '../../../../hooks/use-notify';
import { charitiesApi, type AdminCharity } from '../../api/charities-api';
import { useAction } from '../../hooks/use-action';

interface CharityDeleteProps {
  charity: Pick<AdminCharity, 'id' | 'title' | 'status'>;
  onDeleted: () => void;
  onClosed: (closed: AdminCharity) => void;
}

/** "Usuń" after a confirmation; a fundraiser with donations is refused (409) and closing is offered instead. */
export function CharityDelete({ charity, onDeleted, onClosed }: CharityDeleteProps) {
  const notify = useNotify();
  const [asking, setAsking] = useState<'delete' | 'close' | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const { busy, run } = useAction();

  const confirm = async () => {
    // A fundraiser with donations is refused (409): the reason stays on screen beside the offer to close it.
    const refused = (failure: unknown, message: string) => {
      if (asking === 'delete' && failure instanceof HTTPError && failure.response.status === 409) setRefused(message);
    };
    if (asking === 'close') {
      const closed = await run(() => charitiesApi.moderate(charity.id, 'close'));
      setAsking(null);
      if (!closed) return;
      notify.success('Zapisano', `Zbiórka „${charity.title}” została zamknięta.`);
      setRefused(null);
      onClosed(closed.value);
    } else {
      const removed = await run(() => charitiesApi.remove(charity.id), { refused });
      setAsking(null);
      if (!removed) return;
      notify.success('Zapisano', `Zbiórka „${charity.title}” została usunięta.`);
      onDeleted();
    }
  };

  return (
    <div className="charity-delete">
      <button type="button" className="btn btn--danger-outline" onClick={() => setAsking('delete')}>
        Usuń
      </button>
      {refused && (
        <div className="form-error charity-delete__refused" role="alert">
          <p>{refused}</p>
          {charity.status !== 'closed' && (
            <button type="button" className="btn" onClick={() => setAsking('close')}>
              Zamknij zbiórkę
            </button>
          )}
        </div>
      )}
      {asking && (
        <ConfirmDialog
          open
          title={asking === 'delete' ? 'Usunąć zbiórkę?' : 'Zamknąć zbiórkę?'}
          confirmLabel={asking === 'delete' ? 'Tak, usuń zbiórkę' : 'Tak, zamknij zbiórkę'}
          busy={busy}
          busyLabel={asking === 'delete' ? 'Usuwanie…' : 'Zamykanie…'}
          onConfirm={() => void confirm()}
          onCancel={() => !busy && setAsking(null)}
        >
          <p>
            {asking === 'delete'
              ? `Zbiórka „${charity.title}” zostanie usunięta. Tej operacji nie można cofnąć.`
              : `Zbiórka „${charity.title}” przestanie przyjmować wpłaty i zniknie z katalogu.`}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
