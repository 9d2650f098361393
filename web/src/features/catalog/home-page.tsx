import { PAGE_META } from '@zlota/shared/page-meta';
import { usePageMeta } from '../../lib/document-meta';
import { BannerCarousel } from './components/banner-carousel';
import { CharityListSection } from './components/charity-list-section';
import { FaqPromo } from './components/faq-promo';
import { OnePercentPromo } from './components/one-percent-promo';
import { StatisticsStrip } from '../../components/charity/statistics-strip';

/** Spec §2: / and /zbiorki — the banner, the 1% promo, the statistics, the paged list and the FAQ promo. */
export function HomePage() {
  usePageMeta(PAGE_META.home);
  return (
    <div className="page catalog-home">
      <h1 className="visually-hidden">Zbiórki charytatywne Fundacji Złota rybka</h1>
      <BannerCarousel />
      <OnePercentPromo />
      <StatisticsStrip />
      <CharityListSection />
      <FaqPromo />
    </div>
  );
}
