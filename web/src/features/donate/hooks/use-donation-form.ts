import { HTTPError } from 'ky';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { errorFields, errorMessage } from '../../../lib/api-client';
import { startDonation } from '../api/donate-api';
import {
  amountInGrosze,
  fieldOf,
  initialDonationValues,
  splitErrors,
  validateDonation,
  type DonationFormValues,
  type FieldErrors,
} from '../logic/donation-form';
import { freshKey, keyForAttempt, type KeyState } from '../logic/idempotency-key';

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

/** The support form: validated with the server's schema, sent once per attempt, then off to the operator. */
export function useDonationForm(charityId: number, defaultMethod: string): DonationFormState {
  const [values, setValues] = useState(initialDonationValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [rejections, setRejections] = useState(0);
  const keyState = useRef<KeyState | null>(null);
  const inFlight = useRef(false);
  const effective: DonationFormValues = { ...values, method: values.method || defaultMethod };

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
    setErrors(fields);
    setGeneral(messages);
    setRejections((n) => n + 1);
  };

  const update: DonationFormState['update'] = (input, value) => {
    setValues((current) => ({ ...current, [input]: value }));
    const field = fieldOf(input);
    if (field) setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const amount = amountInGrosze(effective);
    const keys = keyForAttempt((keyState.current ??= freshKey()), amount);
    keyState.current = keys;
    const validation = validateDonation(effective, charityId, keys.key);
    if (!validation.ok) return reject(validation.fields, validation.general);

    inFlight.current = true;
    setSending(true);
    setErrors({});
    setGeneral([]);
    keyState.current = { ...keys, sentAmount: amount };
    const fail = (fields: FieldErrors, messages: string[]) => {
      inFlight.current = false;
      setSending(false);
      reject(fields, messages);
    };
    try {
      const started = await startDonation(validation.request);
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

  return { values: effective, errors, general, sending, rejections, update, submit: (event) => void submit(event) };
}
