import { describe, expect, it } from 'vitest';
import { TRANSFER_TITLE_MAX, transferCodeOf, transferTitleOf } from './transfer-code.js';

describe('transfer code', () => {
  it('is ZR and the id in decimal, without padding', () => {
    expect(transferCodeOf(131)).toBe('ZR131');
    expect(transferCodeOf(7)).toBe('ZR7');
  });

  it('starts the title, followed by the fundraiser’s title', () => {
    expect(transferTitleOf('ZR131', 'Wózek dla Leny')).toBe('ZR131 — Wózek dla Leny');
  });

  it('keeps the title within the banks’ limit, cut at a whole character, the code kept', () => {
    const title = transferTitleOf('ZR131', `${'Ż'.repeat(200)}  `);
    expect(Array.from(title)).toHaveLength(TRANSFER_TITLE_MAX);
    expect(title.startsWith('ZR131 — ŻŻŻ')).toBe(true);
    expect(transferTitleOf('ZR1', 'Dla\n  Ani ')).toBe('ZR1 — Dla Ani');
  });
});
