import { describe, expect, it } from 'vitest';
import { SIGN_UP_MESSAGES as M, TEXT_MESSAGES } from '../messages.js';
import { firstFailedSignUpCheck, signUpSchema } from './sign-up.js';

const valid = {
  name: 'Anna',
  surname: 'Kowalska',
  username: 'anna_k',
  phone: '600100200',
  email: 'Anna@Example.pl',
  password: 'bezpieczne',
  password_confirmation: 'bezpieczne',
  rules: true,
};
const failure = (input: Record<string, unknown>) => firstFailedSignUpCheck(input)?.message;
const chars = (n: number) => 'ż'.repeat(n);

describe('sign-up checks (spec §5)', () => {
  it('when every field is right, then no check fails and the e-mail is lower-cased', () => {
    expect(failure(valid)).toBeUndefined();
    expect(signUpSchema.parse(valid).email).toBe('anna@example.pl');
  });

  it.each([
    ['a password of 7 characters', { password: '1234567', password_confirmation: '1234567' }, M.password],
    ['no password', { password: undefined }, M.password],
    ['a different confirmation', { password_confirmation: 'inne-haslo' }, M.passwordConfirmation],
    ['a name of 1 character', { name: chars(1) }, M.name],
    ['a name of 129 characters', { name: chars(129) }, M.name],
    ['a surname of 1 character', { surname: chars(1) }, M.surname],
    ['a surname of 129 characters', { surname: chars(129) }, M.surname],
    ['a username of 2 characters', { username: 'ab' }, M.username],
    ['a username of 129 characters', { username: chars(129) }, M.username],
    ['a username that is an e-mail address', { username: 'jan@example.pl' }, M.usernameCharacters],
    ['a username with Polish letters', { username: 'łukasz' }, M.usernameCharacters],
    ['a username with a space', { username: 'anna k' }, M.usernameCharacters],
    ['phone 099999999', { phone: '099999999' }, M.phone],
    ['phone of 8 digits', { phone: '60010020' }, M.phone],
    ['phone of 10 digits', { phone: '6001002001' }, M.phone],
    ['phone with letters', { phone: '60010020a' }, M.phone],
    ['a German phone', { phone: '+49 151 2345 6789' }, M.phoneForeign],
    ['terms not accepted', { rules: false }, M.rules],
    ['a malformed e-mail', { email: 'anna@' }, M.email],
  ])('when given %s, then its message is reported', (_case, change, message) => {
    expect(failure({ ...valid, ...change })).toBe(message);
  });

  it.each([
    ['a password of exactly 8 characters', { password: '12345678', password_confirmation: '12345678' }],
    ['names of 2 and 128 characters', { name: chars(2), surname: chars(128) }],
    ['a username of 3 characters', { username: 'abc' }],
    ['a username of 128 characters', { username: 'u'.repeat(128) }],
    ['a username of letters, digits, dots, underscores and hyphens', { username: 'Anna.K_2-b' }],
    ['phone 100000000', { phone: '100000000' }],
  ])('when given %s, then it passes', (_case, change) => {
    expect(failure({ ...valid, ...change })).toBeUndefined();
  });

  it.each(['+48 600 700 800', '0048600700800', '(+48) 600 700 800', '+48600700800', '600-700-800'])(
    'when the phone is written %j, then it passes and its 9 digits are kept',
    (phone) => {
      expect(failure({ ...valid, phone })).toBeUndefined();
      expect(signUpSchema.parse({ ...valid, phone }).phone).toBe('600700800');
    },
  );

  it('when several checks fail, then the first in spec order is the one reported', () => {
    expect(failure({ ...valid, name: 'A', email: 'x', rules: false })).toBe(M.name);
    expect(failure({ name: 'A' })).toBe(M.password);
    const result = signUpSchema.safeParse({ ...valid, surname: '', phone: '1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['surname'], message: M.surname })]);
  });

  it('reuses the surname message for the username, as the spec says', () => {
    expect(M.username).toBe('Nieprawidłowe nazwisko');
    expect(failure({ ...valid, username: 'x' })).toBe('Nieprawidłowe nazwisko');
  });
});

describe('names at sign-up, as every text of the contract', () => {
  it.each([
    ['a name without a letter', { name: '1234' }, TEXT_MESSAGES.noLetter],
    ['a surname of zero-width spaces', { surname: '\u200B\u200B\u200B' }, TEXT_MESSAGES.invisibleOnly],
    ['a name with a bidi override', { name: 'Anna\u202E' }, TEXT_MESSAGES.bidiCharacters],
    ['a surname with a control character', { surname: 'Kowal\u0000ska' }, TEXT_MESSAGES.controlCharacters],
  ])('when given %s, then its message is reported', (_case, change, message) => {
    expect(failure({ ...valid, ...change })).toBe(message);
  });

  it('when a name comes decomposed (NFD), then it is kept composed (NFC)', () => {
    const parsed = signUpSchema.parse({ ...valid, name: 'Zo\u0301s\u0301ka', surname: 'Ło\u0301dzka' });
    expect([parsed.name, parsed.surname]).toEqual(['Zóśka', 'Łódzka']);
  });
});
