import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

describe('share links', () => {
  const links = Object.fromEntries(shareLinks('https://zlotarybka.pl/zbiorka/wozek-dla-ani', 'Wózek dla Ani & Oli').map((target) => [target.id, target.href]));

  it('shares the page on Facebook', () => {
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fzlotarybka.pl%2Fzbiorka%2Fwozek-dla-ani');
  });

  it('shares the page and its text with the current X intent, encoded', () => {
    const url = new URL(links.x ?? '');
    expect(url.origin + url.pathname).toBe('https://x.com/intent/post');
    expect(url.searchParams.get('url')).toBe('https://zlotarybka.pl/zbiorka/wozek-dla-ani');
    expect(url.searchParams.get('text')).toBe('Wózek dla Ani & Oli');
  });

  it('shares the text with the address on WhatsApp', () => {
    expect(new URL(links.whatsapp ?? '').searchParams.get('text')).toBe('Wózek dla Ani & Oli https://zlotarybka.pl/zbiorka/wozek-dla-ani');
  });
});
