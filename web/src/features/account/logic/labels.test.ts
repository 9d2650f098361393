import { describe, expect, test } from 'vitest';
import { isEditable, paymentStatusLabel } from './labels';

describe('labels', () => {
  test('the owner edits a draft, a fundraiser waiting for review and an active one (its description and picture), not a finished one', () => {
    expect(['draft', 'submitted', 'active', 'completed', 'closed'].filter(isEditable)).toEqual(['draft', 'submitted', 'active']);
  });

  test('payment statuses read in Polish; an unknown one is shown as it is', () => {
    expect(paymentStatusLabel('paid')).toBe('Opłacona');
    expect(paymentStatusLabel('refunded')).toBe('Zwrócona');
    expect(paymentStatusLabel('chargeback')).toBe('chargeback');
  });
});
