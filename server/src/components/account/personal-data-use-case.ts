// Konto (RODO): the person downloads everything the portal keeps about them, as one JSON file.
import type { PersonalData } from '@zlota/shared/schemas/personal-data';
import type { Deps } from '../../deps.js';
import { auditOfUser, recordAudit } from '../audit/audit-repository.js';
import { accountSessions } from '../auth/sessions-use-case.js';
import { ownCharities } from '../charities/manage-charity-use-case.js';
import { userDonationRecords } from '../payments/payment-queries-use-case.js';
import { toUserInfo } from '../users/user-view.js';
import type { UserRow } from '../users/users-repository.js';

/** The download is recorded first, so the file itself shows who took it and when. */
export async function exportPersonalData(deps: Deps, user: UserRow, authorization: string | undefined): Promise<PersonalData> {
  const now = deps.clock.now();
  await recordAudit(deps.db, { actor: user, action: 'user.export_data', entity_type: 'user', entity_id: user.id }, now);
  const [fundraisers, donations, sessions, audit] = await Promise.all([
    ownCharities(deps, user),
    userDonationRecords(deps, user.id),
    accountSessions(deps, user.id, authorization),
    auditOfUser(deps.db, user.id),
  ]);
  return { exported_at: new Date(now).toISOString(), profile: toUserInfo(user), fundraisers, donations, sessions, audit };
}
