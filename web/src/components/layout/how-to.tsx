import { Link } from 'react-router-dom';
import { useSession } from '../../lib/use-session';
import { createCharityHref } from './menu-items';

const STEPS = [
  { title: 'Zarejestruj się', text: 'Załóż bezpłatne konto — zajmie Ci to chwilę.' },
  { title: 'Uzupełnij dane zbiórki', text: 'Opisz, komu i na co zbierasz, dodaj zdjęcie i kwotę celu.' },
  { title: 'Opublikuj zbiórkę', text: 'Fundacja sprawdzi zbiórkę i opublikuje ją w serwisie.' },
  { title: 'Udostępnij w mediach społecznościowych', text: 'Podziel się linkiem z rodziną, przyjaciółmi i znajomymi.' },
];

/** Spec §1/§2: anyone can create a fundraiser on any goal; it is free, takes minutes, in four steps. */
export function HowTo() {
  const state = useSession();
  return (
    <section className="how-to" aria-labelledby="how-to-heading">
      <p className="how-to__label">Instrukcja</p>
      <h2 id="how-to-heading">Jak założyć zbiórkę?</h2>
      <p>Każdy może założyć zbiórkę na dowolny cel. Rejestracja i uzupełnienie danych są bezpłatne i zajmują tylko kilka minut.</p>
      <ol className="how-to__steps">
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <span className="how-to__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <Link to={createCharityHref(state)} className="btn btn--primary">
        Utwórz zbiórkę
      </Link>
    </section>
  );
}
