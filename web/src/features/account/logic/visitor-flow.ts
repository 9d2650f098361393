import type { DeclarationKey } from '@zlota/shared/declarations';
import { formatGrosze, parseAmountToGrosze } from '@zlota/shared/money';
import { EMPTY_CHARITY, EMPTY_NEEDY, type CharityValues, type NeedyValues } from '../../../components/charity/logic/charity-form';
import { errorsUnder, type FieldErrors } from '../../../lib/form-errors';
import { EMPTY_SIGN_UP, type SignUpValues } from '../../../lib/sign-up-form';

export const VISITOR_STEPS = ['Konto', 'Zbiórka', 'Podopieczny', 'Zdjęcie i wysłanie'] as const;
export type Part = 'user' | 'charity' | 'needy' | 'image';
/** The step on which each part of the request is filled in. */
export const STEP_OF_PART: Record<Part, number> = { user: 0, charity: 1, needy: 2, image: 3 };

export interface VisitorValues {
  user: SignUpValues;
  /** `description` is the HTML of the rich-text editor, the same as on /nowa-zbiorka (issue 37). */
  charity: CharityValues;
  needy: NeedyValues;
  /** What the organiser declares, on the last step. */
  declarations: Record<DeclarationKey, boolean>;
}

export const EMPTY_VISITOR: VisitorValues = {
  user: EMPTY_SIGN_UP,
  charity: EMPTY_CHARITY,
  needy: EMPTY_NEEDY,
  declarations: { adult: false, beneficiary_consent: false, health_data: false },
};

export type PartErrors = Record<Part, FieldErrors>;
export const NO_ERRORS: PartErrors = { user: {}, charity: {}, needy: {}, image: {} };

/**
 * The server names fields by part (`user.email`, `charity.title`, `needy.city`, `image`): split them per step. The
 * declarations are made on the last step, with the picture, and keep their full names (`declarations.adult`).
 */
export function splitServerErrors(fields: FieldErrors): PartErrors {
  const declarations = Object.fromEntries(Object.entries(fields).filter(([name]) => name.startsWith('declarations.')));
  return {
    user: errorsUnder('user', fields),
    charity: errorsUnder('charity', fields),
    needy: errorsUnder('needy', fields),
    image: { ...(fields.image ? { image: fields.image } : {}), ...declarations },
  };
}

/** The earliest step that has something to fix, or null. */
export function firstStepWithErrors(errors: PartErrors): number | null {
  const parts = (Object.keys(STEP_OF_PART) as Part[]).filter((part) => Object.values(errors[part]).some(Boolean));
  return parts.length ? Math.min(...parts.map((part) => STEP_OF_PART[part])) : null;
}

/** user/sign-up-charity: the parts `user`, `charity`, `needy` as JSON strings, and the `image` file. */
export function signUpCharityForm(user: SignUpValues, values: VisitorValues, image: File | null): FormData {
  const form = new FormData();
  form.append('user', JSON.stringify(user));
  form.append('charity', JSON.stringify(values.charity));
  form.append('needy', JSON.stringify(values.needy));
  form.append('declarations', JSON.stringify(values.declarations));
  if (image) form.append('image', image, image.name);
  return form;
}

/** The target as the summary says it: "6 000,00 zł"; what was typed when it is not an amount (the form says why). */
export function targetText(typed: string): string {
  const grosze = parseAmountToGrosze(typed);
  return grosze === null ? `${typed} zł` : formatGrosze(grosze);
}
