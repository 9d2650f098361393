import { useEffect, useRef, useState } from 'react';
import { errorFields, errorMessage } from '../../../lib/api-client';
import { accountApi } from '../api/account-api';
import { CHARITY_FIELD_ORDER, NEEDY_FIELD_ORDER, validateCharityContent, validateNeedy } from '../../../components/charity/logic/charity-form';
import { fieldId, firstInvalid, type FieldErrors } from '../../../lib/form-errors';
import { SIGN_UP_FIELD_ORDER, signUpRequest } from '../../../lib/sign-up-form';
import { EMPTY_VISITOR, firstStepWithErrors, NO_ERRORS, signUpCharityForm, splitServerErrors, type Part, type PartErrors, type VisitorValues } from '../logic/visitor-flow';
import { useNotify } from '../../../hooks/use-notify';
import { useSignUpCheck } from '../../../hooks/use-sign-up-check';

export const FORMS: Record<Part, string> = { user: 'visitor-user', charity: 'visitor-charity', needy: 'visitor-needy', image: 'visitor' };
const ORDER: Record<Part, readonly string[]> = { user: SIGN_UP_FIELD_ORDER, charity: CHARITY_FIELD_ORDER, needy: NEEDY_FIELD_ORDER, image: ['image'] };
const PARTS: Part[] = ['user', 'charity', 'needy', 'image'];

/** The field to focus in a part with errors. */
const focusTargetOf = (part: Part, errors: FieldErrors) => {
  const first = firstInvalid(ORDER[part], errors);
  return first ? fieldId(FORMS[part], first) : null;
};

/** The visitor's flow: one step at a time, each checked by the shared rules, then one request for everything. */
export function useVisitorFlow() {
  const notify = useNotify();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<VisitorValues>(EMPTY_VISITOR);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<PartErrors>(NO_ERRORS);
  const [sending, setSending] = useState(false);
  const [created, setCreated] = useState<{ email: string; title: string } | null>(null);
  // After a step changes: the field to fix, or else the step's heading, takes the focus.
  const focusNext = useRef<string | null>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    const target = document.getElementById(focusNext.current ?? 'visitor-step-title');
    target?.focus();
    target?.scrollIntoView?.({ block: 'center' });
    focusNext.current = null;
  }, [step, errors]);

  const goTo = (next: number, focus: string | null = null) => {
    moved.current = true;
    focusNext.current = focus;
    setStep(next);
  };
  const setPartErrors = (part: Part) => (found: FieldErrors) => setErrors((current) => ({ ...current, [part]: found }));
  const checkUser = useSignUpCheck(FORMS.user, setPartErrors('user'));

  const change = <P extends 'user' | 'charity' | 'needy'>(part: P, field: keyof VisitorValues[P], value: unknown) => {
    setValues((current) => ({ ...current, [part]: { ...current[part], [field]: value } }));
    setErrors((current) => (current[part][field as string] ? { ...current, [part]: { ...current[part], [field]: undefined } } : current));
  };

  const reject = (part: Part, found: FieldErrors) => {
    setPartErrors(part)(found);
    goTo(step, focusTargetOf(part, found));
  };

  /** Checks the current step; moves on, or shows what to fix. */
  const next = () => {
    if (step === 0 && !checkUser(values.user)) return;
    if (step === 1) {
      const checked = validateCharityContent(values.charity);
      if (!checked.ok) return reject('charity', checked.errors);
    }
    if (step === 2) {
      const checked = validateNeedy(values.needy);
      if (!checked.ok) return reject('needy', checked.errors);
    }
    setPartErrors(PARTS[step]!)({});
    goTo(step + 1);
  };

  const send = async () => {
    if (sending) return;
    const user = checkUser(values.user);
    if (!user) return goTo(0, null);
    setSending(true);
    try {
      await accountApi.signUpWithCharity(signUpCharityForm(signUpRequest(values.user), values, image));
      setCreated({ email: user.email.trim(), title: values.charity.title.trim() });
    } catch (error) {
      notify.error(await errorMessage(error));
      const found = splitServerErrors(await errorFields(error));
      setErrors(found);
      const first = firstStepWithErrors(found);
      if (first !== null) goTo(first, focusTargetOf(PARTS[first]!, found[PARTS[first]!]));
    } finally {
      setSending(false);
    }
  };

  return { step, values, image, setImage, errors, setPartErrors, sending, created, goTo, change, next, send };
}
