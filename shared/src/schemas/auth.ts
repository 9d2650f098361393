import { z } from './zod.js';
import { STAFF_ROLES } from '../api-routes.js';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TOKEN_LENGTH } from '../constants.js';
import { API_MESSAGES, SIGN_UP_MESSAGES } from '../messages.js';
import { emailAddress } from './bounded.js';

/** A login is an e-mail address or a username, the longer of the two. */
const LOGIN_MAX = EMAIL_MAX_LENGTH;
export const PASSWORD_MAX = PASSWORD_MAX_LENGTH;

/** Credentials of both logins: `login` is an e-mail address or a username. */
export const credentialsSchema = z.object({
  login: z
    .string({ error: API_MESSAGES.loginRequired })
    .trim()
    .min(1, { error: API_MESSAGES.loginRequired })
    .max(LOGIN_MAX, { error: API_MESSAGES.loginRequired }),
  password: z
    .string({ error: API_MESSAGES.passwordRequired })
    .min(1, { error: API_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX, { error: API_MESSAGES.passwordRequired }),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const rememberPasswordSchema = z.object({
  email: emailAddress(SIGN_UP_MESSAGES.email),
});

/** A new password obeys the first two sign-up checks, with the same messages. */
export const newPasswordFields = {
  password: z
    .string({ error: SIGN_UP_MESSAGES.password })
    .min(PASSWORD_MIN_LENGTH, { error: SIGN_UP_MESSAGES.password })
    .max(PASSWORD_MAX, { error: SIGN_UP_MESSAGES.password }),
  password_confirmation: z.string({ error: SIGN_UP_MESSAGES.passwordConfirmation }).max(PASSWORD_MAX, { error: SIGN_UP_MESSAGES.passwordConfirmation }),
};

export const samePasswords = (v: { password: string; password_confirmation: string }) =>
  v.password === v.password_confirmation;
export const passwordMismatch = { error: SIGN_UP_MESSAGES.passwordConfirmation, path: ['password_confirmation'] };

export const resetPasswordSchema = z
  .object({ token: z.string({ error: API_MESSAGES.resetInvalid }).min(1).max(TOKEN_LENGTH, { error: API_MESSAGES.resetInvalid }), ...newPasswordFields })
  .refine(samePasswords, passwordMismatch);

/** A role of the foundation's team (issue 17). */
export const staffRoleField = z.enum(STAFF_ROLES, { error: API_MESSAGES.staffRole });

/** The role an admin grants from the users screen. */
export const staffRoleSchema = z.object({ role: staffRoleField });
export type StaffRoleChange = z.infer<typeof staffRoleSchema>;

export const newAdminSchema = z
  .object({ email: rememberPasswordSchema.shape.email, ...newPasswordFields, role: staffRoleField.optional() })
  .refine(samePasswords, passwordMismatch);

export { ID_MAX, idParamSchema } from './numbers.js';
