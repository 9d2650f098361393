import type { FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { PAGE_META } from '@zlota/shared/page-meta';
import { OnlineOnly } from '../../components/layout/online-only';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/document-meta';
import { useSession } from '../../lib/use-session';
import { CharityFields, NeedyFields } from '../../components/charity/charity-fields';
import { RichTextField } from '../../components/charity/rich-text-field';
import { DeclarationsFields } from '../../components/charity/declarations-fields';
import { ImagePicker } from '../../components/charity/image-picker';
import { SignUpFields } from '../../components/user/sign-up-fields';
import { StepList } from '../../components/ui/step-list';
import { UserCreatedDialog } from './components/user-created-dialog';
import { VisitorSummary } from './components/visitor-summary';
import { FORMS, useVisitorFlow } from './hooks/use-visitor-flow';
import { fieldId } from '../../lib/form-errors';
import { VISITOR_STEPS } from './logic/visitor-flow';
import './account.css';

const STEP_INTROS = [
  'Zacznij od konta: dzięki niemu będziesz śledzić zbiórkę i wpłaty.',
  'Opisz zbiórkę: na co zbierasz i ile potrzeba.',
  'Powiedz, komu pomagasz.',
  'Dodaj zdjęcie, sprawdź, czy wszystko się zgadza, i złóż oświadczenia.',
];

function VisitorFlow() {
  const flow = useVisitorFlow();
  const { step, values, errors } = flow;
  const last = step === VISITOR_STEPS.length - 1;

  if (flow.created) {
    return (
      <section className="page page--narrow account-auth" aria-labelledby="visitor-done-title">
        <h1 id="visitor-done-title">Dziękujemy!</h1>
        <p>
          Konto i zbiórka „{flow.created.title}” zostały utworzone. Potwierdź adres e-mail linkiem z wiadomości, którą wysłaliśmy na {flow.created.email}, a
          potem zaloguj się, aby śledzić stan zbiórki.
        </p>
        <Link to={paths.login.getHref()} className="btn btn--primary">
          Przejdź do logowania
        </Link>
        <UserCreatedDialog email={flow.created.email} title={flow.created.title} />
      </section>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (last) void flow.send();
    else void flow.next();
  };

  return (
    <section className="page visitor-flow" aria-labelledby="visitor-title">
      <h1 id="visitor-title">Utwórz konto i zbiórkę</h1>
      <p className="charity-editor__lead">Rejestracja i założenie zbiórki są bezpłatne i zajmują kilka minut. Fundacja sprawdzi zbiórkę przed publikacją.</p>
      <StepList steps={VISITOR_STEPS} current={step} label="Kroki zakładania zbiórki" />
      <form className="account-form visitor-flow__form" onSubmit={onSubmit} noValidate aria-labelledby="visitor-step-title">
        <h2 id="visitor-step-title" tabIndex={-1}>
          Krok {step + 1} z {VISITOR_STEPS.length}: {VISITOR_STEPS[step]}
        </h2>
        <p className="field__hint">{STEP_INTROS[step]}</p>
        {step === 0 && <SignUpFields form={FORMS.user} values={values.user} errors={errors.user} onChange={(field, value) => flow.change('user', field, value)} />}
        {step === 1 && (
          <>
            <CharityFields form={FORMS.charity} values={values.charity} errors={errors.charity} onChange={(field, value) => flow.change('charity', field, value)} />
            <RichTextField
              id={fieldId(FORMS.charity, 'description')}
              label="Pełny opis (nieobowiązkowy)"
              hint="Opowiedz historię podopiecznego: czego potrzebuje i jak pomoże zebrana kwota. Możesz dodać nagłówki, listy i odnośniki."
              value={values.charity.description}
              onChange={(value) => flow.change('charity', 'description', value)}
              error={errors.charity.description}
            />
          </>
        )}
        {step === 2 && <NeedyFields form={FORMS.needy} values={values.needy} errors={errors.needy} onChange={(field, value) => flow.change('needy', field, value)} />}
        {step === 3 && (
          <>
            <ImagePicker
              id={fieldId(FORMS.image, 'image')}
              file={flow.image}
              onChange={flow.setImage}
              error={errors.image.image}
              onError={flow.markImage}
            />
            <h3>Podsumowanie</h3>
            <VisitorSummary values={values} goTo={(target) => flow.goTo(target)} />
            <DeclarationsFields
              id={(name) => fieldId(FORMS.image, name)}
              values={values.declarations}
              errorOf={(key) => errors.image[`declarations.${key}`]}
              onChange={(key, accepted) => flow.change('declarations', key, accepted)}
            />
          </>
        )}
        <div className="visitor-flow__nav">
          {step > 0 && (
            <button type="button" className="btn" onClick={() => flow.goTo(step - 1)}>
              Wstecz
            </button>
          )}
          <button type="submit" className="btn btn--primary" disabled={flow.sending}>
            {last ? (flow.sending ? 'Wysyłanie…' : 'Utwórz konto i zbiórkę') : 'Dalej'}
          </button>
        </div>
      </form>
      <p className="account-links">
        Masz już konto? <Link to={paths.login.getHref(undefined, `next=${encodeURIComponent(paths.newCharity.getHref())}`)}>Zaloguj się</Link> i utwórz zbiórkę ze swojego konta.
      </p>
    </section>
  );
}

/** Spec §2: /nowy-uzytkownik-i-zbiorka — a visitor's account, fundraiser, beneficiary and picture in one flow. */
export function NewUserAndCharityPage() {
  useDocumentMeta(PAGE_META.newUserAndCharity.title, PAGE_META.newUserAndCharity.description);
  // Spec §2: "Utwórz zbiórkę" leads a logged-in user to /nowa-zbiorka.
  if (useSession().status !== 'anonymous') return <Navigate to={paths.newCharity.getHref()} replace />;
  return (
    <OnlineOnly what="Zakładanie konta i zbiórki">
      <VisitorFlow />
    </OnlineOnly>
  );
}
