import { formatZl } from '@zlota/shared/money';
import type { WorkQueue } from '@zlota/shared/entities';
import { figureChange } from '@zlota/shared/work-queue';

type Figures = WorkQueue['figures'];
type Figure = Figures['collected'];

const COUNT = new Intl.NumberFormat('pl-PL');

/** "+12%", "−3%" (a real minus sign), "bez zmian", or "nowe" when there was nothing before. */
export function changeText(figure: Figure): string {
  const { percent, direction } = figureChange(figure);
  if (direction === 'same') return 'bez zmian';
  if (percent === null) return 'nowe';
  return percent > 0 ? `+${percent}%` : percent < 0 ? `−${Math.abs(percent)}%` : 'bez zmian';
}

const ITEMS: { key: keyof Figures; label: string; format: (value: number) => string }[] = [
  { key: 'collected', label: 'Zebrano w tym miesiącu', format: (value) => formatZl(value) },
  { key: 'donations', label: 'Wpłaty', format: (value) => COUNT.format(value) },
  { key: 'new_charities', label: 'Nowe zbiórki', format: (value) => COUNT.format(value) },
  { key: 'active_charities', label: 'Aktywne zbiórki', format: (value) => COUNT.format(value) },
];

/** The month's four figures, each against the same days of the month before. */
export function KeyFigures({ figures }: { figures: Figures }) {
  return (
    <dl className="key-figures">
      {ITEMS.map(({ key, label, format }) => (
        <div key={key} className="key-figures__item">
          <dt>{label}</dt>
          <dd className="key-figures__value">{format(figures[key].current)}</dd>
          <dd className={`key-figures__change key-figures__change--${figureChange(figures[key]).direction}`}>
            {changeText(figures[key])}
            <span className="visually-hidden"> względem poprzedniego okresu ({format(figures[key].previous)})</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
