import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { errorFields, errorMessage } from '../lib/api-client';
import { fieldId, firstInvalid, flattenErrors, focusField, type FieldErrors } from '../lib/form-errors';
import { useNotify } from './use-notify';

interface SchemaFormOptions<V extends FieldValues> {
  /** The form's id prefix: field `email` of form `remember` is `#remember-email`. */
  form: string;
  /** The shared schema the server runs too. */
  schema: z.ZodType;
  defaultValues: V;
  /** The fields in the order they stand on screen: the first one with a message takes the focus. */
  order: readonly string[];
  /** What the schema checks instead of the values as typed (e.g. a phone without spaces); then sent as it is. */
  prepare?: (values: V) => object;
  /** After the focus moved to the first wrong field, e.g. an error toast. */
  onInvalid?: (errors: FieldErrors) => void;
}

/**
 * react-hook-form over a shared zod schema, with the habits of our forms: checked on submit only, a message goes
 * when its field changes, the first wrong field (in screen order) takes the focus, and the API's field errors show
 * the same way.
 */
export function useSchemaForm<V extends FieldValues, Out = V>({ form, schema, defaultValues, order, prepare, onInvalid }: SchemaFormOptions<V>) {
  const resolver: Resolver<V, unknown, Out> = prepare
    ? (values, context, options) => zodResolver(schema as z.ZodType<object, object>, undefined, { raw: true })(prepare(values), context, options as never) as never
    : (zodResolver(schema as z.ZodType<Out & FieldValues, V>) as unknown as Resolver<V, unknown, Out>);
  const methods = useForm<V, unknown, Out>({
    resolver,
    defaultValues: defaultValues as DefaultValues<V>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const notify = useNotify();
  const { formState, setValue, clearErrors, setError, handleSubmit } = methods;
  const errors = flattenErrors(formState.errors);
  const values = methods.watch();

  const focusFirst = useCallback(
    (found: FieldErrors) => {
      const first = firstInvalid(order, found);
      if (first) focusField(fieldId(form, first));
    },
    [form, order],
  );

  const change = (name: Path<V>, value: unknown) => {
    setValue(name, value as PathValue<V, Path<V>>);
    if (errors[name]) clearErrors(name);
  };

  /** Shows the API's field messages beside their fields and focuses the first. */
  const showFieldErrors = (found: FieldErrors) => {
    for (const [name, message] of Object.entries(found)) if (message) setError(name as Path<V>, { type: 'server', message });
    focusFirst(found);
  };

  /** The API refused the form: its Polish message in a toast (`message` may word it otherwise), its field messages beside their fields. */
  const showRefusal = async (failure: unknown, message: (failure: unknown) => Promise<string> = errorMessage) => {
    notify.error(await message(failure));
    showFieldErrors(await errorFields(failure));
  };

  /** A required text field's wiring: id, name, value, message and change handler. */
  const field = (name: Path<V>) => ({
    id: fieldId(form, name),
    name,
    value: String(methods.getValues(name) ?? ''),
    onChange: (value: string) => change(name, value),
    error: errors[name],
    required: true,
  });

  /** A message that does not come from the schema (e.g. a picture too large), or none. */
  const markField = (name: string, message: string | undefined) =>
    message ? setError(name as Path<V>, { type: 'manual', message }) : clearErrors(name as Path<V>);

  const submit = (onValid: (data: Out) => Promise<void> | void) => (event: FormEvent) =>
    void handleSubmit(onValid, (found) => {
      const flat = flattenErrors(found);
      focusFirst(flat);
      onInvalid?.(flat);
    })(event);

  return { values, errors, sending: formState.isSubmitting, field, change, submit, showFieldErrors, showRefusal, markField, id: (name: string) => fieldId(form, name) };
}
