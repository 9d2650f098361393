import { useStatistics } from '../hooks/use-statistics';
import { statisticItems } from '../utils/statistics-text';

/** Spec §1/§2: fundraisers run, wheelchairs bought and money collected, from /api/stats. */
export function StatisticsStrip() {
  const { statistics, sync } = useStatistics();
  // Nothing stored and no way to ask: the strip stays out rather than show made-up numbers.
  if (statistics === null && sync !== 'syncing') return null;
  return (
    <section className="statistics" aria-labelledby="statistics-heading" aria-busy={!statistics}>
      <h2 id="statistics-heading" className="visually-hidden">
        Fundacja w liczbach
      </h2>
      <ul className="statistics__list">
        {statistics
          ? statisticItems(statistics).map((item) => (
              <li key={item.label} className="statistics__item">
                <strong className="statistics__value">
                  {item.prefix && <span className="statistics__prefix">{item.prefix} </span>}
                  {item.value}
                </strong>
                <span className="statistics__label">{item.label}</span>
              </li>
            ))
          : [0, 1, 2].map((slot) => <li key={slot} className="statistics__item statistics__item--waiting" />)}
      </ul>
    </section>
  );
}
