import { Fragment } from 'react';
import { plainText } from '@zlota/shared/description-text';
import type { AdminCharity } from '@zlota/shared/entities';
import { formatZl } from '@zlota/shared/money';

/**
 * Issue 36 item 6: the fundraiser's data as a viewer reads it — the editor's fields as facts, nothing to change.
 * The description is shown as its text, without its formatting.
 */
export function ReadOnlyCharity({ charity }: { charity: AdminCharity }) {
  const facts: [string, string][] = [
    ['Tytuł', charity.title],
    ['Imię w tytule', charity.name],
    ['Cel', charity.target],
    ['Kwota celu', formatZl(charity.target_amount)],
    ['Zebrano', formatZl(charity.collected_amount)],
    ['Krótki opis', charity.short_description],
    ['Podopieczny', charity.needy ? `${charity.needy.name} ${charity.needy.surname}`.trim() : '—'],
    ['Na banerze', charity.promoted ? 'tak' : 'nie'],
    ['Tytuł przelewu', charity.transfer_code],
  ];
  return (
    <div className="read-only-charity">
      <p>Tylko podgląd: Twoja rola w zespole pozwala czytać zbiórki, ale nie zmieniać ich.</p>
      <dl className="admin-facts">
        {facts.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <h2>Opis</h2>
      <p className="admin-facts__note">{plainText(charity.description)}</p>
    </div>
  );
}
