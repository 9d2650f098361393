import { describe, expect, it } from 'vitest';
import { shareTargets } from './share-targets';

describe('shareTargets', () => {
  const [facebook, x, whatsapp] = shareTargets('https://zlotarybka.pl/zbiorka/wozek-dla-oli', 'Wózek dla Oli & przyjaciół');

  it('encodes the fundraiser address for Facebook', () => {
    expect(facebook!.href).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fzlotarybka.pl%2Fzbiorka%2Fwozek-dla-oli');
  });

  it('sends a Polish invitation with the title, encoded so "&" cannot break the address', () => {
    const params = new URL(x!.href).searchParams;
    expect(params.get('text')).toBe('Wspieram zbiórkę „Wózek dla Oli & przyjaciół”. Dołączysz? Każda złotówka się liczy!');
    expect(params.get('url')).toBe('https://zlotarybka.pl/zbiorka/wozek-dla-oli');
    expect(new URL(whatsapp!.href).searchParams.get('text')).toMatch(/przyjaciół”\. .* https:\/\/zlotarybka\.pl\/zbiorka\/wozek-dla-oli$/);
  });
});
