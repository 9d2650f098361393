import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { codingFor, ReadyAnswer } from './ready-answer.js';

describe('codingFor', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0.3', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0, identity', 'identity'],
  ] as const)('Accept-Encoding %j gets %s', (header, coding) => {
    expect(codingFor(header)).toBe(coding);
  });
});

describe('ReadyAnswer', () => {
  it('when the JSON differs, then every form has another ETag; each form is made once', () => {
    const one = new ReadyAnswer(JSON.stringify({ zebrano: 1234 }));
    const other = new ReadyAnswer(JSON.stringify({ zebrano: 1235 }));
    expect(one.etag).not.toBe(other.etag);
    expect(one.form('br')).toBe(one.form('br'));
    expect(one.isHeldBy(`W/${one.etagOf('gzip')}`)).toBe(true);
    expect(one.isHeldBy(other.etag)).toBe(false);
  });
});

describe('ReadyAnswer compression', () => {
  const json = JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, tytul: `Wózek dla dziecka numer ${i}`, miasto: i % 2 ? 'Gdańsk' : 'Łódź' })));
  it.each(['br'] as const)('%s: the first form is made fast; asked again, it is made anew at the kept level (brotli 5), off the event loop', async (coding) => {
    const answer = new ReadyAnswer(json);
    const fast = answer.form(coding);
    expect(answer.form(coding)).toBe(fast); // the second ask still gets the fast form at once
    for (let i = 0; i < 100 && answer.form(coding) === fast; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    const best = answer.form(coding);
    expect(best.bytes.length).toBeLessThan(fast.bytes.length);
    expect(best.etag).toBe(fast.etag);
    const unpack = coding === 'br' ? brotliDecompressSync : gunzipSync;
    expect(unpack(best.bytes).toString('utf8')).toBe(json);
  });
});
