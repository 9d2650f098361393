import { Link } from 'react-router-dom';
import { addressLine } from '@zlota/shared/foundation-text';
import { compactIban, printedIban } from '@zlota/shared/foundation-numbers';
import { PAGE_META } from '@zlota/shared/page-meta';
import { paths } from '../../config/paths';
import { ExampleMark, FoundationEmail, FoundationText, mailtoHref, telHref } from '../../components/foundation/foundation-text';
import { CopyButton } from '../../components/ui/copy-button';
import { StaticPage } from './components/static-page';

/** /kontakt and /info/kontakt — every way to reach us, from the foundation's record; no form that would lead nowhere. */
export function ContactPage() {
  return (
    <StaticPage
      meta={PAGE_META.contact}
      heading="Kontakt"
      lead="Masz pytanie o zbiórkę albo wpłatę, a może chcesz założyć zbiórkę dla bliskiej osoby? Napisz lub zadzwoń — chętnie pomożemy."
    >
      <FoundationText block>
        {(foundation, example) => (
          <>
            <ul className="cards cards--contact">
              <li className="info-card">
                <h2>Napisz do nas</h2>
                <p>
                  <a className="contact-link" href={mailtoHref(foundation.email)}>
                    {foundation.email}
                  </a>
                  {example && <ExampleMark />}
                </p>
                <p>Odpowiadamy zwykle w ciągu 2 dni roboczych.</p>
              </li>
              <li className="info-card">
                <h2>Zadzwoń</h2>
                <p>
                  <a className="contact-link" href={telHref(foundation.phone)}>
                    {foundation.phone}
                  </a>
                  {example && <ExampleMark />}
                </p>
                {foundation.hours && <p>Odbieramy {foundation.hours}.</p>}
              </li>
            </ul>

            <section aria-labelledby="adres">
              <h2 id="adres">Adres i godziny pracy biura</h2>
              <address className="contact-address">
                {foundation.name}
                <br />
                {foundation.address.street}
                <br />
                {foundation.address.postal_code} {foundation.address.city}
                {example && <ExampleMark />}
              </address>
              {foundation.correspondence_address && <p>Adres do korespondencji: {addressLine(foundation.correspondence_address)}.</p>}
              {foundation.hours && (
                <p>
                  Biuro jest czynne {foundation.hours}. Jeśli chcesz przyjść osobiście, umów się wcześniej telefonicznie — będziemy mieć dla Ciebie
                  czas.
                </p>
              )}
            </section>

            <section aria-labelledby="przelew">
              <h2 id="przelew">Wpłata tradycyjnym przelewem</h2>
              <p>Możesz też wesprzeć fundację lub wybraną zbiórkę zwykłym przelewem:</p>
              <dl className="details-list">
                <dt>Odbiorca</dt>
                <dd>
                  {foundation.name}, {addressLine(foundation.address)}
                </dd>
                {foundation.bank_accounts.map((account) => (
                  <div key={account.iban}>
                    <dt>Numer rachunku{example && <ExampleMark />}</dt>
                    <dd>
                      <span className="account-number">{printedIban(account.iban)}</span> ({account.bank})
                    </dd>
                  </div>
                ))}
                <dt>Tytuł przelewu</dt>
                <dd>„Darowizna na cele statutowe” albo nazwa zbiórki, którą chcesz wesprzeć</dd>
              </dl>
              {!example && <CopyButton text={compactIban(foundation.bank_accounts[0]!.iban)} label="Kopiuj numer rachunku" copied="Skopiowano numer rachunku" />}
            </section>

            <section aria-labelledby="dane-rejestrowe">
              <h2 id="dane-rejestrowe">Dane rejestrowe</h2>
              <p>
                {foundation.name}, KRS {foundation.krs}, NIP {foundation.nip}, REGON {foundation.regon}
                {example && <ExampleMark />}. Jesteśmy organizacją pożytku publicznego — możesz nam{' '}
                <Link to={paths.onePercent.getHref()}>przekazać 1,5% podatku</Link>.
              </p>
            </section>
          </>
        )}
      </FoundationText>

      <section aria-labelledby="zgloszenia">
        <h2 id="zgloszenia">Zgłoszenia i dane osobowe</h2>
        <p>
          Jeśli uważasz, że któraś zbiórka wprowadza w błąd, napisz do nas z tematem „Zgłoszenie zbiórki” na adres <FoundationEmail subject="Zgłoszenie zbiórki" /> i
          dołącz do wiadomości jej link — sprawdzimy to niezwłocznie.
        </p>
        <p>
          W sprawach dotyczących danych osobowych pisz na ten sam adres. Szczegóły znajdziesz w{' '}
          <Link to={paths.privacyPolicy.getHref()}>polityce prywatności</Link>.
        </p>
      </section>
    </StaticPage>
  );
}
