import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { isFinished } from '@zlota/shared/charity-status';
import { formatDateMinutePl, formatDatePl, pluralPl } from '@zlota/shared/format';
import { CharityHeading } from '../../../components/charity/charity-heading';
import { CharityProgress } from '../../../components/charity/charity-progress';
import { ShareButtons } from '../../../components/charity/share-buttons';
import { CharityStory } from '../../../components/charity/charity-story';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { usePageContext } from '../../../lib/page-context';
import type { CardCharity } from '../hooks/read-cached';
import type { SyncState } from '../../../hooks/use-sync';
import { CharityPicture } from './charity-picture';
import { CharityLedger } from './charity-ledger';
import { CharityUpdates } from './charity-updates';
import { FinishedNotice } from './finished-notice';
import { ReportCharityButton } from './report-charity-button';
import { SupportBar } from './support-bar';
import { SupportersList } from './supporters-list';

/** Until the full description comes: why only the short one is shown. */
function DescriptionNotes({ charity, sync }: { charity: CardCharity; sync: SyncState }) {
  if (charity.description !== undefined) return null;
  if (sync === 'syncing') return <p className="catalog-note catalog-note--loading" role="status">Wczytywanie pełnego opisu…</p>;
  if (sync === 'offline' || sync === 'failed') return <p className="catalog-note" role="status">Pełny opis zobaczysz, gdy połączysz się z internetem.</p>;
  return null;
}

/** Issue 40 item 6: „3 osoby wspierają co miesiąc”, when anyone does. */
export const monthlySupportersText = (count: number) =>
  `${count} ${pluralPl(count, { one: 'osoba wspiera', few: 'osoby wspierają', many: 'osób wspiera' })} co miesiąc`;

/**
 * A fundraiser's page: who it helps, its goal and progress, its story, its supporters and how to share it. On a phone the
 * progress and "Wesprzyj" come before the picture, so they are in the first screen (issue 37).
 */
export function CharityDetails({ charity, sync }: { charity: CardCharity; sync: SyncState }) {
  const published = charity.published_at ? Date.parse(charity.published_at) : NaN;
  const { status } = charity;
  const finished = status !== undefined && isFinished(status);
  const pageUrl = `${usePageContext().origin}${paths.charity.getHref({ name: charity.url })}`;
  const support = useRef<HTMLAnchorElement>(null);
  return (
    <article className="page charity" aria-labelledby="charity-title">
      <CharityHeading charity={charity} level={1} id="charity-title" />
      <div className="charity__layout">
        <aside className="charity__aside" aria-label="Postęp i wsparcie zbiórki">
          <CharityProgress charity={charity} />
          {!finished && (charity.monthly_supporters ?? 0) > 0 && <p className="charity__monthly">{monthlySupportersText(charity.monthly_supporters!)}</p>}
          {(sync === 'offline' || sync === 'failed') && <p className="charity__as-of">Stan z {formatDateMinutePl(charity.fetchedAt)}</p>}
          {finished ? (
            <FinishedNotice charityId={charity.id} status={status} />
          ) : (
            <Link ref={support} to={paths.support.getHref({ name: charity.url })} className="btn btn--primary charity__support">
              <Icon name="heart" size={18} /> Wesprzyj
            </Link>
          )}
          <ShareButtons url={pageUrl} title={charity.title} withHeading />
          <ReportCharityButton charity={charity} />
        </aside>
        <div className="charity__picture">
          <CharityPicture image={charity.image} title={charity.title} />
        </div>
        <CharityStory charity={charity} level={2} id="charity-story-heading" notes={<DescriptionNotes charity={charity} sync={sync} />}>
          {Number.isFinite(published) && <p className="charity__published">Opublikowano {formatDatePl(published)}</p>}
        </CharityStory>
      </div>
      {finished && <CharityLedger charity={charity} />}
      <CharityUpdates charityId={charity.id} finished={finished} />
      {!finished && <CharityLedger charity={charity} />}
      <SupportersList charityId={charity.id} />
      {!finished && <SupportBar charity={charity} anchor={support} />}
    </article>
  );
}
