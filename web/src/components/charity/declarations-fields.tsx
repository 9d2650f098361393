import { Link } from 'react-router-dom';
import { DECLARATION_KEYS, ORGANISER_DECLARATIONS, type DeclarationKey } from '@zlota/shared/declarations';
import { paths } from '../../config/paths';
import { CheckField } from '../ui/fields';

export type DeclarationValues = Record<DeclarationKey, boolean>;

interface DeclarationsFieldsProps {
  id: (name: string) => string;
  values: DeclarationValues;
  /** What is wrong with one declaration (the form names it `declarations.<key>`). */
  errorOf: (key: DeclarationKey) => string | undefined;
  onChange: (key: DeclarationKey, accepted: boolean) => void;
}

/** What the terms ask of every organiser, in the one wording the server records with the fundraiser. */
export function DeclarationsFields({ id, values, errorOf, onChange }: DeclarationsFieldsProps) {
  return (
    <fieldset className="form-section">
      <legend>Oświadczenia</legend>
      <p className="field__hint">
        Wymaga ich <Link to={paths.terms.getHref()}>regulamin</Link> (§ 4) i <Link to={paths.privacyPolicy.getHref()}>polityka prywatności</Link>.
        Zapiszemy, kiedy je złożono.
      </p>
      {DECLARATION_KEYS.map((key) => (
        <CheckField
          key={key}
          id={id(`declarations.${key}`)}
          label={ORGANISER_DECLARATIONS[key]}
          checked={values[key]}
          onChange={(accepted) => onChange(key, accepted)}
          error={errorOf(key)}
          required
        />
      ))}
    </fieldset>
  );
}
