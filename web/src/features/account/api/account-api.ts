import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { AdminCharity, CharityDetails, CharityRevision, OwnCharity, SignedUpWithCharity, UserDonation, UserInfo, UserRecurring } from '@zlota/shared/entities';
import type { ChangePassword, DeleteAccount, Profile } from '@zlota/shared/schemas/own-account';
import { PERSONAL_DATA_FILE, type AccountSession } from '@zlota/shared/schemas/personal-data';
import { api } from '../../../lib/api-client';
import { fileNameOf, saveBlob } from '../../../lib/download';

export type { OwnCharity, UserDonation, UserRecurring };

/** A body as JSON, or as multipart when it carries a picture (see charityRequestBody). */
type Body = { json: object } | { form: FormData };

const sendBody = <T>(method: 'post' | 'put', path: string, body: Body) =>
  'form' in body ? api.send<T>(method, path, body.form) : api[method]<T>(path, body.json);

// Nothing here that writes is retried: writes must happen at most once.
const once = { retry: 0 };

export const accountApi = {
  collections: () => api.get<OwnCharity[]>(apiPath(API_ROUTES.userCollections)),
  donations: () => api.get<UserDonation[]>(apiPath(API_ROUTES.userDonations)),
  recurring: () => api.get<UserRecurring[]>(apiPath(API_ROUTES.userRecurring)),
  /** The PDF summary of a tax year's donations, fetched with the session's token and handed to the browser to save. */
  async downloadYearlySummary(year: number): Promise<void> {
    const response = await api.raw(apiPath(API_ROUTES.userYearlySummary), { searchParams: { year }, headers: { Accept: 'application/pdf' } });
    saveBlob(fileNameOf(response.headers.get('content-disposition'), `podsumowanie-darowizn-${year}.pdf`), await response.blob());
  },
  preview: (url: string) => api.get<CharityDetails>(apiPath(API_ROUTES.charityPreview, { name: url })),

  revisions: (id: number) => api.get<CharityRevision[]>(apiPath(API_ROUTES.charityRevisions, { id })),

  createCharity: (body: Body) => sendBody<AdminCharity>('post', apiPath(API_ROUTES.userCreateCharity), body),
  updateCharity: (id: number, body: Body) => sendBody<AdminCharity>('put', apiPath(API_ROUTES.charityUpdate, { id }), body),
  deleteCharity: (id: number) => api.delete(apiPath(API_ROUTES.userDeleteCharity, { id }), once),
  updateProfile: (profile: Profile) => api.put<UserInfo>(apiPath(API_ROUTES.ownProfile), profile, once),
  changePassword: (change: ChangePassword) => api.post<{ message: string }>(apiPath(API_ROUTES.ownPassword), change, once),
  deleteAccount: (body: DeleteAccount) => api.delete(apiPath(API_ROUTES.ownAccountDelete), { json: body, ...once }),
  sessions: () => api.get<AccountSession[]>(apiPath(API_ROUTES.ownSessions)),
  endSession: (id: number) => api.delete(apiPath(API_ROUTES.ownSessionEnd, { id }), once),
  endOtherSessions: () => api.delete(apiPath(API_ROUTES.ownOtherSessionsEnd), once),
  /** RODO: the person's data as a JSON file, fetched with the token in a header and handed to the browser to save. */
  async downloadPersonalData(): Promise<void> {
    const response = await api.raw(apiPath(API_ROUTES.ownDataExport), { headers: { Accept: 'application/json' }, ...once });
    saveBlob(PERSONAL_DATA_FILE, await response.blob());
  },
  /** The visitor's account, fundraiser, beneficiary and picture in one multipart request. */
  signUpWithCharity: (form: FormData) =>
    api.send<SignedUpWithCharity>('post', apiPath(API_ROUTES.signUpCharity), form),
};
