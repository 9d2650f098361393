import { describe, expect, it } from 'vitest';
import { imageUrl } from './image-url';

describe('image address', () => {
  it('asks the API for the wanted WebP variant', () => {
    expect(imageUrl('0123456789abcdef01234567.webp', 'card')).toBe('/api/images/0123456789abcdef01234567.webp?variant=card');
  });
});
