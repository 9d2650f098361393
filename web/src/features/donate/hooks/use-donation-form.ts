import { zodResolver } from '@hookform/resolvers/zod';
import { HTTPError } from 'ky';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useForm, type FieldErrors as FormErrors, type Path, type PathValue, type Resolver } from 'react-hook-form';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { checkDonationAmount, donationSchema } from '@zlota/shared/schemas/donation';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { errorFields, errorMessage } from '../../../lib/api-client';
import { flattenErrors } from '../../../lib/form-errors';
import { startDonation } from '../api/donate-api';
import {
  amountInGrosze,
  fieldOf,
  initialDonationValues,
  resolveAmount,
  splitErrors,
  toDonationRequest,
  type DonationFormValues,
  type DonationRequest,
  type FieldErrors,
} from '../logic/donation-form';
import { freshKey, keyForAttempt, type KeyState } from '../logic/idempotency-key';
import { CARD_FORM_MESSAGES } from '../logic/card-form';
import type { CardTokenizer } from '../components/card-token-form';

export interface DonationFormState {
  values: DonationFormValues;
  errors: FieldErrors;
  /** Messages about the whole form (the server's, or a problem on the way). */
  general: string[];
  sending: boolean;
  /** Grows with every rejected attempt, so the error summary can take the focus again. */
  rejections: number;
  update: <K extends keyof DonationFormValues>(input: K, value: DonationFormValues[K]) => void;
  submit: (event: FormEvent<HTMLFormElement>) => void;
}

/** How long the donor's typing pauses before their own amount is checked. */
export const AMOUNT_CHECK_PAUSE_MS = 500;

/** The server's schema checks the request as it will be sent; the parsed output holds grosze, which the API would read as zł. */
const requestResolver = zodResolver(donationSchema, undefined, { raw: true });

/** react-hook-form's messages as the form's fields and messages about the whole form (a key, the fundraiser). */
const splitFormErrors = (found: FormErrors<DonationFormValues>) =>
  splitErrors(Object.entries(flattenErrors(found)).flatMap(([key, message]) => (message ? [[key, message] as const] : [])));

/**
 * The support form: validated with the server's schema, sent once per attempt, then off to the operator. `cardTokenizer`
 * (issue 40, PayU): a monthly donation first asks PayU's Secure Form for the card's token and sends it as `card_token`.
 */
export function useDonationForm(charityId: number, defaultMethod: string, cardTokenizer: RefObject<CardTokenizer | null> | null = null): DonationFormState {
  const [general, setGeneral] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [rejections, setRejections] = useState(0);
  const keyState = useRef<KeyState | null>(null);
  const inFlight = useRef(false);
  const withMethod = (values: DonationFormValues): DonationFormValues => ({ ...values, method: values.method || defaultMethod });

  // Each attempt has its idempotency key before it is checked: the same amount keeps it, another gets a new one.
  const resolver: Resolver<DonationFormValues, unknown, DonationRequest> = (values, context, options) => {
    const effective = withMethod(values);
    keyState.current = keyForAttempt((keyState.current ??= freshKey()), amountInGrosze(effective));
    return requestResolver(toDonationRequest(effective, charityId, keyState.current.key) as never, context, options as never) as never;
  };
  const form = useForm<DonationFormValues, unknown, DonationRequest>({ resolver, defaultValues: initialDonationValues(), reValidateMode: 'onSubmit', shouldFocusError: false });
  const values = withMethod(form.watch());

  // A signed-in donor finds their first name (the signature asks for a name or a nickname), their full name for the
  // confirmation and their e-mail filled in; what they have typed already is never replaced.
  const user = useCurrentUser();
  const account = user.status === 'ready' ? user.data : null;
  useEffect(() => {
    if (!account) return;
    const prefill = { name: account.name, receiptName: `${account.name} ${account.surname}`.trim(), email: account.email } as const;
    for (const field of ['name', 'receiptName', 'email'] as const) {
      if (!form.getValues(field) && !form.getFieldState(field).isDirty) form.setValue(field, prefill[field]);
    }
  }, [account, form]);
  const errors = splitFormErrors(form.formState.errors).fields;

  // The own amount is checked as the donor types, after a short pause, by the rules the server applies.
  const ownAmount = values.amountChoice === 'other' ? resolveAmount(values) : '';
  useEffect(() => {
    if (ownAmount === '') return;
    const timer = setTimeout(() => {
      const checked = checkDonationAmount(ownAmount);
      if ('problem' in checked) form.setError('amount' as Path<DonationFormValues>, { type: 'typing', message: checked.problem });
    }, AMOUNT_CHECK_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [ownAmount, form]);

  // Back from the operator's page (the browser's back-forward cache): the form may be used again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setSending(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const reject = (fields: FieldErrors, messages: string[]) => {
    for (const [field, message] of Object.entries(fields)) if (message) form.setError(field as Path<DonationFormValues>, { type: 'server', message });
    setGeneral(messages);
    setRejections((n) => n + 1);
  };

  const update: DonationFormState['update'] = (input, value) => {
    form.setValue(input, value as PathValue<DonationFormValues, typeof input>);
    const field = fieldOf(input);
    if (field && errors[field]) form.clearErrors(field as Path<DonationFormValues>);
  };

  const send = async (checked: DonationRequest) => {
    inFlight.current = true;
    setSending(true);
    setGeneral([]);
    keyState.current = { key: checked.idempotency_key, sentAmount: amountInGrosze(values) };
    const fail = (fields: FieldErrors, messages: string[]) => {
      inFlight.current = false;
      setSending(false);
      reject(fields, messages);
    };
    let request = checked;
    if (checked.recurring && cardTokenizer) {
      // The card is the way to pay: its token goes instead of a chosen method; PayU's reasons stay on the form.
      const tokenize = cardTokenizer.current;
      const card = tokenize ? await tokenize() : { problems: [CARD_FORM_MESSAGES.notReady] };
      if ('problems' in card) return fail({}, card.problems);
      request = { ...checked, method: undefined, card_token: card.token };
    }
    try {
      const started = await startDonation(request);
      if (started.redirect_url) return window.location.assign(started.redirect_url);
      keyState.current = freshKey();
      fail({}, [PAYMENT_MESSAGES.providerUnavailable]);
    } catch (error) {
      // A refused request needs a new attempt (and key); a lost one keeps its key, so a repeat pays once.
      if (error instanceof HTTPError) keyState.current = freshKey();
      const message = await errorMessage(error);
      const { fields, general: others } = splitErrors(Object.entries(await errorFields(error)));
      fail(fields, [message, ...others.filter((other) => other !== message)]);
    }
  };

  const refused = (found: FormErrors<DonationFormValues>) => {
    setGeneral(splitFormErrors(found).general);
    setRejections((n) => n + 1);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    void form.handleSubmit(send, refused)(event);
  };

  return { values, errors, general, sending, rejections, update, submit };
}
