import type { CSSProperties } from 'react';
import { BANNER_IMAGE_HEIGHT_PX, CAROUSEL_TRANSITION_MS } from '@zlota/shared/constants';
import { Icon } from '../../../components/ui/icon';
import { useCarousel } from '../hooks/use-carousel';
import { usePromoted } from '../hooks/use-promoted';
import { syncFailed } from '../../../hooks/use-sync';
import { BannerSlide } from './banner-slide';
import { PlayPauseIcon } from './play-pause-icon';
import { BannerSkeleton } from './skeletons';

const timing = { '--carousel-transition': `${CAROUSEL_TRANSITION_MS}ms`, '--banner-height': `${BANNER_IMAGE_HEIGHT_PX}px` } as CSSProperties;

/** Spec §2/§7: the promoted fundraisers; nothing at all when the list is empty or missing. */
export function BannerCarousel() {
  const { charities, sync } = usePromoted();
  const count = charities?.length ?? 0;
  const carousel = useCarousel(count);
  // The banner's exact box is kept until the list is known: a finished sync is seen by the live query a moment
  // later, so "nothing stored" only means "no banner" once the sync has failed (or there is no connection).
  if (charities === undefined || (charities === null && !syncFailed(sync))) return <BannerSkeleton />;
  if (!charities || count === 0) return null;
  return (
    <section className="banner" aria-roledescription="karuzela" aria-labelledby="banner-heading" style={timing} {...carousel.pause}>
      <h2 id="banner-heading" className="visually-hidden">
        Wyróżnione zbiórki
      </h2>
      {carousel.navigable && (
        <div className="banner__controls">
          <button type="button" className="banner__button banner__button--play" onClick={carousel.togglePlaying} aria-label={carousel.playing ? 'Zatrzymaj automatyczne przewijanie' : 'Włącz automatyczne przewijanie'}>
            <PlayPauseIcon playing={carousel.playing} />
          </button>
          <button type="button" className="banner__button banner__button--previous" onClick={carousel.previous} aria-label="Poprzedni slajd">
            <Icon name="chevronLeft" size={24} />
          </button>
          <button type="button" className="banner__button banner__button--next" onClick={carousel.next} aria-label="Następny slajd">
            <Icon name="chevronRight" size={24} />
          </button>
        </div>
      )}
      <div className="banner__viewport" aria-live={carousel.rotating ? 'off' : 'polite'} {...carousel.swipe}>
        {charities.map((charity, index) => (
          <BannerSlide key={charity.id} charity={charity} index={index} count={count} active={index === carousel.current} loadImage={carousel.loaded.has(index)} />
        ))}
      </div>
    </section>
  );
}
