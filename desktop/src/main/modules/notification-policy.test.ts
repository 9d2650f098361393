import { describe, expect, it } from 'vitest';
import { notificationsFor } from './notification-policy.js';

describe('notification policy', () => {
  it('when the first poll finds fundraisers and stale payments waiting, then both are announced with their screens', () => {
    expect(notificationsFor(null, { review: 3, stalePending: 1 })).toEqual([
      { title: 'Zbiórki do przejrzenia', body: '3 nowe zbiórki czekają na przejrzenie.', path: '/admin/charity/all' },
      { title: 'Wpłaty bez potwierdzenia', body: '1 wpłata czeka na potwierdzenie zbyt długo.', path: '/admin/payments' },
    ]);
  });

  it('when nothing grew since the last poll, then nothing is announced again', () => {
    expect(notificationsFor({ review: 3, stalePending: 1 }, { review: 3, stalePending: 0 })).toEqual([]);
  });

  it('when more arrive, then only the new ones are counted, in correct Polish', () => {
    expect(notificationsFor({ review: 1, stalePending: 0 }, { review: 6, stalePending: 0 })[0]!.body).toBe('5 nowych zbiórek czeka na przejrzenie.');
    expect(notificationsFor({ review: 0, stalePending: 0 }, { review: 22, stalePending: 12 }).map((n) => n.body)).toEqual([
      '22 nowe zbiórki czekają na przejrzenie.',
      '12 wpłat czeka na potwierdzenie zbyt długo.',
    ]);
  });
});
