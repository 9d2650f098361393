import type { CSSProperties } from 'react';
import { BANNER_IMAGE_HEIGHT_PX, CARD_IMAGE_MAX_HEIGHT_PX } from '@zlota/shared/constants';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { StatisticsSkeleton } from '../../../components/charity/statistics-strip';
import '../../../components/charity/share-buttons.css';

/*
 * Placeholders with the size of what they stand for, built from the real components' classes, so
 * nothing below moves when the data arrives (CLS). The blocks are hidden from screen readers, which
 * hear one status line instead.
 */

const bannerHeight = { '--banner-height': `${BANNER_IMAGE_HEIGHT_PX}px` } as CSSProperties;
const width = (percent: number): CSSProperties => ({ width: `${percent}%` });

/** The carousel's exact box: the 400 px image and, below 900 px, the panel under it (its height is fixed in catalog.css). */
export function BannerSkeleton() {
  return (
    <div className="banner banner--waiting" style={bannerHeight}>
      <LoadingStatus>Wczytywanie wyróżnionych zbiórek…</LoadingStatus>
      <div className="banner__viewport" aria-hidden="true">
        <div className="banner__slide banner__slide--active">
          <div className="banner__image skeleton skeleton--flat" style={{ height: BANNER_IMAGE_HEIGHT_PX }} />
          <div className="banner__panel">
            <span className="skeleton skeleton--title" style={width(70)} />
            <span className="skeleton skeleton--text" style={width(55)} />
            <span className="skeleton skeleton--progress" />
            <span className="skeleton skeleton--button" />
          </div>
        </div>
      </div>
    </div>
  );
}

/** The three figures of the statistics strip, in the strip's own boxes. */
function CardSkeleton() {
  return (
    <div className="charity-card">
      <div className="charity-card__media">
        <div className="charity-card__image skeleton skeleton--flat" style={{ maxHeight: CARD_IMAGE_MAX_HEIGHT_PX }} />
      </div>
      <div className="charity-card__body">
        <span className="skeleton skeleton--text" style={width(40)} />
        <span className="skeleton skeleton--text" style={width(65)} />
        <span className="skeleton skeleton--card-title" style={width(85)} />
        <span className="skeleton skeleton--text" />
        <span className="skeleton skeleton--text" />
        <span className="skeleton skeleton--text" />
        <span className="skeleton skeleton--text" style={width(60)} />
        <span className="skeleton skeleton--progress" />
        <span className="skeleton skeleton--button" />
      </div>
    </div>
  );
}

/** The first row of the card grid: three cards, of which CSS shows as many as fit in one row. */
export function CardGridSkeleton({ status = 'Wczytywanie listy zbiórek…' }: { status?: string }) {
  return (
    <>
      <LoadingStatus>{status}</LoadingStatus>
      <div className="charity-grid-frame" aria-hidden="true">
        <ul className="charity-grid charity-grid--waiting">
          {[0, 1, 2].map((slot) => (
            <li key={slot}>
              <CardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** The fundraiser page: header, picture (4:3), the support panel and the start of the story. */
export function CharitySkeleton() {
  return (
    <div className="page charity charity--waiting">
      <LoadingStatus>Wczytywanie zbiórki…</LoadingStatus>
      <div className="charity__header" aria-hidden="true">
        <span className="skeleton skeleton--text" style={width(35)} />
        <span className="skeleton skeleton--heading" style={width(75)} />
        <span className="skeleton skeleton--text" style={width(50)} />
      </div>
      <div className="charity__layout" aria-hidden="true">
        <div className="charity__picture">
          <div className="charity__image skeleton skeleton--flat" />
        </div>
        <div className="charity__aside">
          <span className="skeleton skeleton--text" style={width(30)} />
          <span className="skeleton skeleton--text" style={width(80)} />
          <span className="skeleton skeleton--text" style={width(65)} />
          <span className="skeleton skeleton--progress" />
          <span className="skeleton skeleton--button skeleton--wide" />
          <div className="share">
            <span className="skeleton skeleton--text" style={width(45)} />
            <div className="share__list">
              {[0, 1, 2].map((slot) => (
                <span key={slot} className="skeleton skeleton--pill" />
              ))}
            </div>
          </div>
        </div>
        <div className="charity__story">
          <span className="skeleton skeleton--subheading" style={width(30)} />
          <span className="skeleton skeleton--text" />
          <span className="skeleton skeleton--text" />
          <span className="skeleton skeleton--text" style={width(70)} />
        </div>
      </div>
    </div>
  );
}

/** The search results below the heading: the count line and the first row of cards. */
export function SearchResultsSkeleton() {
  return (
    <>
      <span className="skeleton skeleton--text search-page__count-waiting" aria-hidden="true" />
      <CardGridSkeleton status="Szukamy zbiórek…" />
    </>
  );
}

/** The search page while its script loads: the heading's line, then the results' skeleton. */
export function SearchSkeleton() {
  return (
    <div className="page search-page">
      <span className="skeleton skeleton--heading search-page__heading-waiting" style={width(60)} aria-hidden="true" />
      <SearchResultsSkeleton />
    </div>
  );
}

/** The home page while its script loads: the banner, the 1% promo's box, the statistics and the first cards. */
export function HomeSkeleton() {
  return (
    <div className="page catalog-home">
      <BannerSkeleton />
      <div className="promo promo--one-percent promo--waiting" aria-hidden="true">
        <div className="promo__text">
          <span className="skeleton skeleton--subheading skeleton--on-dark" style={width(35)} />
          <span className="skeleton skeleton--text skeleton--on-dark" />
          <span className="skeleton skeleton--text skeleton--on-dark" style={width(75)} />
        </div>
      </div>
      <StatisticsSkeleton />
      <div className="charity-list">
        <span className="skeleton skeleton--subheading" style={width(35)} aria-hidden="true" />
        <CardGridSkeleton />
      </div>
    </div>
  );
}
