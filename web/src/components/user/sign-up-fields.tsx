import { Link } from 'react-router-dom';
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from '@zlota/shared/constants';
import { paths } from '../../config/paths';
import { fieldId, type FieldErrors } from '../../lib/form-errors';
import type { SignUpField, SignUpValues } from '../../lib/sign-up-form';
import { bindTextFields, CheckField, TextField } from '../ui/fields';
import { PasswordField } from '../ui/password-field';

interface SignUpFieldsProps {
  form: string;
  values: SignUpValues;
  errors: FieldErrors;
  onChange: <K extends SignUpField>(field: K, value: SignUpValues[K]) => void;
}

/** The account's fields (spec §3): the sign-up page and the first step of the visitor's flow. */
export function SignUpFields({ form, values, errors, onChange }: SignUpFieldsProps) {
  const id = (field: SignUpField) => fieldId(form, field);
  const text = bindTextFields<Exclude<SignUpField, 'rules'>>(form, values, errors, onChange);
  return (
    <>
      <div className="field-row">
        <TextField {...text('name')} label="Imię" type="text" autoComplete="given-name" maxLength={NAME_MAX_LENGTH} />
        <TextField {...text('surname')} label="Nazwisko" type="text" autoComplete="family-name" maxLength={NAME_MAX_LENGTH} />
      </div>
      <TextField
        {...text('username')}
        label="Nazwa użytkownika"
        type="text"
        hint="Od 3 do 128 znaków. Możesz nią logować się zamiennie z adresem e-mail."
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={USERNAME_MAX_LENGTH}
      />
      <div className="field-row">
        <TextField {...text('email')} label="Adres e-mail" type="email" inputMode="email" autoComplete="email" autoCapitalize="off" spellCheck={false} hint="Wyślemy na niego link aktywujący konto." />
        <TextField {...text('phone')} label="Numer telefonu" type="tel" inputMode="tel" autoComplete="tel" hint="9 cyfr, np. 600 100 200." />
      </div>
      <div className="field-row">
        <PasswordField {...text('password')} label="Hasło" autoComplete="new-password" hint={`Co najmniej ${PASSWORD_MIN_LENGTH} znaków.`} />
        <PasswordField {...text('password_confirmation')} label="Powtórz hasło" autoComplete="new-password" hint="Wpisz to samo hasło jeszcze raz." />
      </div>
      <CheckField
        id={id('rules')}
        checked={values.rules}
        onChange={(checked) => onChange('rules', checked)}
        error={errors.rules}
        required
        label={
          <>
            Akceptuję{' '}
            <Link to={paths.terms.getHref()} target="_blank" rel="noopener">
              regulamin serwisu
              <span className="visually-hidden"> (otwiera się w nowej karcie)</span>
            </Link>{' '}
            i{' '}
            <Link to={paths.privacyPolicy.getHref()} target="_blank" rel="noopener">
              politykę prywatności
              <span className="visually-hidden"> (otwiera się w nowej karcie)</span>
            </Link>
            .
          </>
        }
      />
    </>
  );
}
