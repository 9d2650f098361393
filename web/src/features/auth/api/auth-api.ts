import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { Message, Session, SignedUp, SignUp } from '@zlota/shared/entities';
import type { Credentials } from '@zlota/shared/schemas/auth';
import { api } from '../../../lib/api-client';

// Nothing here is retried: logins and links from e-mails must happen at most once.
const once = { retry: 0 };

export const authApi = {
  login: (credentials: Credentials) => api.post<Session>(apiPath(API_ROUTES.userLogin), credentials, once),
  /** Spec §7: yields `false` when the login fails. */
  adminLogin: (credentials: Credentials) => api.post<Session | false>(apiPath(API_ROUTES.adminLogin), credentials, once),
  signUp: (body: SignUp) => api.post<SignedUp>(apiPath(API_ROUTES.signUp), body, once),
  verifyEmail: (token: string) => api.get<Message>(apiPath(API_ROUTES.verifyEmail, { token }), once),
  rememberPassword: (email: string) => api.post<Message>(apiPath(API_ROUTES.rememberPassword), { email }, once),
  resetPassword: (body: { token: string; password: string; password_confirmation: string }) =>
    api.post<Message>(apiPath(API_ROUTES.resetPassword), body, once),
};
