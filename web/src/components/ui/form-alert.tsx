import './form.css';

/** A server's answer about the whole form, read out at once. */
export function FormAlert({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <div className="form-error" role="alert" id={id}>
      {message}
    </div>
  );
}
