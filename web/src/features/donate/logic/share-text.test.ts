import { describe, expect, it } from 'vitest';
import { shareText } from './share-text';

describe('shareText', () => {
  it('invites in Polish with the fundraiser title in Polish quotes', () => {
    expect(shareText('Wózek dla Oli & przyjaciół')).toBe('Wspieram zbiórkę „Wózek dla Oli & przyjaciół”. Dołączysz? Każda złotówka się liczy!');
  });
});
