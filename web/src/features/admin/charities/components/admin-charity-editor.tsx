import { CharityForm } from '../../../../components/charity/charity-form';
import { charityRequestBody } from '../../../../components/charity/logic/charity-form';
import { charitiesApi, type AdminCharity } from '../../api/charities-api';
import { needyApi } from '../../api/needy-api';
import { AdminCharityFields } from './admin-charity-fields';
import {
  ADMIN_CHARITY_FIELD_ORDER,
  adminCharityBody,
  adminCreateSchema,
  adminUpdateSchema,
  withoutMode,
  type AdminCharityBody,
  type AdminCharityValues,
} from './admin-charity-values';

interface AdminCharityEditorProps {
  initial: AdminCharityValues;
  /** The fundraiser being changed; none for a new one. */
  charity?: AdminCharity;
  currentImageUrl?: string | null;
  onSaved: (saved: AdminCharity) => void;
}

/** The one charity editor with the foundation's fields: creates (POST charity or charity/with-needy) or changes (PUT). */
export function AdminCharityEditor({ initial, charity, currentImageUrl, onSaved }: AdminCharityEditorProps) {
  const current = charity?.needy ? { id: charity.needy.id, label: `${charity.needy.name} ${charity.needy.surname}, ${charity.needy.city}` } : null;
  const save = async (body: AdminCharityBody, image: File | null) => {
    if (!charity) {
      const request = charityRequestBody(withoutMode(body), image);
      onSaved(await (body.needy_mode === 'new' ? charitiesApi.createWithNeedy(request) : charitiesApi.create(request)));
      return;
    }
    // PUT charity/{id} takes a beneficiary by id: a new one is created first.
    const { needy: created, ...rest } = body.needy_mode === 'new' ? withoutMode(body) : { ...withoutMode(body), needy: undefined };
    const needyId = created ? (await needyApi.create(created)).id : undefined;
    onSaved(await charitiesApi.update(charity.id, charityRequestBody(needyId ? { ...rest, needy_id: needyId } : rest, image)));
  };
  return (
    <CharityForm<AdminCharityValues, AdminCharityBody>
      initial={initial}
      currentImageUrl={currentImageUrl ?? null}
      mode="admin"
      save={save}
      admin={{
        schema: charity ? adminUpdateSchema : adminCreateSchema,
        order: ADMIN_CHARITY_FIELD_ORDER,
        prepare: adminCharityBody,
        fields: (form) => <AdminCharityFields {...form} currentNeedy={current} />,
      }}
    />
  );
}
