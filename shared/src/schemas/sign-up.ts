import { z } from './zod.js';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../constants.js';
import type { SignUp } from '../entities.js';
import { SIGN_UP_MESSAGES } from '../messages.js';
import { polishPhoneNumber } from '../phone-number.js';
import { normalizeText, textRules } from './text.js';

type Raw = Record<keyof SignUp, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const lengthWithin = (value: unknown, min: number, max: number): boolean => {
  const length = Array.from(text(value)).length;
  return length >= min && length <= max;
};
/** An address the forgotten-password form and the logins can take back (their bound is the same). */
const emailFormat = z.email().max(EMAIL_MAX_LENGTH);
const ACCEPTED = new Set<unknown>([true, 'true', 'on', '1', 1]);
/** Letters without diacritics, digits, dot, underscore and hyphen. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export interface SignUpCheck {
  field: keyof SignUp;
  message: string;
  passes: (input: Raw) => boolean;
}

/** The phone as typed, read once: its 9 digits when it is a Polish number. */
const phoneOf = (value: unknown) => polishPhoneNumber(typeof value === 'string' ? value : '');

const phoneDigits = (value: unknown): string => {
  const phone = phoneOf(value);
  return phone.kind === 'polish' ? phone.digits : '';
};

/** A person's name as every text of the contract: NFC, no hidden or steering characters, at least one letter. */
const personName = (value: unknown): string => normalizeText(typeof value === 'string' ? value : '');
const personNameChecks = (field: 'name' | 'surname'): SignUpCheck[] =>
  textRules({ name: true }).map((rule) => ({ field, message: rule.message, passes: (v) => rule.passes(personName(v[field])) }));

/** Spec §5: the sign-up checks in their order; the first one that fails is the one reported. */
export const SIGN_UP_CHECKS: readonly SignUpCheck[] = [
  {
    field: 'password',
    message: SIGN_UP_MESSAGES.password,
    passes: (v) => typeof v.password === 'string' && v.password.length >= PASSWORD_MIN_LENGTH && v.password.length <= PASSWORD_MAX_LENGTH,
  },
  {
    field: 'password_confirmation',
    message: SIGN_UP_MESSAGES.passwordConfirmation,
    passes: (v) => v.password === v.password_confirmation,
  },
  {
    field: 'name',
    message: SIGN_UP_MESSAGES.name,
    passes: (v) => lengthWithin(personName(v.name), NAME_MIN_LENGTH, NAME_MAX_LENGTH),
  },
  ...personNameChecks('name'),
  {
    field: 'surname',
    message: SIGN_UP_MESSAGES.surname,
    passes: (v) => lengthWithin(personName(v.surname), NAME_MIN_LENGTH, NAME_MAX_LENGTH),
  },
  ...personNameChecks('surname'),
  {
    field: 'username',
    message: SIGN_UP_MESSAGES.username,
    passes: (v) => lengthWithin(v.username, USERNAME_MIN_LENGTH, USERNAME_MAX_LENGTH),
  },
  {
    // Never an e-mail address (no "@"), never a look-alike of another name: plain ASCII only.
    field: 'username',
    message: SIGN_UP_MESSAGES.usernameCharacters,
    passes: (v) => USERNAME_PATTERN.test(text(v.username)),
  },
  {
    // A number abroad is told so, rather than called wrong.
    field: 'phone',
    message: SIGN_UP_MESSAGES.phoneForeign,
    passes: (v) => phoneOf(v.phone).kind !== 'foreign',
  },
  {
    field: 'phone',
    message: SIGN_UP_MESSAGES.phone,
    passes: (v) => phoneOf(v.phone).kind === 'polish',
  },
  {
    field: 'rules',
    message: SIGN_UP_MESSAGES.rules,
    passes: (v) => ACCEPTED.has(v.rules),
  },
  {
    field: 'email',
    message: SIGN_UP_MESSAGES.email,
    passes: (v) => emailFormat.safeParse(text(v.email)).success,
  },
];

export function firstFailedSignUpCheck(input: Partial<Raw>): SignUpCheck | undefined {
  const raw = input as Raw;
  return SIGN_UP_CHECKS.find((check) => !check.passes(raw));
}

const rawShape = Object.fromEntries(
  SIGN_UP_CHECKS.map((check) => [check.field, z.unknown().optional()]),
) as Record<keyof SignUp, z.ZodOptional<z.ZodUnknown>>;

/** Sign-up as the server and the web validate it: one issue at most, the first failing check. */
export const signUpSchema = z
  .object(rawShape)
  .superRefine((value, ctx) => {
    const failed = firstFailedSignUpCheck(value);
    if (failed) ctx.addIssue({ code: 'custom', path: [failed.field], message: failed.message });
  })
  .transform(
    (v): SignUp => ({
      name: personName(v.name),
      surname: personName(v.surname),
      username: text(v.username),
      phone: phoneDigits(v.phone),
      email: text(v.email).toLowerCase(),
      password: v.password as string,
      password_confirmation: v.password_confirmation as string,
      rules: true,
    }),
  );
