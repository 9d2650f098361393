import { describe, expect, test } from 'vitest';
import { normaliseLinkUrl } from './link-url';

describe('normaliseLinkUrl', () => {
  test.each([
    ['https://zlotarybka.pl/regulamin', 'https://zlotarybka.pl/regulamin'],
    ['zlotarybka.pl', 'https://zlotarybka.pl/'],
    ['  www.example.pl/a?b=1  ', 'https://www.example.pl/a?b=1'],
    ['http://example.pl', 'http://example.pl/'],
  ])('when %j is typed, then the link is %j', (typed, href) => {
    expect(normaliseLinkUrl(typed)).toBe(href);
  });

  test.each(['', '   ', 'javascript:alert(1)', 'mailto:a@b.pl', 'data:text/html,x', 'nie adres'])('when %j is typed, then it is refused', (typed) => {
    expect(normaliseLinkUrl(typed)).toBeNull();
  });
});
