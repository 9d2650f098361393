import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EMAIL_VERIFICATION_TTL_SECONDS } from '@zlota/shared/constants';
import { PAGE_META } from '@zlota/shared/page-meta';
import { signUpSchema } from '@zlota/shared/schemas/sign-up';
import { OnlineOnly } from '../../components/layout/online-only';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/document-meta';
import { authApi } from './api/auth-api';
import { AnonymousOnly } from './components/anonymous-only';
import { AuthCard } from './components/auth-card';
import { SignUpFields } from '../../components/user/sign-up-fields';
import { useNotify } from '../../hooks/use-notify';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { firstInvalid } from '../../lib/form-errors';
import { safeNextPath } from '../../lib/next-path';
import { EMPTY_SIGN_UP, SIGN_UP_FIELD_ORDER, signUpRequest, type SignUpValues } from '../../lib/sign-up-form';
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
  const [done, setDone] = useState<string | null>(null);
  // Spec §5: the schema reports only the first failing check; it is the toast 'Błąd' and the field's message.
  const { values, errors, sending, change, submit, showRefusal } = useSchemaForm<SignUpValues>({
    form: FORM,
    schema: signUpSchema,
    defaultValues: EMPTY_SIGN_UP,
    order: SIGN_UP_FIELD_ORDER,
    prepare: signUpRequest,
    onInvalid: (found) => {
      const first = firstInvalid(SIGN_UP_FIELD_ORDER, found);
      if (first) notify.error(found[first] ?? '');
    },
  });

  const send = async (request: SignUpValues) => {
    try {
      await authApi.signUp(request);
      setDone(request.email.trim());
    } catch (error) {
      await showRefusal(error);
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
              <form className="account-form" onSubmit={submit(send)} noValidate>
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
