import { describe, expect, test } from 'vitest';
import { apiQuery } from './use-list-query';

describe('the API query of an admin list', () => {
  test('takes only the list\'s own filters from the page URL, drops empty ones, and adds the page and its size', () => {
    const url = new URLSearchParams('q=Kowalska&active=true&admin=&history=7&page=3');
    expect(apiQuery(url, ['q', 'active', 'admin', 'unverified'], 3, 20).toString()).toBe('q=Kowalska&active=true&page=3&size=20');
  });
});
