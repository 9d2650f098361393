import type { SignUp } from '@zlota/shared/entities';

export type SignUpValues = SignUp;
export type SignUpField = keyof SignUp;

export const EMPTY_SIGN_UP: SignUpValues = {
  name: '',
  surname: '',
  username: '',
  phone: '',
  email: '',
  password: '',
  password_confirmation: '',
  rules: false,
};

/** The fields in the order they stand on the form. */
export const SIGN_UP_FIELD_ORDER: readonly SignUpField[] = ['name', 'surname', 'username', 'email', 'phone', 'password', 'password_confirmation', 'rules'];

/** Spaces typed into a phone number ("600 100 200") are dropped, as people write numbers that way. */
export const normalisePhone = (phone: string) => phone.replace(/[\s-]/g, '');

/** What goes to the API: the phone without spaces, everything else as typed (the server trims). */
export const signUpRequest = (values: SignUpValues): SignUpValues => ({ ...values, phone: normalisePhone(values.phone) });
