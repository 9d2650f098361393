import { Link } from 'react-router-dom';
import { PAGE_META } from '@zlota/shared/page-meta';
import { paths } from '../../config/paths';
import { CopyButton } from './components/copy-button';
import { StaticPage } from './components/static-page';
import { compactAccount, FOUNDATION, mailtoHref, telHref } from './foundation-info';

/** /kontakt and /info/kontakt — every way to reach us; no form that would lead nowhere. */
export function ContactPage() {
  return (
    <StaticPage
      meta={PAGE_META.contact}
      heading="Kontakt"
      lead="Masz pytanie o zbiórkę albo wpłatę, a może chcesz założyć zbiórkę dla bliskiej osoby? Napisz lub zadzwoń — chętnie pomożemy."
    >
      <ul className="cards cards--contact">
        <li className="info-card">
          <h2>Napisz do nas</h2>
          <p>
            <a className="contact-link" href={mailtoHref(FOUNDATION.email)}>
              {FOUNDATION.email}
            </a>
          </p>
          <p>Odpowiadamy zwykle w ciągu 2 dni roboczych.</p>
        </li>
        <li className="info-card">
          <h2>Zadzwoń</h2>
          <p>
            <a className="contact-link" href={telHref(FOUNDATION.phone)}>
              {FOUNDATION.phone}
            </a>
          </p>
          <p>Odbieramy {FOUNDATION.officeHours}.</p>
        </li>
      </ul>

      <section aria-labelledby="adres">
        <h2 id="adres">Adres i godziny pracy biura</h2>
        <address className="contact-address">
          {FOUNDATION.name}
          <br />
          {FOUNDATION.street}
          <br />
          {FOUNDATION.postalCode} {FOUNDATION.city}
        </address>
        <p>
          Biuro jest czynne {FOUNDATION.officeHours}. Jeśli chcesz przyjść osobiście, umów się wcześniej telefonicznie — będziemy mieć dla Ciebie
          czas.
        </p>
      </section>

      <section aria-labelledby="przelew">
        <h2 id="przelew">Wpłata tradycyjnym przelewem</h2>
        <p>Możesz też wesprzeć fundację lub wybraną zbiórkę zwykłym przelewem:</p>
        <dl className="details-list">
          <dt>Odbiorca</dt>
          <dd>
            {FOUNDATION.name}, {FOUNDATION.street}, {FOUNDATION.postalCode} {FOUNDATION.city}
          </dd>
          <dt>Numer rachunku (dane przykładowe)</dt>
          <dd>
            <span className="account-number">{FOUNDATION.bankAccount}</span>
          </dd>
          <dt>Tytuł przelewu</dt>
          <dd>„Darowizna na cele statutowe” albo nazwa zbiórki, którą chcesz wesprzeć</dd>
        </dl>
        <CopyButton text={compactAccount(FOUNDATION.bankAccount)} label="Kopiuj numer rachunku" copied="Skopiowano numer rachunku" />
      </section>

      <section aria-labelledby="dane-rejestrowe">
        <h2 id="dane-rejestrowe">Dane rejestrowe</h2>
        <p>
          {FOUNDATION.name}, KRS {FOUNDATION.krs}. Jesteśmy organizacją pożytku publicznego — możesz nam <Link to={paths.onePercent.getHref()}>przekazać 1,5% podatku</Link>.
        </p>
      </section>

      <section aria-labelledby="zgloszenia">
        <h2 id="zgloszenia">Zgłoszenia i dane osobowe</h2>
        <p>
          Jeśli uważasz, że któraś zbiórka wprowadza w błąd,{' '}
          <a href={mailtoHref(FOUNDATION.email, 'Zgłoszenie zbiórki')}>napisz do nas z tematem „Zgłoszenie zbiórki”</a> i dołącz do wiadomości jej
          link — sprawdzimy to niezwłocznie.
        </p>
        <p>
          W sprawach dotyczących danych osobowych pisz na ten sam adres. Szczegóły znajdziesz w{' '}
          <Link to={paths.privacyPolicy.getHref()}>polityce prywatności</Link>.
        </p>
      </section>
    </StaticPage>
  );
}
