import { useCallback } from 'react';
import { fieldId, focusField } from '../lib/form-errors';
import { firstSignUpProblem, signUpRequest, type SignUpField, type SignUpValues } from '../lib/sign-up-form';
import { useNotify } from './use-notify';

/**
 * Spec §5: the eight checks in order; the first failure is an error toast 'Błąd' (3 s) with the exact
 * message, kept beside its field too (a toast goes away) and the field takes the focus.
 * Returns the request body, or null after reporting.
 */
export function useSignUpCheck(form: string, setErrors: (errors: Partial<Record<SignUpField, string>>) => void) {
  const notify = useNotify();
  return useCallback(
    (values: SignUpValues): SignUpValues | null => {
      const request = signUpRequest(values);
      const problem = firstSignUpProblem(request);
      if (!problem) {
        setErrors({});
        return request;
      }
      setErrors({ [problem.field]: problem.message });
      notify.error(problem.message);
      focusField(fieldId(form, problem.field));
      return null;
    },
    [form, notify, setErrors],
  );
}
