/** A field's message, referenced by the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="field__error" id={id}>
      {message}
    </p>
  );
}

/** Joins the ids of the hint and the message that describe a field. */
export const describedBy = (...ids: (string | false | undefined | null)[]) => ids.filter(Boolean).join(' ') || undefined;
