import { describe, expect, it } from 'vitest';
import { apiFilterQuery, filtersKey, matchesFilters, readFilters, withFilters, writeFilters } from './catalog-filters';

const card = (city: string, collected_amount: number, target_amount = 1000) => ({ collected_amount, target_amount, needy: { city } });

describe('catalog filters', () => {
  it('when the URL holds Polish filter names, then they are read and written back with the page kept', () => {
    const params = new URLSearchParams('strona=2&miasto=Kraków&blisko-celu=1');
    expect(readFilters(params)).toEqual({ city: 'Kraków', nearGoal: true });
    expect(writeFilters(params, { city: '', nearGoal: true }).toString()).toBe('strona=2&blisko-celu=1');
  });

  it('when the filters are asked of the API, then they use its names, and no filter adds nothing', () => {
    expect(apiFilterQuery({ city: 'Łódź', nearGoal: true })).toBe('city=%C5%81%C3%B3d%C5%BA&near_goal=1');
    expect(withFilters('charity?page=1&size=9', { city: '', nearGoal: false })).toBe('charity?page=1&size=9');
    expect(withFilters('charity/count', { city: '', nearGoal: true })).toBe('charity/count?near_goal=1');
    expect(filtersKey({ city: 'Kraków', nearGoal: false })).toBe(filtersKey({ city: 'krakow', nearGoal: false }));
  });

  it('when cached cards are filtered offline, then the city is folded and "blisko celu" follows the shared rule', () => {
    expect(matchesFilters(card('Kraków', 850), { city: 'KRAKOW', nearGoal: true })).toBe(true);
    expect(matchesFilters(card('Kraków', 1000), { city: '', nearGoal: true })).toBe(false);
    expect(matchesFilters(card('Gdańsk', 900), { city: 'Kraków', nearGoal: false })).toBe(false);
  });
});
