import { useState } from 'react';
import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { CharityUpdate } from '@zlota/shared/entities';
import { formatLongDatePl } from '@zlota/shared/format';
import { api, errorMessage } from '../../lib/api-client';
import { useNotify } from '../../hooks/use-notify';
import { ConfirmDialog } from '../ui/confirm-dialog';

interface PostedUpdatesProps {
  updates: CharityUpdate[];
  onDeleted: () => void;
}

/** The fundraiser's updates as its owner or the foundation sees them where they post: each may be taken back. */
export function PostedUpdates({ updates, onDeleted }: PostedUpdatesProps) {
  const notify = useNotify();
  const [asked, setAsked] = useState<CharityUpdate | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async (update: CharityUpdate) => {
    setBusy(true);
    try {
      await api.delete(apiPath(API_ROUTES.charityUpdateDelete, { id: update.id }));
      notify.success('Aktualność usunięta', 'Nie widać jej już na stronie zbiórki.');
      onDeleted();
    } catch (error) {
      notify.error(await errorMessage(error));
    } finally {
      setBusy(false);
      setAsked(null);
    }
  };
  if (updates.length === 0) return <p>Ta zbiórka nie ma jeszcze aktualności.</p>;
  return (
    <>
      <ol className="posted-updates">
        {updates.map((update) => (
          <li key={update.id} className="posted-updates__item">
            <p className="posted-updates__meta">
              <time dateTime={update.created_at}>{formatLongDatePl(Date.parse(update.created_at))}</time>
              {update.author === 'foundation' ? ' · od fundacji' : ' · od organizatora'}
              {update.pictures.length > 0 && ` · zdjęcia: ${update.pictures.length}`}
            </p>
            {/* Sanitised by the server on the way in (rich-text.ts). */}
            <div dangerouslySetInnerHTML={{ __html: update.body }} />
            <button type="button" className="btn btn--danger" onClick={() => setAsked(update)}>
              Usuń aktualność z {formatLongDatePl(Date.parse(update.created_at))}
            </button>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={asked !== null}
        title="Usunąć aktualność?"
        confirmLabel="Usuń aktualność"
        busy={busy}
        onConfirm={() => asked && void remove(asked)}
        onCancel={() => setAsked(null)}
      >
        <p>Aktualność zniknie ze strony zbiórki. E-maile, które już wysłaliśmy darczyńcom, zostaną u nich.</p>
      </ConfirmDialog>
    </>
  );
}
