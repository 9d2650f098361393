import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Path, type PathValue, type Resolver } from 'react-hook-form';
import { DECLARATION_KEYS } from '@zlota/shared/declarations';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { charityContentSchema, needyInputSchema, organiserDeclarationsSchema } from '@zlota/shared/schemas/charity';
import { signUpSchema } from '@zlota/shared/schemas/sign-up';
import { errorFields, errorMessage } from '../../../lib/api-client';
import { accountApi } from '../api/account-api';
import { charityContentBody, CHARITY_FIELD_ORDER, NEEDY_FIELD_ORDER } from '../../../components/charity/logic/charity-form';
import { fieldId, firstInvalid, flattenErrors, type FieldErrors } from '../../../lib/form-errors';
import { SIGN_UP_FIELD_ORDER, signUpRequest } from '../../../lib/sign-up-form';
import { EMPTY_VISITOR, firstStepWithErrors, signUpCharityForm, splitServerErrors, STEP_OF_PART, type Part, type VisitorValues } from '../logic/visitor-flow';
import { useNotify } from '../../../hooks/use-notify';

export const FORMS: Record<Part, string> = { user: 'visitor-user', charity: 'visitor-charity', needy: 'visitor-needy', image: 'visitor' };
const ORDER: Record<Part, readonly string[]> = { user: SIGN_UP_FIELD_ORDER, charity: CHARITY_FIELD_ORDER, needy: NEEDY_FIELD_ORDER, image: ['image'] };
const PARTS: Part[] = ['user', 'charity', 'needy', 'image'];

/** Each step's part and the shared schema that checks it (spec §5's sign-up checks for the account). */
const STEP_CHECKS = [
  (values: VisitorValues) => ({ schema: signUpSchema, input: signUpRequest(values.user) }),
  (values: VisitorValues) => ({ schema: charityContentSchema, input: charityContentBody(values.charity) }),
  (values: VisitorValues) => ({ schema: needyInputSchema, input: values.needy }),
] as const;

/** The field to focus in a part with errors. */
const focusTargetOf = (part: Part, errors: FieldErrors) => {
  const first = firstInvalid(ORDER[part], errors);
  return first ? fieldId(FORMS[part], first) : null;
};

/** The visitor's flow: one step at a time, each checked by the shared rules, then one request for everything. */
export function useVisitorFlow() {
  const notify = useNotify();
  const [step, setStep] = useState(0);
  const [image, setImage] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [created, setCreated] = useState<{ email: string; title: string } | null>(null);
  // The step whose part the resolver checks: react-hook-form validates one part at a time here.
  const checking = useRef(0);
  const resolver: Resolver<VisitorValues> = async (values, context, options) => {
    const { schema, input } = STEP_CHECKS[checking.current]!(values);
    const result = await zodResolver(schema as never, undefined, { raw: true })(input as never, context, options as never);
    const found = Object.keys(result.errors).length > 0;
    return found ? { values: {}, errors: { [PARTS[checking.current]!]: result.errors } } : { values, errors: {} };
  };
  const form = useForm<VisitorValues>({ resolver, defaultValues: EMPTY_VISITOR, mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false });
  const values = form.watch();
  const errors = splitServerErrors(flattenErrors(form.formState.errors));

  // After a step changes: the field to fix, or else the step's heading, takes the focus.
  const focusNext = useRef<string | null>(null);
  const moved = useRef(false);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (!moved.current) return;
    const target = document.getElementById(focusNext.current ?? 'visitor-step-title');
    target?.focus();
    target?.scrollIntoView?.({ block: 'center' });
    focusNext.current = null;
  }, [step, focusRequest]);

  const goTo = (next: number, focus: string | null = null) => {
    moved.current = true;
    focusNext.current = focus;
    setStep(next);
    setFocusRequest((n) => n + 1);
  };

  const change = <P extends 'user' | 'charity' | 'needy' | 'declarations'>(part: P, field: keyof VisitorValues[P], value: unknown) => {
    const name = `${part}.${String(field)}` as Path<VisitorValues>;
    form.setValue(name, value as PathValue<VisitorValues, typeof name>);
    form.clearErrors(name);
  };

  /** The organiser's declarations, checked by the shared schema before anything is sent. */
  const declarationsAccepted = () => {
    const result = organiserDeclarationsSchema.safeParse(values.declarations);
    if (result.success) return true;
    const keys = DECLARATION_KEYS.filter((key) => values.declarations[key] !== true);
    for (const key of keys) form.setError(`declarations.${key}` as Path<VisitorValues>, { type: 'manual', message: CHARITY_MESSAGES.declaration });
    notify.error(CHARITY_MESSAGES.declaration);
    goTo(STEP_OF_PART.image, fieldId(FORMS.image, `declarations.${keys[0] ?? 'adult'}`));
    return false;
  };

  const markImage = (message: string | undefined) => (message ? form.setError('image' as Path<VisitorValues>, { type: 'manual', message }) : form.clearErrors('image' as Path<VisitorValues>));

  /** Checks one step's part with its shared schema; on a problem, shows it (a toast 'Błąd' for the account) and focuses it. */
  const check = async (at: number, onProblem: (part: Part, found: FieldErrors) => void) => {
    checking.current = at;
    const part = PARTS[at]!;
    // Leaf names: react-hook-form keeps a resolver's error only under a field it knows, not under a whole part.
    const names = ORDER[part].map((field) => `${part}.${field}` as Path<VisitorValues>);
    if (await form.trigger(names)) return true;
    // getFieldState reads the errors trigger has just set (formState is this render's snapshot).
    const found = flattenErrors((form.getFieldState(part as Path<VisitorValues>).error ?? {}) as Record<string, unknown>);
    const message = found[firstInvalid(ORDER[part], found) ?? ''];
    if (part === 'user' && message) notify.error(message);
    onProblem(part, found);
    return false;
  };

  /** Checks the current step; moves on, or shows what to fix. */
  const next = async () => {
    if (await check(step, (part, found) => goTo(step, focusTargetOf(part, found)))) goTo(step + 1);
  };

  const send = async () => {
    if (sending) return;
    if (!(await check(0, () => goTo(0, null)))) return;
    if (!declarationsAccepted()) return;
    setSending(true);
    try {
      const user = signUpRequest(values.user);
      await accountApi.signUpWithCharity(signUpCharityForm(user, values, image));
      setCreated({ email: user.email.trim(), title: values.charity.title.trim() });
    } catch (error) {
      notify.error(await errorMessage(error));
      const fields = await errorFields(error);
      form.clearErrors();
      for (const [name, message] of Object.entries(fields)) if (message) form.setError(name as Path<VisitorValues>, { type: 'server', message });
      const found = splitServerErrors(fields);
      const first = firstStepWithErrors(found);
      if (first !== null) goTo(first, focusTargetOf(PARTS[first]!, found[PARTS[first]!]));
    } finally {
      setSending(false);
    }
  };

  return { step, values, image, setImage, errors, markImage, sending, created, goTo, change, next, send };
}
