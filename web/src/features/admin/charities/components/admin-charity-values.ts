import type { AdminCharity } from '@zlota/shared/entities';
import { formatZl } from '@zlota/shared/money';
import { adminCharitySchema, adminCharityUpdateSchema, adminCharityWithNeedySchema, needyAdminSchema, type CharityStatus } from '@zlota/shared/schemas/charity';
import { z } from '@zlota/shared/schemas/zod';
import { CHARITY_FIELD_ORDER, charityContentBody, EMPTY_CHARITY, type UserCharityValues } from '../../../../components/charity/logic/charity-form';

/** The panel's fundraiser form as typed: the owner's fields, the foundation's own, and the beneficiary picked or new. */
export interface AdminCharityValues extends UserCharityValues {
  needy: UserCharityValues['needy'] & { contact: string; notes: string };
  status: CharityStatus;
  promoted: boolean;
  /** The owner's account e-mail; empty: the foundation runs it. */
  owner_email: string;
  /** The picked beneficiary's id ('' when none), or a new one from the `needy` fields. */
  needy_id: string;
  needy_mode: 'existing' | 'new';
}

export const EMPTY_ADMIN_CHARITY: AdminCharityValues = {
  ...EMPTY_CHARITY,
  needy: { name: '', surname: '', city: '', contact: '', notes: '' },
  status: 'active',
  promoted: false,
  owner_email: '',
  needy_id: '',
  needy_mode: 'existing',
};

export const ADMIN_CHARITY_FIELD_ORDER = [...CHARITY_FIELD_ORDER, 'image', 'status', 'owner_email', 'needy_id', ...['name', 'surname', 'city', 'contact', 'notes'].map((key) => `needy.${key}`)];

const existing = z.literal('existing');
const created = z.literal('new');

// The shared schemas, told apart by how the beneficiary is given: picked (needy_id) or created with the fundraiser.
export const adminCreateSchema = z.discriminatedUnion('needy_mode', [
  adminCharitySchema.extend({ needy_mode: existing }),
  adminCharityWithNeedySchema.extend({ needy_mode: created }),
]);
export const adminUpdateSchema = z.discriminatedUnion('needy_mode', [
  adminCharityUpdateSchema.extend({ needy_mode: existing }),
  adminCharityUpdateSchema.omit({ needy_id: true }).extend({ needy: needyAdminSchema, needy_mode: created }),
]);

export type AdminCharityBody =
  | (ReturnType<typeof charityContentBody> & { status: CharityStatus; promoted: boolean; owner_email: string; needy_mode: 'existing'; needy_id?: number })
  | (ReturnType<typeof charityContentBody> & { status: CharityStatus; promoted: boolean; owner_email: string; needy_mode: 'new'; needy: AdminCharityValues['needy'] });

export function adminCharityBody(values: AdminCharityValues): AdminCharityBody {
  const base = { ...charityContentBody(values), status: values.status, promoted: values.promoted, owner_email: values.owner_email.trim() };
  if (values.needy_mode === 'new') return { ...base, needy_mode: 'new', needy: values.needy };
  return { ...base, needy_mode: 'existing', ...(values.needy_id ? { needy_id: Number(values.needy_id) } : {}) };
}

/** What the API gets: the body without the form's own switch. */
export function withoutMode<T extends { needy_mode: string }>({ needy_mode: _mode, ...body }: T) {
  return body;
}

export function adminValuesFromCharity(charity: AdminCharity): AdminCharityValues {
  return {
    ...EMPTY_ADMIN_CHARITY,
    title: charity.title,
    name: charity.name,
    target: charity.target,
    target_amount: formatZl(charity.target_amount, { withCurrency: false }),
    short_description: charity.short_description,
    description: charity.description,
    status: charity.status,
    promoted: charity.promoted,
    owner_email: charity.owner?.email ?? '',
    needy_id: charity.needy ? String(charity.needy.id) : '',
  };
}
