import { useStatistics } from '../hooks/use-statistics';
import { syncFailed } from '../hooks/use-sync';
import { statisticItems } from '../utils/statistics-text';
import { StatisticsSkeleton } from './skeletons';

/** Spec §1/§2: fundraisers run, wheelchairs bought and money collected, from /api/stats. */
export function StatisticsStrip() {
  const { statistics, sync } = useStatistics();
  // Nothing stored and no way to ask: the strip stays out rather than show made-up numbers. Until then it keeps
  // its exact place (also just after a sync, before the live query has read what it stored).
  if (statistics === null && syncFailed(sync)) return null;
  if (!statistics) return <StatisticsSkeleton />;
  return (
    <section className="statistics" aria-labelledby="statistics-heading">
      <h2 id="statistics-heading" className="visually-hidden">
        Fundacja w liczbach
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
