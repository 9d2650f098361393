import type { CharityUpdate } from '@zlota/shared/entities';
import { formatLongDatePl } from '@zlota/shared/format';
import { imageUrl } from '@zlota/shared/images';
import { CharityImage } from '../../../components/charity/charity-image';
import { useUpdates } from '../hooks/use-updates';
import { useFoundationWords } from '../../../hooks/use-foundation';

function UpdateItem({ update }: { update: CharityUpdate }) {
  const byFoundation = useFoundationWords(' · od {fundacji}');
  const time = Date.parse(update.created_at);
  return (
    <li className="charity-updates__item">
      <p className="charity-updates__meta">
        <time dateTime={update.created_at}>{formatLongDatePl(time)}</time>
        {update.author === 'foundation' && <span>{byFoundation}</span>}
      </p>
      {/* The server sanitises an update on the way in (rich-text.ts): only that allow-listed HTML is stored. */}
      <div className="charity-updates__body" dangerouslySetInnerHTML={{ __html: update.body }} />
      {update.pictures.length > 0 && (
        <ul className="charity-updates__pictures">
          {update.pictures.map((picture) => (
            <li key={picture.image}>
              <a href={imageUrl(picture.image, 'full')} target="_blank" rel="noopener">
                <CharityImage image={picture.image} variant="card" alt={picture.alt} className="charity-updates__picture" />
                <span className="visually-hidden"> (duże zdjęcie otwiera się w nowej karcie)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * "Aktualności": what the organiser or the foundation told donors, newest first, readable offline once seen. On a
 * finished fundraiser the same updates are "Co udało się zrobić": what the money did.
 */
export function CharityUpdates({ charityId, finished }: { charityId: number; finished: boolean }) {
  const { updates } = useUpdates(charityId);
  const items = updates ?? [];
  if (!finished && items.length === 0) return null;
  return (
    <section className="charity-updates" aria-labelledby="charity-updates-heading">
      <h2 id="charity-updates-heading">{finished ? 'Co udało się zrobić' : 'Aktualności'}</h2>
      {items.length === 0 ? (
        <p>Tu organizator zbiórki opowie, na co przeznaczono zebrane pieniądze i jak ta pomoc zmieniła życie podopiecznego.</p>
      ) : (
        <ol className="charity-updates__list">
          {items.map((update) => (
            <UpdateItem key={update.id} update={update} />
          ))}
        </ol>
      )}
    </section>
  );
}
