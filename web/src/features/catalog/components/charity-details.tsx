import { Link } from 'react-router-dom';
import { formatDatePl } from '@zlota/shared/format';
import { formatZl } from '@zlota/shared/money';
import { Icon } from '../../../components/ui/icon';
import { NeedyLine } from '../../../components/ui/needy-line';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { paths } from '../../../config/paths';
import { usePageContext } from '../../../lib/page-context';
import type { CardCharity } from '../hooks/read-cached';
import type { SyncState } from '../hooks/use-sync';
import { CharityPicture } from './charity-picture';
import { ShareButtons } from './share-buttons';
import { SupportersList } from './supporters-list';

function Description({ charity, sync }: { charity: CardCharity; sync: SyncState }) {
  if (charity.description) {
    // The server sanitises descriptions on the way in (rich-text.ts): only that allow-listed HTML is stored.
    return <div className="charity__description" dangerouslySetInnerHTML={{ __html: charity.description }} />;
  }
  const waiting = charity.description === undefined && sync === 'syncing';
  const missing = charity.description === undefined && (sync === 'offline' || sync === 'failed');
  return (
    <div className="charity__description">
      <p>{charity.short_description}</p>
      {waiting && <p className="catalog-note catalog-note--loading" role="status">Wczytywanie pełnego opisu…</p>}
      {missing && <p className="catalog-note" role="status">Pełny opis zobaczysz, gdy połączysz się z internetem.</p>}
    </div>
  );
}

/** A fundraiser's page: who it helps, its goal and progress, its story, its supporters and how to share it. */
export function CharityDetails({ charity, sync }: { charity: CardCharity; sync: SyncState }) {
  const { needy } = charity;
  const published = charity.published_at ? Date.parse(charity.published_at) : NaN;
  const pageUrl = `${usePageContext().origin}${paths.charity.getHref({ name: charity.url })}`;
  return (
    <article className="page charity" aria-labelledby="charity-title">
      <header className="charity__header">
        <p className="charity__name">{charity.name}</p>
        <h1 id="charity-title">{charity.title}</h1>
        <NeedyLine needy={needy} />
      </header>
      <div className="charity__layout">
        <div className="charity__picture">
          <CharityPicture image={charity.image} title={charity.title} />
        </div>
        <aside className="charity__aside" aria-label="Postęp i wsparcie zbiórki">
          <p className="charity__target">
            <span className="charity__target-label">Cel zbiórki</span> {charity.target}
          </p>
          <p className="charity__amounts">
            Zebrano <strong className="charity__nowrap">{formatZl(charity.collected_amount)}</strong> z <span className="charity__nowrap">{formatZl(charity.target_amount)}</span>
          </p>
          <ProgressBar collected_amount={charity.collected_amount} target_amount={charity.target_amount} />
          <Link to={paths.support.getHref({ name: charity.url })} className="btn btn--primary charity__support">
            <Icon name="heart" size={18} /> Wesprzyj
          </Link>
          <ShareButtons url={pageUrl} title={charity.title} text={charity.short_description} />
        </aside>
        <section className="charity__story" aria-labelledby="charity-story-heading">
          <h2 id="charity-story-heading">O zbiórce</h2>
          <Description charity={charity} sync={sync} />
          {Number.isFinite(published) && <p className="charity__published">Opublikowano {formatDatePl(published)}</p>}
        </section>
      </div>
      <SupportersList charityId={charity.id} />
    </article>
  );
}
