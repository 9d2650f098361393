import { describe, expect, it } from 'vitest';
import { imageUrl } from './images.js';

describe('image address', () => {
  it('asks the API for the wanted WebP variant', () => {
    expect(imageUrl('0123456789abcdef01234567.webp', 'card')).toBe('/api/images/0123456789abcdef01234567.webp?variant=card');
  });

  it('is absolute when given the portal origin, as Open Graph tags need', () => {
    expect(imageUrl('0123456789abcdef01234567.webp', 'banner', 'https://zlotarybka.pl')).toBe(
      'https://zlotarybka.pl/api/images/0123456789abcdef01234567.webp?variant=banner',
    );
  });
});
