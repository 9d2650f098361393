import { HTTPError } from 'ky';
import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { DuplicateManualDonation, ManualDonationEntry } from '@zlota/shared/entities';
import type { ManualMethod } from '@zlota/shared/schemas/donation';
import { api } from '../../../../lib/api-client';

export type { ManualDonationEntry };

/** The manual donation form as typed: the amount in zł text (`12,50`), the day as `YYYY-MM-DD`. */
export interface ManualDonationBody {
  amount: string;
  received_on: string;
  method: ManualMethod;
  bank_reference: string;
  donor_name: string;
  /** Where the donor's confirmation (with its PDF) goes; empty: none is sent. */
  donor_email: string;
  anonymous: boolean;
  note: string;
}

/** A fundraiser's manual donations: enter one, list them, void one entered by mistake. */
export const manualDonationsApi = {
  list: (charityId: number) => api.get<ManualDonationEntry[]>(apiPath(API_ROUTES.adminCharityManualDonations, { id: charityId })),
  enter: (charityId: number, body: ManualDonationBody) => api.post<{ guid: string }>(apiPath(API_ROUTES.manualDonation, { id: charityId }), body),
  void: (guid: string, reason: string) => api.post<ManualDonationEntry>(apiPath(API_ROUTES.adminVoidPayment, { guid }), { reason }),
};

/** The entry that already counts a bank reference, when the API refused a duplicate (409). */
export async function earlierEntry(error: unknown): Promise<ManualDonationEntry | undefined> {
  if (!(error instanceof HTTPError) || error.response.status !== 409) return undefined;
  const body = (await error.response.clone().json().catch(() => undefined)) as Partial<DuplicateManualDonation> | undefined;
  return body?.earlier;
}
