import { describe, expect, it } from 'vitest';
import { offlineCatalogLine } from './offline-catalog-text';

const NOW = Date.UTC(2026, 10, 27, 13, 5);
const MB = 1024 * 1024;

describe('offlineCatalogLine', () => {
  it('says how many fundraisers, how many MB and how long ago, as issue 39 writes it', () => {
    expect(offlineCatalogLine({ count: 112, bytes: 9.4 * MB, syncedAt: NOW - 5 * 60_000 }, NOW)).toBe('Zapisano offline: 112 zbiórek, 9,4 MB, zaktualizowano 5 min temu');
  });

  it('declines the count and rounds the age to what a reader needs', () => {
    expect(offlineCatalogLine({ count: 1, bytes: 0.05 * MB, syncedAt: NOW - 10_000 }, NOW)).toBe('Zapisano offline: 1 zbiórkę, 0,1 MB, zaktualizowano przed chwilą');
    expect(offlineCatalogLine({ count: 3, bytes: 2 * MB, syncedAt: NOW - 3 * 3_600_000 }, NOW)).toBe('Zapisano offline: 3 zbiórki, 2,0 MB, zaktualizowano 3 godz. temu');
    expect(offlineCatalogLine({ count: 22, bytes: MB, syncedAt: NOW - 26 * 3_600_000 }, NOW)).toBe('Zapisano offline: 22 zbiórki, 1,0 MB, zaktualizowano 1 dzień temu');
    expect(offlineCatalogLine({ count: 12, bytes: MB, syncedAt: NOW - 3 * 86_400_000 }, NOW)).toBe('Zapisano offline: 12 zbiórek, 1,0 MB, zaktualizowano 3 dni temu');
  });
});
