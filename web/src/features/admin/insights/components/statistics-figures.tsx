import { formatGrosze } from '@zlota/shared/money';
import type { AdminStatistics } from '@zlota/shared/schemas/statistics';
import { figureChange } from '@zlota/shared/work-queue';
import { changeText } from './key-figures';
import { formatDay } from './statistics-labels';

const COUNT = new Intl.NumberFormat('pl-PL');
const PERCENT = new Intl.NumberFormat('pl-PL', { style: 'percent', maximumFractionDigits: 1 });

/** The period's figures as cards, each against the same number of days before it. */
export function StatisticsFigures({ statistics }: { statistics: AdminStatistics }) {
  const { current, previous, conversion, period } = statistics;
  const compared = [
    { key: 'collected', label: 'Zebrano', current: current.amount_grosze, previous: previous.amount_grosze, format: (v: number) => formatGrosze(v) },
    { key: 'donations', label: 'Wpłaty', current: current.count, previous: previous.count, format: (v: number) => COUNT.format(v) },
    { key: 'donors', label: 'Unikalni darczyńcy', current: current.unique_donors, previous: previous.unique_donors, format: (v: number) => COUNT.format(v) },
  ];
  return (
    <dl className="key-figures">
      {compared.map((figure) => (
        <div key={figure.key} className="key-figures__item">
          <dt>{figure.label}</dt>
          <dd className="key-figures__value">{figure.format(figure.current)}</dd>
          <dd className={`key-figures__change key-figures__change--${figureChange(figure).direction}`}>
            {changeText(figure)}
            <span className="visually-hidden">
              {' '}
              względem okresu {formatDay(period.previous_from)}–{formatDay(period.previous_to)} ({figure.format(figure.previous)})
            </span>
          </dd>
        </div>
      ))}
      <div className="key-figures__item">
        <dt>Rozpoczęte i opłacone</dt>
        <dd className="key-figures__value">{conversion.ratio === null ? 'brak danych' : PERCENT.format(conversion.ratio)}</dd>
        <dd>
          {COUNT.format(conversion.paid)} z {COUNT.format(conversion.started)} wpłat online
        </dd>
      </div>
    </dl>
  );
}
