import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NEAR_GOAL_PERCENT } from '@zlota/shared/constants';
import { cityKey } from '@zlota/shared/text';
import { readFilters, writeFilters, type ListFilters } from '../../../lib/catalog-filters';
import { useCities } from '../hooks/use-cities';
import { PAGE_PARAM } from '../utils/paging';

/**
 * The list's and search's filters: a city and "Blisko celu". They live in the page's URL (?miasto=…&blisko-celu=1),
 * so links, the back button and a reload keep them; a change goes back to the first page.
 */
export function FilterBar() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const cities = useCities() ?? [];
  const id = useId();
  const change = (next: ListFilters) => {
    const search = writeFilters(params, next);
    search.delete(PAGE_PARAM);
    setParams(search);
  };
  // The URL may name the city another way ("krakow"): the choice is the one it folds to, or the city as written.
  const chosen = filters.city ? (cities.find((choice) => cityKey(choice.city) === cityKey(filters.city))?.city ?? filters.city) : '';
  const choices = chosen && !cities.some((choice) => choice.city === chosen) ? [{ city: chosen, count: null }, ...cities] : cities;
  return (
    <div className="filter-bar" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="visually-hidden">
        Filtry zbiórek
      </p>
      <div className="field filter-bar__city">
        <label htmlFor={`${id}-city`}>Miasto</label>
        <select id={`${id}-city`} value={chosen} onChange={(event) => change({ ...filters, city: event.target.value })}>
          <option value="">Wszystkie miasta</option>
          {choices.map(({ city, count }) => (
            <option key={city} value={city}>
              {count === null ? city : `${city} (${count})`}
            </option>
          ))}
        </select>
      </div>
      <label className="filter-bar__toggle">
        <input type="checkbox" role="switch" checked={filters.nearGoal} onChange={(event) => change({ ...filters, nearGoal: event.target.checked })} aria-describedby={`${id}-near`} />
        Blisko celu
      </label>
      <p id={`${id}-near`} className="filter-bar__hint">
        Zebrano co najmniej {NEAR_GOAL_PERCENT}% kwoty, ale cel nie jest jeszcze osiągnięty.
      </p>
    </div>
  );
}
