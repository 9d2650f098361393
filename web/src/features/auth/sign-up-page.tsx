import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EMAIL_VERIFICATION_TTL_SECONDS } from '@zlota/shared/constants';
import { PAGE_META } from '@zlota/shared/page-meta';
import { OnlineOnly } from '../../components/layout/online-only';
import { paths } from '../../config/paths';
import { errorFields, errorMessage } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';
import { authApi } from './api/auth-api';
import { AnonymousOnly } from './components/anonymous-only';
import { AuthCard } from './components/auth-card';
import { SignUpFields } from '../../components/user/sign-up-fields';
import { useNotify } from '../../hooks/use-notify';
import { useSignUpCheck } from '../../hooks/use-sign-up-check';
import { fieldId, firstInvalid, focusField, type FieldErrors } from '../../lib/form-errors';
import { safeNextPath } from '../../lib/next-path';
import { EMPTY_SIGN_UP, SIGN_UP_FIELD_ORDER, type SignUpField, type SignUpValues } from '../../lib/sign-up-form';
import './auth.css';

const FORM = 'signup';

function SignedUp({ email, next }: { email: string; next: string | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="account-done" role="status">
      <h2 ref={heading} tabIndex={-1}>
        Sprawdź swoją skrzynkę e-mail
      </h2>
      <p>
        Konto zostało utworzone. Na adres <strong>{email}</strong> wysłaliśmy wiadomość z linkiem aktywacyjnym — kliknij go, aby potwierdzić adres
        i aktywować konto. Link jest ważny przez {EMAIL_VERIFICATION_TTL_SECONDS / 3600} godzin.
      </p>
      <p>Nie widzisz wiadomości? Zajrzyj do folderu „Spam” lub „Oferty”.</p>
      <Link className="btn btn--primary" to={paths.login.getHref(undefined, next ? `next=${encodeURIComponent(next)}` : undefined)}>
        Przejdź do logowania
      </Link>
    </div>
  );
}

/** Spec §2/§5: /user/signup, the eight checks in their order, each failure as the toast 'Błąd'. */
export function SignUpPage() {
  useDocumentMeta(PAGE_META.signUp.title, PAGE_META.signUp.description);
  const [search] = useSearchParams();
  const next = safeNextPath(search.get('next'));
  const notify = useNotify();
  const [values, setValues] = useState<SignUpValues>(EMPTY_SIGN_UP);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const check = useSignUpCheck(FORM, setErrors);

  const change = <K extends SignUpField>(field: K, value: SignUpValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const request = check(values);
    if (!request) return;
    setSending(true);
    try {
      await authApi.signUp(request);
      setDone(request.email.trim());
    } catch (error) {
      const message = await errorMessage(error);
      const fields = await errorFields(error);
      setErrors(fields);
      notify.error(message);
      const first = firstInvalid(SIGN_UP_FIELD_ORDER, fields);
      if (first) focusField(fieldId(FORM, first));
    } finally {
      setSending(false);
    }
  };

  return (
    <AnonymousOnly>
      <OnlineOnly what="Rejestracja">
        <AuthCard title="Załóż konto" wide lead="Konto jest bezpłatne. Dzięki niemu założysz zbiórkę i będziesz śledzić jej postęp oraz swoje wpłaty.">
          {done ? (
            <SignedUp email={done} next={next} />
          ) : (
            <>
              <p className="account-required-note">Wszystkie pola są obowiązkowe, chyba że przy polu napisano inaczej.</p>
              <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
                <SignUpFields form={FORM} values={values} errors={errors} onChange={change} />
                <button type="submit" className="btn btn--primary account-form__submit" disabled={sending}>
                  {sending ? 'Zakładanie konta…' : 'Załóż konto'}
                </button>
              </form>
              <ul className="account-links">
                <li>
                  Masz już konto? <Link to={paths.login.getHref(undefined, next ? `next=${encodeURIComponent(next)}` : undefined)}>Zaloguj się</Link>
                </li>
              </ul>
            </>
          )}
        </AuthCard>
      </OnlineOnly>
    </AnonymousOnly>
  );
}
