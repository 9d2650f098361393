import { describe, expect, it } from 'vitest';
import { subfieldsOf } from './mt940.js';
import { asksForAnonymity, codesInTitle } from './transfer-codes.js';

describe('a transfer code in a title', () => {
  it.each([
    ['ZR131', [131]],
    ['zr 131 dla Leny', [131]],
    ['Darowizna ZR-131', [131]],
    ['Zr131', [131]],
    ['ZR/131, ZR 7', [131, 7]],
    ['ZR131 i jeszcze raz zr131', [131]],
  ])('%s names %j', (title, ids) => {
    expect(codesInTitle(title)).toEqual(ids);
  });

  it.each(['PRZELEWZR131', 'ZR1310 0', 'ZRZ131', 'ZR', 'ZR0', 'faktura 131'])('%s names none (or not 131)', (title) => {
    expect(codesInTitle(title)).not.toContain(131);
  });

  it('when the bank cut the code across ~20 and ~21, then the joined title still names it', () => {
    const fields = subfieldsOf('020~00IBCCPRZELEW\n~20Darowizna na cel ZR1\n~2131 dla Leny\n~32JAN KOWALSKI\n~38PL27114020040000300201355387');
    expect((fields.get('20') ?? '') + (fields.get('21') ?? '')).toBe('Darowizna na cel ZR131 dla Leny');
    expect(codesInTitle((fields.get('20') ?? '') + (fields.get('21') ?? ''))).toEqual([131]);
    expect(fields.get('38')).toBe('PL27114020040000300201355387');
  });

  it('when the field wraps inside a subfield, or a bank marks subfields with <, then the subfields read the same', () => {
    expect(subfieldsOf('020<20Darowizna na c\nel ZR131<32ANNA').get('20')).toBe('Darowizna na cel ZR131');
  });

  it('anonymity is asked in words', () => {
    expect(asksForAnonymity('ZR131 wpłata anonimowa')).toBe(true);
    expect(asksForAnonymity('ZR131 Anonim')).toBe(true);
    expect(asksForAnonymity('ZR131 dla Leny')).toBe(false);
  });
});
