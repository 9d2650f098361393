import { LoadingStatus } from '../components/ui/loading-status';
import { CharitySkeleton, HomeSkeleton, SearchSkeleton } from '../features/catalog/components/skeletons';
import type { RouteHandle } from './scroll-manager';

/** What <main> shows while a route's script loads: the catalog screens' own skeletons, a plain one elsewhere. */
export function PageSkeleton({ kind }: { kind: RouteHandle['skeleton'] }) {
  if (kind === 'home') return <HomeSkeleton />;
  if (kind === 'charity') return <CharitySkeleton />;
  if (kind === 'search') return <SearchSkeleton />;
  return (
    <div className="page page--narrow">
      <LoadingStatus />
      <div className="page-skeleton" aria-hidden="true">
        <span className="skeleton skeleton--heading" style={{ width: '55%' }} />
        <span className="skeleton skeleton--text" />
        <span className="skeleton skeleton--text" />
        <span className="skeleton skeleton--text" style={{ width: '70%' }} />
        <span className="skeleton page-skeleton__block" />
      </div>
    </div>
  );
}
