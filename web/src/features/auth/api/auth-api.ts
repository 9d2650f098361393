import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { Message, Session, SignedUp, SignUp } from '@zlota/shared/entities';
import type { Credentials } from '@zlota/shared/schemas/auth';
import type { TwoFactorChallenge } from '@zlota/shared/schemas/two-factor';
import { api } from '../../../lib/api-client';

// Nothing here is retried: logins and links from e-mails must happen at most once.
const once = { retry: 0 };

export const authApi = {
  login: (credentials: Credentials) => api.post<Session>(apiPath(API_ROUTES.userLogin), credentials, once),
  /** Spec §7: yields `false` when the login fails; an admin with two-factor login gets a challenge for the code. */
  adminLogin: (credentials: Credentials) => api.post<Session | TwoFactorChallenge | false>(apiPath(API_ROUTES.adminLogin), credentials, once),
  /** The code step of an admin login (issue 17). */
  adminLoginCode: (challenge: string, code: string) => api.post<Session>(apiPath(API_ROUTES.adminLoginTwoFactor), { challenge, code }, once),
  signUp: (body: SignUp) => api.post<SignedUp>(apiPath(API_ROUTES.signUp), body, once),
  verifyEmail: (token: string) => api.get<Message>(apiPath(API_ROUTES.verifyEmail, { token }), once),
  rememberPassword: (email: string) => api.post<Message>(apiPath(API_ROUTES.rememberPassword), { email }, once),
  resetPassword: (body: { token: string; password: string; password_confirmation: string }) =>
    api.post<Message>(apiPath(API_ROUTES.resetPassword), body, once),
};
