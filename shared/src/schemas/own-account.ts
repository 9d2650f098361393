// What the signed-in person changes in Konto: their name and phone, their password, and the account itself.
import { z } from './zod.js';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../constants.js';
import { API_MESSAGES, SIGN_UP_MESSAGES } from '../messages.js';
import { newPasswordFields, PASSWORD_MAX, passwordMismatch, samePasswords } from './auth.js';
import { PHONE_TYPED_MAX, polishPhoneNumber } from '../phone-number.js';
import { textField } from './text.js';

const personName = (error: string) => textField({ error, min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH, name: true });

/** The username and the e-mail address stay as they are: they are how the person signs in. */
export const profileSchema = z.object({
  name: personName(SIGN_UP_MESSAGES.name),
  surname: personName(SIGN_UP_MESSAGES.surname),
  phone: z
    .string({ error: SIGN_UP_MESSAGES.phone })
    .max(PHONE_TYPED_MAX, { error: SIGN_UP_MESSAGES.phone })
    .transform((typed, ctx) => {
      const phone = polishPhoneNumber(typed);
      if (phone.kind === 'polish') return phone.digits;
      ctx.addIssue({ code: 'custom', message: phone.kind === 'foreign' ? SIGN_UP_MESSAGES.phoneForeign : SIGN_UP_MESSAGES.phone });
      return z.NEVER;
    }),
});
export type Profile = z.infer<typeof profileSchema>;

/** The password the person has now: what proves it is them before a change that cannot be undone. */
const currentPassword = z
  .string({ error: API_MESSAGES.passwordRequired })
  .min(1, { error: API_MESSAGES.passwordRequired })
  .max(PASSWORD_MAX, { error: API_MESSAGES.passwordRequired });

/** A new password obeys the sign-up rules, with the same messages. */
export const changePasswordSchema = z
  .object({ current_password: currentPassword, ...newPasswordFields })
  .refine(samePasswords, passwordMismatch);
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const deleteAccountSchema = z.object({ password: currentPassword });
export type DeleteAccount = z.infer<typeof deleteAccountSchema>;
