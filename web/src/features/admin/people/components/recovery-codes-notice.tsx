import { useEffect, useRef } from 'react';

/** The recovery codes, shown this once: each opens the panel once when the phone is not at hand. */
export function RecoveryCodesNotice({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="admin-security__codes">
      <h3 ref={heading} tabIndex={-1}>
        Kody zapasowe
      </h3>
      <p>
        Zapisz te kody w bezpiecznym miejscu (np. w menedżerze haseł albo na wydruku). Każdy zadziała tylko raz, gdy nie masz przy sobie telefonu.
        Nie pokażemy ich ponownie.
      </p>
      <ol className="admin-security__code-list" aria-label="Kody zapasowe">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p className="actions">
        <button type="button" className="btn btn--primary" onClick={onSaved}>
          Kody są zapisane
        </button>
      </p>
    </div>
  );
}
