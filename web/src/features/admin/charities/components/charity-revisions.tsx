import { useState } from 'react';
import type { CharityRevision } from '@zlota/shared/entities';
import { imageUrl } from '@zlota/shared/images';
import { REVISION_STATUS_LABELS } from '@zlota/shared/revisions';
import { useNotify } from '../../../../hooks/use-notify';
import { useRemote } from '../../../../hooks/use-remote';
import { charitiesApi, type AdminCharity } from '../../api/charities-api';
import { formatWhen } from '@zlota/shared/format';
import { NoteDialog } from '../../components/note-dialog';
import { useAction } from '../../hooks/use-action';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { useAllows } from '../../staff-role';

interface CharityRevisionsProps {
  charity: Pick<AdminCharity, 'id' | 'title' | 'description' | 'image'>;
  /** After an approval: the fundraiser's live text changed. */
  onApproved: () => void;
}

/** A version's description and picture as the public page would show them. */
function Version({ heading, description, image }: { heading: string; description: string; image: string | null }) {
  return (
    <section className="charity-revision" aria-label={heading}>
      <h3>{heading}</h3>
      {image ? <img src={imageUrl(image, 'card')} alt="" className="charity-revision__image" /> : <p>Bez zdjęcia.</p>}
      {/* The server sanitises descriptions on the way in (rich-text.ts): only that allow-listed HTML is stored. */}
      <div className="charity-revision__text" dangerouslySetInnerHTML={{ __html: description }} />
    </section>
  );
}

/** A published fundraiser's waiting change beside the live text, approved or rejected here, and its earlier versions. */
export function CharityRevisions({ charity, onApproved }: CharityRevisionsProps) {
  const reviews = useAllows(API_ROUTES.adminCharityRevisionReview);
  const notify = useNotify();
  const revisions = useRemote(`admin-revisions:${charity.id}`, () => charitiesApi.revisions(charity.id));
  const [rejecting, setRejecting] = useState(false);
  const { busy, run } = useAction();
  if (revisions.status !== 'ready' || revisions.data.length === 0) return null;
  const pending = revisions.data.find((revision) => revision.status === 'pending');
  const earlier = revisions.data.filter((revision) => revision !== pending);

  const decide = async (action: 'approve' | 'reject', note?: string) => {
    if (!(await run(() => charitiesApi.reviewRevision(charity.id, action, note)))) return;
    notify.success('Zapisano', action === 'approve' ? `Zmiany w „${charity.title}” są już widoczne.` : `Zmiany w „${charity.title}” odrzucone; właściciel dostanie powód.`);
    setRejecting(false);
    revisions.reload();
    if (action === 'approve') onApproved();
  };

  return (
    <section className="admin-section charity-revisions" aria-labelledby="charity-revisions-title">
      <h2 id="charity-revisions-title">Zmiany opisu i zdjęcia</h2>
      {pending ? (
        <>
          <p className="admin-notice">
            Właściciel zapisał zmiany <time dateTime={pending.created_at}>{formatWhen(pending.created_at)}</time>. Do akceptacji strona zbiórki pokazuje wersję obecną.
          </p>
          <div className="charity-revisions__compare">
            <Version heading="Teraz na stronie" description={charity.description} image={charity.image} />
            <Version heading="Po zmianie" description={pending.description} image={pending.image} />
          </div>
          {reviews && <ul className="admin-actions" aria-label={`Zmiany: ${charity.title}`}>
            <li>
              <button type="button" className="btn btn--small btn--primary" disabled={busy} onClick={() => void decide('approve')}>
                Zatwierdź zmiany
              </button>
            </li>
            <li>
              <button type="button" className="btn btn--small btn--danger-outline" disabled={busy} onClick={() => setRejecting(true)}>
                Odrzuć zmiany
              </button>
            </li>
          </ul>}
          {rejecting && <NoteDialog action="reject" title={charity.title} busy={busy} onSend={(note) => void decide('reject', note)} onCancel={() => !busy && setRejecting(false)} />}
        </>
      ) : (
        <p>Żadna zmiana nie czeka na akceptację.</p>
      )}
      <h3>Wszystkie wersje</h3>
      <ol className="charity-revisions__list">
        {earlier.map((revision: CharityRevision) => (
          <li key={revision.id}>
            <details>
              <summary>
                {REVISION_STATUS_LABELS[revision.status]} · <time dateTime={revision.created_at}>{formatWhen(revision.created_at)}</time>
                {revision.review_note ? ` · powód: ${revision.review_note}` : ''}
              </summary>
              <Version heading={`Wersja z ${formatWhen(revision.created_at)}`} description={revision.description} image={revision.image} />
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
