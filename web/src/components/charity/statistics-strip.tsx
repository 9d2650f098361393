import { useStatistics } from '../../hooks/use-statistics';
import { syncFailed } from '../../hooks/use-sync';
import { statisticItems } from '../../lib/statistics-text';
import { LoadingStatus } from '../ui/loading-status';
import './statistics.css';

/**
 * Spec §1/§2: fundraisers run, wheelchairs bought and money collected, from /api/stats. The home page names it for
 * screen readers only; /fundacja shows its heading.
 */
export function StatisticsStrip({ heading = 'Fundacja w liczbach', headingVisible = false }: { heading?: string; headingVisible?: boolean }) {
  const { statistics, sync } = useStatistics();
  // Nothing stored and no way to ask: the strip stays out rather than show made-up numbers. Until then it keeps
  // its exact place (also just after a sync, before the live query has read what it stored).
  if (statistics === null && syncFailed(sync)) return null;
  if (!statistics) return <StatisticsSkeleton />;
  return (
    <section className="statistics" aria-labelledby="statistics-heading">
      <h2 id="statistics-heading" className={headingVisible ? 'statistics__heading' : 'visually-hidden'}>
        {heading}
      </h2>
      <ul className="statistics__list">
        {statisticItems(statistics).map((item) => (
          <li key={item.label} className="statistics__item">
            <strong className="statistics__value">
              {item.prefix && <span className="statistics__prefix">{item.prefix} </span>}
              {item.value}
            </strong>
            <span className="statistics__label">{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StatisticsSkeleton() {
  return (
    <section className="statistics" aria-busy="true">
      <LoadingStatus>Wczytywanie statystyk fundacji…</LoadingStatus>
      <ul className="statistics__list" aria-hidden="true">
        {[0, 1, 2].map((slot) => (
          <li key={slot} className="statistics__item statistics__item--waiting" />
        ))}
      </ul>
    </section>
  );
}
