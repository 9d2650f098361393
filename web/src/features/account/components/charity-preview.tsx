import type { CharityDetails } from '@zlota/shared/entities';
import { CharityHeading } from '../../../components/charity/charity-heading';
import { CharityImage, imageAlt } from '../../../components/charity/charity-image';
import { CharityProgress } from '../../../components/charity/charity-progress';
import { CharityStory } from '../../../components/charity/charity-story';
import { Icon } from '../../../components/ui/icon';

/** The fundraiser as the public will see it, from the same blocks; the support button stays inert until it is published. */
export function CharityPreview({ charity }: { charity: CharityDetails }) {
  return (
    <article className="charity preview" aria-labelledby="preview-title">
      <CharityHeading charity={charity} level={2} id="preview-title" />
      <div className="charity__layout">
        <div className="charity__picture">
          <CharityImage image={charity.image} variant="card" alt={charity.image ? imageAlt(charity.title) : 'Zbiórka nie ma jeszcze zdjęcia'} className="charity__image" />
        </div>
        <aside className="charity__aside" aria-label="Postęp zbiórki">
          <CharityProgress charity={charity} />
          <span className="btn btn--primary charity__support" aria-disabled="true">
            <Icon name="heart" size={18} /> Wesprzyj
          </span>
          {charity.status !== 'active' && <p className="field__hint">Przycisk „Wesprzyj” zadziała, gdy fundacja opublikuje zbiórkę.</p>}
        </aside>
        <CharityStory charity={charity} level={3} id="preview-story-heading" />
      </div>
    </article>
  );
}
