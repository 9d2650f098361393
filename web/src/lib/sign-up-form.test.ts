import { describe, expect, test } from 'vitest';
import { SIGN_UP_MESSAGES } from '@zlota/shared/messages';
import { signUpSchema } from '@zlota/shared/schemas/sign-up';
import { EMPTY_SIGN_UP, signUpRequest, type SignUpValues } from './sign-up-form';

/** What the sign-up forms' resolver reports: the schema's one issue, the first failing check. */
function firstSignUpProblem(values: SignUpValues) {
  const result = signUpSchema.safeParse(values);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return { field: issue?.path[0], message: issue?.message };
}

const VALID: SignUpValues = {
  name: 'Anna',
  surname: 'Kowalska',
  username: 'anna_k',
  phone: '600100200',
  email: 'anna@example.pl',
  password: 'bezpieczne-haslo',
  password_confirmation: 'bezpieczne-haslo',
  rules: true,
};

describe('the shared sign-up schema as the forms use it (spec §5)', () => {
  test('when everything is right, then there is no problem', () => {
    expect(firstSignUpProblem(VALID)).toBeNull();
  });

  test.each([
    ['a password under 8 characters', { password: 'krotkie', password_confirmation: 'krotkie' }, 'password', SIGN_UP_MESSAGES.password],
    ['a confirmation that differs', { password_confirmation: 'inne-haslo-123' }, 'password_confirmation', 'Hasła nie sią identyczne'],
    ['a one-letter name', { name: 'A' }, 'name', 'Nieprawidłowe imię'],
    ['a one-letter surname', { surname: 'K' }, 'surname', 'Nieprawidłowe nazwisko'],
    ['a two-letter username', { username: 'ab' }, 'username', 'Nieprawidłowe nazwisko'],
    ['a phone of 8 digits', { phone: '60010020' }, 'phone', 'Nieprawidłowy numer telefonu'],
    ['terms not accepted', { rules: false }, 'rules', 'Akceptacja regulaminu jest obowiązkowa'],
    ['an e-mail without a domain', { email: 'anna@' }, 'email', 'Nieprawidłowy email!'],
  ] as const)('when the form has %s, then that field is reported with the exact message', (_, change, field, message) => {
    expect(firstSignUpProblem({ ...VALID, ...change })).toEqual({ field, message });
  });

  test('when the form is empty, then the password is reported first (the order of spec §5)', () => {
    expect(firstSignUpProblem(EMPTY_SIGN_UP)).toEqual({ field: 'password', message: 'Hasła musi posiadać minimum 8 znaków' });
  });

  test('when two checks fail, then the earlier one in spec order wins', () => {
    expect(firstSignUpProblem({ ...VALID, email: 'zly', name: 'A' })?.field).toBe('name');
  });
});

describe('signUpRequest', () => {
  test('when the phone is typed with spaces, then it is sent as nine digits and passes the check', () => {
    const values = { ...VALID, phone: '600 100 200' };
    expect(signUpRequest(values).phone).toBe('600100200');
    expect(firstSignUpProblem(signUpRequest(values))).toBeNull();
  });
});
