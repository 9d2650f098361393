import { memo } from 'react';
import { Link } from 'react-router-dom';
import { BANNER_IMAGE_HEIGHT_PX } from '@zlota/shared/constants';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { paths } from '../../../config/paths';
import type { CardCharity } from '../hooks/read-cached';
import { slideLabel } from '../utils/carousel-index';
import { sameCard } from '../utils/same-card';
import { handOff } from '../utils/card-handoff';
import { CharityImage, imageAlt } from '../../../components/charity/charity-image';

interface BannerSlideProps {
  charity: CardCharity;
  index: number;
  count: number;
  active: boolean;
  /** Not yet needed: the image waits, its space is kept. */
  loadImage: boolean;
}

const sameSlide = (before: BannerSlideProps, after: BannerSlideProps) =>
  before.index === after.index && before.count === after.count && before.active === after.active && before.loadImage === after.loadImage && sameCard(before.charity, after.charity);

/** Spec §2: image, title, target text, progress bar, the remaining amount and the support button. */
export const BannerSlide = memo(function BannerSlide({ charity, index, count, active, loadImage }: BannerSlideProps) {
  return (
    <div className={`banner__slide${active ? ' banner__slide--active' : ''}`} role="group" aria-roledescription="slajd" aria-label={slideLabel(index, count)} aria-hidden={!active} inert={!active}>
      {loadImage ? (
        // The first slide's image is the home page's LCP element: eager and fetched first.
        <CharityImage image={charity.image} variant="banner" alt={imageAlt(charity.title)} className="banner__image" style={{ height: BANNER_IMAGE_HEIGHT_PX }} priority={index === 0} />
      ) : (
        <div className="banner__image banner__image--waiting" style={{ height: BANNER_IMAGE_HEIGHT_PX }} />
      )}
      <div className="banner__panel">
        <h3 className="banner__title">{charity.title}</h3>
        <p className="banner__target">{charity.target}</p>
        <ProgressBar collected_amount={charity.collected_amount} target_amount={charity.target_amount} />
        <Link to={paths.charity.getHref({ name: charity.url })} state={handOff(charity)} className="btn btn--primary banner__support" aria-label={`Wesprzyj zbiórkę „${charity.title}”`}>
          Wesprzyj
        </Link>
      </div>
    </div>
  );
}, sameSlide);
