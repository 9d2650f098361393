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
