import { describe, expect, test } from 'vitest';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { adminCharityBody, adminCreateSchema, adminUpdateSchema, EMPTY_ADMIN_CHARITY, withoutMode, type AdminCharityValues } from './admin-charity-values';

const filled: AdminCharityValues = {
  ...EMPTY_ADMIN_CHARITY,
  title: 'Wózek dla Ani',
  name: 'Ania w ruchu',
  target: 'Wózek aktywny',
  target_amount: '12 500,00',
  short_description: 'Ania potrzebuje lekkiego wózka.',
  description: '<p></p>',
};

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the panel fundraiser form', () => {
  test('a picked beneficiary is sent by id, an empty editor as no description', () => {
    const body = adminCharityBody({ ...filled, needy_id: '7' });
    expect(body).toMatchObject({ needy_mode: 'existing', needy_id: 7, description: '', status: 'active', promoted: false });
    expect(adminCreateSchema.safeParse(body).success).toBe(true);
    expect(withoutMode(body)).not.toHaveProperty('needy_mode');
  });

  test('a new fundraiser needs a beneficiary: none picked gets the shared Polish message', () => {
    expect(messages(adminCreateSchema.safeParse(adminCharityBody(filled)))).toEqual({ needy_id: CHARITY_MESSAGES.needyRequired });
  });

  test('a beneficiary created inline is checked by needyAdminSchema, on create and on edit', () => {
    const body = adminCharityBody({ ...filled, needy_mode: 'new' });
    expect(messages(adminCreateSchema.safeParse(body))).toMatchObject({ 'needy.name': CHARITY_MESSAGES.needyName, 'needy.city': CHARITY_MESSAGES.needyCity });
    expect(messages(adminUpdateSchema.safeParse(body))).toMatchObject({ 'needy.surname': CHARITY_MESSAGES.needySurname });
    const named = adminCharityBody({ ...filled, needy_mode: 'new', needy: { name: 'Anna', surname: 'Lis', city: 'Łódź', contact: '', notes: '' } });
    expect(adminCreateSchema.safeParse(named).success).toBe(true);
  });
});
