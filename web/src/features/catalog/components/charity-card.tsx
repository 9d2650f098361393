import { memo } from 'react';
import { Link } from 'react-router-dom';
import { CARD_IMAGE_MAX_HEIGHT_PX } from '@zlota/shared/constants';
import { cardDescription } from '@zlota/shared/text';
import { Icon } from '../../../components/ui/icon';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { paths } from '../../../config/paths';
import type { CardCharity } from '../hooks/read-cached';
import { sameCard } from '../utils/same-card';
import { handOff } from '../utils/card-handoff';
import { CharityImage, imageAlt } from '../../../components/charity/charity-image';

interface CharityCardProps {
  charity: CardCharity;
  /** h3 under a list's h2 (home), h2 under the page's h1 (search). */
  headingLevel?: 2 | 3;
  /** The card's picture is the page's LCP element. */
  priority?: boolean;
}

const sameCardProps = (before: CharityCardProps, after: CharityCardProps) =>
  before.headingLevel === after.headingLevel && before.priority === after.priority && sameCard(before.charity, after.charity);

/**
 * Spec §2: the whole card, its title and its support button open /zbiorka/{url}. The title's link is
 * stretched over the card, so there is one link target and no interactive element inside another.
 */
export const CharityCard = memo(function CharityCard({ charity, headingLevel = 3, priority = false }: CharityCardProps) {
  const href = paths.charity.getHref({ name: charity.url });
  const Heading = `h${headingLevel}` as const;
  const { needy } = charity;
  return (
    <article className="charity-card">
      <div className="charity-card__media">
        <CharityImage image={charity.image} variant="card" alt={imageAlt(charity.title)} className="charity-card__image" style={{ maxHeight: CARD_IMAGE_MAX_HEIGHT_PX }} priority={priority} />
        <p className="charity-card__needy">
          {needy.name} {needy.surname}
        </p>
      </div>
      <div className="charity-card__body">
        <p className="charity-card__city">
          <Icon name="tag" size={16} />
          <span className="visually-hidden">Miejscowość: </span>
          {needy.city}
        </p>
        <p className="charity-card__name">{charity.name}</p>
        <Heading className="charity-card__title">
          <Link to={href} state={handOff(charity)} className="charity-card__link">
            {charity.title}
          </Link>
        </Heading>
        <p className="charity-card__description">{cardDescription(charity.short_description)}</p>
        <ProgressBar collected_amount={charity.collected_amount} target_amount={charity.target_amount} />
        <Link to={href} state={handOff(charity)} className="btn btn--primary charity-card__support" aria-label={`Wesprzyj zbiórkę „${charity.title}”`}>
          <Icon name="heart" size={18} />
          Wesprzyj
        </Link>
      </div>
    </article>
  );
}, sameCardProps);
