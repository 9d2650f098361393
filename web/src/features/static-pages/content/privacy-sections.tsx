import { ORGANISER_DECLARATIONS } from '@zlota/shared/declarations';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { LegalSection } from '../components/legal-document';
import { addressLine } from '@zlota/shared/foundation-text';
import { DocumentLink, ExampleMark, FoundationEmail, FoundationText, mailtoHref, telHref } from '../../../components/foundation/foundation-text';

export const PRIVACY_UPDATED = 'Ostatnia aktualizacja: 1 stycznia 2025 r.';

const email = <FoundationEmail />;

const PURPOSES = [
  {
    purpose: 'Prowadzenie Konta',
    data: 'imię, nazwisko, nazwa użytkownika, adres e-mail, telefon, hasło (wyłącznie w postaci zaszyfrowanego skrótu)',
    basis: 'art. 6 ust. 1 lit. b RODO — świadczenie usługi, o którą prosisz',
  },
  {
    purpose: 'Zakładanie i prowadzenie zbiórek',
    data: 'dane Organizatora i Podopiecznego, opis, zdjęcia, dokumenty potwierdzające cel; informacje o zdrowiu Podopiecznego, jeśli znajdą się w opisie',
    basis: `art. 6 ust. 1 lit. b RODO; dane o zdrowiu — wyraźna zgoda (art. 9 ust. 2 lit. a RODO), którą Organizator potwierdza przy zakładaniu zbiórki oświadczeniem: „${ORGANISER_DECLARATIONS.health_data}”`,
  },
  {
    purpose: 'Obsługa wpłat',
    data: 'kwota, podpis, adres e-mail, wiadomość, status płatności, adres IP przekazywany operatorowi płatności',
    basis: 'art. 6 ust. 1 lit. b RODO (darowizna); art. 6 ust. 1 lit. c RODO — obowiązki księgowe i podatkowe',
  },
  {
    purpose: 'Odpowiedzi na wiadomości i reklamacje',
    data: 'dane podane w korespondencji',
    basis: 'art. 6 ust. 1 lit. f RODO — nasz prawnie uzasadniony interes, czyli odpowiedź na Twoją wiadomość; przy reklamacjach także lit. c',
  },
  {
    purpose: 'Bezpieczeństwo serwisu i obrona przed roszczeniami',
    data: 'dzienniki serwera, w tym adres IP i czas zdarzenia',
    basis: 'art. 6 ust. 1 lit. f RODO — prawnie uzasadniony interes',
  },
  {
    purpose: 'Podziękowania za przekazanie 1,5% podatku',
    data: 'imię, nazwisko i adres, jeśli w zeznaniu PIT zgodzisz się na ich przekazanie',
    basis: 'art. 6 ust. 1 lit. a RODO — Twoja zgoda',
  },
];

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'administrator',
    title: '1. Kto jest administratorem danych',
    content: (
      <>
        <FoundationText block>
          {(foundation, example) => (
            <>
              <p>
                Administratorem Twoich danych osobowych jest {foundation.name}, {addressLine(foundation.address)}, KRS {foundation.krs}
                {example && <ExampleMark />}. Możesz skontaktować się z nami e-mailowo (<a href={mailtoHref(foundation.email)}>{foundation.email}</a>),
                telefonicznie (<a href={telHref(foundation.phone)}>{foundation.phone}</a>) lub listownie na adres{' '}
                {foundation.correspondence_address ? `do korespondencji: ${addressLine(foundation.correspondence_address)}` : 'siedziby'}.
              </p>
              {foundation.dpo_email ? (
                <p>
                  Wyznaczyliśmy inspektora ochrony danych: napisz do niego na adres <a href={mailtoHref(foundation.dpo_email)}>{foundation.dpo_email}</a>.
                </p>
              ) : (
                <p>Nie wyznaczyliśmy inspektora ochrony danych — we wszystkich sprawach dotyczących danych pisz na powyższy adres e-mail.</p>
              )}
            </>
          )}
        </FoundationText>
      </>
    ),
  },
  {
    id: 'cele-i-podstawy',
    title: '2. Jakie dane przetwarzamy, w jakim celu i na jakiej podstawie',
    content: (
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">Cele, zakres danych i podstawy prawne przetwarzania</caption>
          <thead>
            <tr>
              <th scope="col">Cel</th>
              <th scope="col">Dane</th>
              <th scope="col">Podstawa prawna</th>
            </tr>
          </thead>
          <tbody>
            {PURPOSES.map((row) => (
              <tr key={row.purpose}>
                <th scope="row">{row.purpose}</th>
                <td data-label="Dane">{row.data}</td>
                <td data-label="Podstawa prawna">{row.basis}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ),
  },
  {
    id: 'odbiorcy',
    title: '3. Komu przekazujemy dane',
    content: (
      <>
        <ul>
          <li>
            Operatorom płatności — PayU S.A. i PayPro S.A. (Przelewy24) — w zakresie potrzebnym do realizacji wpłaty. Operatorzy są odrębnymi
            administratorami danych podanych na ich stronach.
          </li>
          <li>Dostawcom usług, z których korzystamy: hostingu serwisu i poczty e-mail — na podstawie umów powierzenia przetwarzania danych.</li>
          <li>Biuru rachunkowemu, które prowadzi księgi fundacji.</li>
          <li>Organom publicznym, gdy wymagają tego przepisy prawa.</li>
        </ul>
        <p>
          Podpis, kwota i wiadomość darczyńcy są widoczne publicznie na stronie zbiórki, chyba że wybierzesz wpłatę anonimową lub ukryjesz kwotę.
          Na stronie zbiórki publikujemy też dane Podopiecznego podane przez Organizatora.
        </p>
        <p>Nie przekazujemy danych poza Europejski Obszar Gospodarczy.</p>
      </>
    ),
  },
  {
    id: 'okres',
    title: '4. Jak długo przechowujemy dane',
    content: (
      <ul>
        <li>Dane Konta — do czasu jego usunięcia.</li>
        <li>Dane zbiórki — przez czas jej trwania, a potem przez 5 lat od końca roku, w którym została rozliczona.</li>
        <li>Dane o wpłatach — przez 5 lat od końca roku, w którym dokonano wpłaty, jak wymagają przepisy o rachunkowości i podatkach.</li>
        <li>Korespondencję i reklamacje — do 3 lat od zakończenia sprawy.</li>
        <li>Dzienniki serwera — do 12 miesięcy.</li>
        <li>Dane przetwarzane na podstawie zgody — do jej cofnięcia.</li>
      </ul>
    ),
  },
  {
    id: 'prawa',
    title: '5. Twoje prawa',
    content: (
      <>
        <p>Masz prawo do:</p>
        <ul>
          <li>dostępu do swoich danych i otrzymania ich kopii,</li>
          <li>sprostowania danych,</li>
          <li>usunięcia danych,</li>
          <li>ograniczenia przetwarzania,</li>
          <li>przenoszenia danych,</li>
          <li>sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie,</li>
          <li>cofnięcia zgody w dowolnym momencie — bez wpływu na zgodność z prawem przetwarzania przed jej cofnięciem.</li>
        </ul>
        <p>Aby skorzystać z tych praw, napisz na {email}. Odpowiemy bez zbędnej zwłoki, najpóźniej w ciągu miesiąca.</p>
      </>
    ),
  },
  {
    id: 'skarga',
    title: '6. Skarga do organu nadzorczego',
    content: (
      <p>
        Jeśli uważasz, że przetwarzamy Twoje dane niezgodnie z prawem, możesz złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych (PUODO),
        ul. Stawki 2, 00-193 Warszawa. Zachęcamy jednak, by najpierw napisać do nas — postaramy się szybko wszystko wyjaśnić.
      </p>
    ),
  },
  {
    id: 'dobrowolnosc',
    title: '7. Czy musisz podać dane',
    content: (
      <p>
        Podanie danych jest dobrowolne. Do założenia Konta lub zbiórki potrzebujemy danych oznaczonych jako wymagane. Wpłatę możesz zrobić, nie
        podając żadnych danych poza kwotą, choć niektórzy operatorzy płatności proszą o adres e-mail. Nie podejmujemy decyzji w sposób
        zautomatyzowany i nie profilujemy.
      </p>
    ),
  },
  {
    id: 'bezpieczenstwo',
    title: '8. Bezpieczeństwo i pliki cookies',
    content: (
      <p>
        Połączenie z serwisem jest szyfrowane, hasła przechowujemy wyłącznie jako skróty, a dane kart płatniczych nigdy do nas nie trafiają.
        Szczegóły opisuje{' '}
        <DocumentLink kind="security_policy">polityka bezpieczeństwa (PDF, otwiera się w nowej karcie)</DocumentLink>
        . O plikach cookies przeczytasz w <Link to={paths.cookiePolicy.getHref()}>polityce cookies</Link>.
      </p>
    ),
  },
];
