import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type {
  AdminCharity,
  CharityDetails,
  Message,
  OwnCharity,
  Session,
  SignedUp,
  SignedUpWithCharity,
  SignUp,
  UserDonation,
  UserInfo,
} from '@zlota/shared/entities';
import type { Credentials } from '@zlota/shared/schemas/auth';
import { api } from '../../../lib/api-client';

export type { OwnCharity, UserDonation };

/** A body as JSON, or as multipart when it carries a picture (see charityRequestBody). */
type Body = { json: object } | { form: FormData };

const sendBody = <T>(method: 'post' | 'put', path: string, body: Body) =>
  'form' in body ? api.send<T>(method, path, body.form) : api[method]<T>(path, body.json);

// Nothing here is retried: logins, links from e-mails and writes must happen at most once.
const once = { retry: 0 };

export const accountApi = {
  login: (credentials: Credentials) => api.post<Session>(apiPath(API_ROUTES.userLogin), credentials, once),
  /** Spec §7: yields `false` when the login fails. */
  adminLogin: (credentials: Credentials) => api.post<Session | false>(apiPath(API_ROUTES.adminLogin), credentials, once),
  signUp: (body: SignUp) => api.post<SignedUp>(apiPath(API_ROUTES.signUp), body, once),
  verifyEmail: (token: string) => api.get<Message>(apiPath(API_ROUTES.verifyEmail, { token }), once),
  rememberPassword: (email: string) => api.post<Message>(apiPath(API_ROUTES.rememberPassword), { email }, once),
  resetPassword: (body: { token: string; password: string; password_confirmation: string }) =>
    api.post<Message>(apiPath(API_ROUTES.resetPassword), body, once),

  userInfo: () => api.get<UserInfo>(apiPath(API_ROUTES.userInfo)),
  collections: () => api.get<OwnCharity[]>(apiPath(API_ROUTES.userCollections)),
  donations: () => api.get<UserDonation[]>(apiPath(API_ROUTES.userDonations)),
  preview: (url: string) => api.get<CharityDetails>(apiPath(API_ROUTES.charityPreview, { name: url })),

  createCharity: (body: Body) => sendBody<AdminCharity>('post', apiPath(API_ROUTES.userCreateCharity), body),
  updateCharity: (id: number, body: Body) => sendBody<AdminCharity>('put', apiPath(API_ROUTES.charityUpdate, { id }), body),
  deleteCharity: (id: number) => api.delete(apiPath(API_ROUTES.userDeleteCharity, { id }), once),
  /** The visitor's account, fundraiser, beneficiary and picture in one multipart request. */
  signUpWithCharity: (form: FormData) =>
    api.send<SignedUpWithCharity>('post', apiPath(API_ROUTES.signUpCharity), form),
};
