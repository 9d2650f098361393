import { describe, expect, it } from 'vitest';
import { auditChanges, auditChangeText } from './audit-changes.js';

const lines = (entry: Parameters<typeof auditChanges>[0]) => auditChanges(entry).map(auditChangeText);

describe('an audit entry in words', () => {
  it('names a status change with the record’s own words, an arrow between', () => {
    expect(lines({ action: 'payment.void', entity_type: 'payment', before: { status: 'paid' }, after: { status: 'voided', amount_grosze: 25000, charity_id: 3 } })).toEqual([
      'Status: Opłacona → Unieważniona',
      'Kwota: — → 250,00\u00a0zł',
      'Nr zbiórki: — → 3',
    ]);
    expect(lines({ action: 'charity.approve', entity_type: 'charity', before: { status: 'submitted' }, after: { status: 'active' } })).toEqual(['Status: Czeka na akceptację → Aktywna']);
  });

  it('writes yes and no, roles and methods in Polish, and leaves out what did not change', () => {
    const entry = {
      action: 'user.set_role' as const,
      entity_type: 'user' as const,
      before: { email: 'a@example.pl', is_active: true, is_admin: false, staff_role: null },
      after: { email: 'a@example.pl', is_active: true, is_admin: true, staff_role: 'finance' },
    };
    expect(lines(entry)).toEqual(['Administrator: nie → tak', 'Rola w zespole: — → Finanse']);
    expect(lines({ action: 'payment.manual_donation', entity_type: 'charity', before: null, after: { amount_grosze: 123456, method: 'transfer', anonymous: false } })).toEqual([
      'Kwota: 1\u00a0234,56\u00a0zł',
      'Sposób wpłaty: Przelew tradycyjny',
      'Anonimowo: nie',
    ]);
  });

  it('shows a removed record by what it was, and nothing for an entry without data', () => {
    expect(lines({ action: 'charity.delete', entity_type: 'charity', before: { title: 'Wózek dla Leny', promoted: true }, after: null })).toEqual(['Tytuł: Wózek dla Leny', 'Na banerze: tak']);
    expect(auditChanges({ action: 'needy.view', entity_type: 'needy', before: null, after: null })).toEqual([]);
  });
});
