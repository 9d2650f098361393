import { describe, expect, test } from 'vitest';
import { PAYMENT_FILTER_NAMES } from '@zlota/shared/schemas/payment-filters';
import { apiQuery, listFilters } from './use-list-query';

describe('the API query of an admin list', () => {
  test('takes only the list\'s own filters from the page URL, drops empty ones, and adds the page and its size', () => {
    const url = new URLSearchParams('q=Kowalska&active=true&admin=&history=7&page=3');
    expect(apiQuery(url, ['q', 'active', 'admin', 'unverified'], 3, 20).toString()).toBe('q=Kowalska&active=true&page=3&size=20');
  });

  test('the payments page\'s filters (its list, count and CSV) are the same filters without the page', () => {
    const url = new URLSearchParams(`${PAYMENT_FILTER_NAMES[0]}=x&page=2&size=50&unknown=1&${PAYMENT_FILTER_NAMES[1]}=`);
    expect(listFilters(url, PAYMENT_FILTER_NAMES).toString()).toBe(`${PAYMENT_FILTER_NAMES[0]}=x`);
  });
});
