import { describe, expect, it } from 'vitest';
import { FAQ_GROUPS } from './faq-entries';

const entries = FAQ_GROUPS.flatMap((group) => group.entries);

describe('FAQ', () => {
  it('answers at least ten questions, each a real question', () => {
    expect(entries.length).toBeGreaterThanOrEqual(10);
    for (const entry of entries) expect(entry.question).toMatch(/\?$/);
  });

  it('gives every question and group a unique anchor, so a link can open one', () => {
    const ids = [...FAQ_GROUPS.map((group) => `faq-${group.id}`), ...entries.map((entry) => entry.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it('covers creating a fundraiser, verification, payments, fees, receipts, anonymity, the 1.5% and contact', () => {
    const questions = entries.map((entry) => entry.question).join('\n');
    for (const topic of ['założyć zbiórkę', 'sprawdza', 'wpłaty', 'kosztuje', 'potwierdzenie', 'anonimowo', '1,5%', 'skontaktować']) {
      expect(questions).toContain(topic);
    }
  });
});
