import { describe, expect, test } from 'vitest';
import { isEditable, paymentStatusLabel } from './labels';

describe('labels', () => {
  test('the owner edits only a draft or a fundraiser waiting for review', () => {
    expect(['draft', 'submitted', 'active', 'completed', 'closed'].filter(isEditable)).toEqual(['draft', 'submitted']);
  });

  test('payment statuses read in Polish; an unknown one is shown as it is', () => {
    expect(paymentStatusLabel('paid')).toBe('Opłacona');
    expect(paymentStatusLabel('refunded')).toBe('refunded');
  });
});
