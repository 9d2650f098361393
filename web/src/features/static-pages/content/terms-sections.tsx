import { DECLARATION_KEYS, ORGANISER_DECLARATIONS } from '@zlota/shared/declarations';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { LegalSection } from '../components/legal-document';
import { addressLine } from '@zlota/shared/foundation-text';
import { ExampleMark, FoundationEmail, FoundationText, mailtoHref, telHref } from '../../../components/foundation/foundation-text';
import { DONATION_LIMITS_TEXT } from './donation-limits';

export const TERMS_UPDATED = 'Regulamin obowiązuje od 1 stycznia 2025 r.';

export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'postanowienia-ogolne',
    title: '§ 1. Postanowienia ogólne',
    content: (
      <ol>
        <li>Regulamin określa zasady korzystania z serwisu internetowego Złota rybka (dalej: Serwis), w tym zakładania zbiórek i dokonywania wpłat.</li>
        <FoundationText block="li">
          {(foundation, example) => (
            <>
              <li>
                Serwis prowadzi {foundation.name} z siedzibą pod adresem {addressLine(foundation.address)}, wpisana do rejestru stowarzyszeń, innych
                organizacji społecznych i zawodowych, fundacji oraz samodzielnych publicznych zakładów opieki zdrowotnej Krajowego Rejestru Sądowego
                pod numerem KRS {foundation.krs}, NIP {foundation.nip}, REGON {foundation.regon}
                {example && <ExampleMark />} (dalej: Fundacja).
              </li>
              <li>
                Z Fundacją można kontaktować się e-mailowo (<a href={mailtoHref(foundation.email)}>{foundation.email}</a>), telefonicznie (
                <a href={telHref(foundation.phone)}>{foundation.phone}</a>) lub listownie na adres{' '}
                {foundation.correspondence_address ? `do korespondencji: ${addressLine(foundation.correspondence_address)}` : 'siedziby'}.
              </li>
            </>
          )}
        </FoundationText>
        <li>Regulamin jest dostępny bezpłatnie w Serwisie w formie, która pozwala go pobrać, zapisać i wydrukować.</li>
      </ol>
    ),
  },
  {
    id: 'definicje',
    title: '§ 2. Definicje',
    content: (
      <dl className="definitions">
        <dt>Serwis</dt>
        <dd>serwis internetowy Złota rybka, w którym prowadzone są zbiórki.</dd>
        <dt>Użytkownik</dt>
        <dd>każda osoba korzystająca z Serwisu.</dd>
        <dt>Konto</dt>
        <dd>chronione hasłem miejsce w Serwisie, w którym Użytkownik zarządza swoimi zbiórkami i widzi swoje wpłaty.</dd>
        <dt>Organizator</dt>
        <dd>Użytkownik, który zakłada zbiórkę.</dd>
        <dt>Podopieczny</dt>
        <dd>osoba, na rzecz której prowadzona jest zbiórka.</dd>
        <dt>Zbiórka</dt>
        <dd>opublikowana w Serwisie zbiórka pieniędzy na określony cel Podopiecznego, z kwotą celu i opisem.</dd>
        <dt>Darczyńca</dt>
        <dd>osoba, która dokonuje Wpłaty.</dd>
        <dt>Wpłata</dt>
        <dd>darowizna pieniężna na rzecz Fundacji, przeznaczona na cel wskazanej Zbiórki.</dd>
        <dt>Operator płatności</dt>
        <dd>podmiot uprawniony do świadczenia usług płatniczych, za którego pośrednictwem realizowane są Wpłaty.</dd>
      </dl>
    ),
  },
  {
    id: 'konto',
    title: '§ 3. Korzystanie z Serwisu i Konto',
    content: (
      <ol>
        <li>Przeglądanie Zbiórek i dokonywanie Wpłat nie wymaga zakładania Konta.</li>
        <li>Do korzystania z Serwisu wystarczy urządzenie z dostępem do internetu i aktualna przeglądarka internetowa.</li>
        <li>Założenie Konta jest bezpłatne. Użytkownik podaje prawdziwe dane i nie udostępnia hasła innym osobom.</li>
        <li>Użytkownik może w każdej chwili zrezygnować z Konta, pisząc do Fundacji.</li>
        <li>Zabronione jest zamieszczanie treści bezprawnych, w tym naruszających dobra osobiste lub prawa autorskie innych osób.</li>
      </ol>
    ),
  },
  {
    id: 'zakladanie-zbiorek',
    title: '§ 4. Zakładanie zbiórek',
    content: (
      <ol>
        <li>Zbiórkę może założyć każda pełnoletnia osoba na dowolny cel zgodny z prawem, w szczególności na zakup wózka, rehabilitację lub leczenie.</li>
        <li>Założenie i prowadzenie Zbiórki jest bezpłatne.</li>
        <li>Zbiórkę zakłada się w czterech krokach: rejestracja, uzupełnienie danych Zbiórki, publikacja po weryfikacji przez Fundację oraz udostępnienie jej w mediach społecznościowych.</li>
        <li>Organizator podaje dane Podopiecznego, cel i kwotę Zbiórki, opis oraz zdjęcie.</li>
        <li>Organizator odpowiada za to, że podane informacje są prawdziwe i że ma prawo do zamieszczonych zdjęć.</li>
        <li>
          Zakładając Zbiórkę, Organizator składa w formularzu oświadczenia:
          <ul>
            {DECLARATION_KEYS.map((key) => (
              <li key={key}>„{ORGANISER_DECLARATIONS[key]}”</li>
            ))}
          </ul>
          Bez nich Zbiórki nie można założyć. Fundacja przechowuje treść złożonych oświadczeń i chwilę ich złożenia.
        </li>
      </ol>
    ),
  },
  {
    id: 'weryfikacja',
    title: '§ 5. Weryfikacja i publikacja zbiórek',
    content: (
      <ol>
        <li>Przed publikacją Fundacja sprawdza każdą Zbiórkę i może poprosić o dokumenty potwierdzające cel, np. dokumentację medyczną, kosztorys lub fakturę pro forma.</li>
        <li>
          Fundacja może odmówić publikacji, jeśli cel jest niezgodny z prawem lub statutem Fundacji, informacje budzą uzasadnione wątpliwości albo
          Organizator nie przedstawi dokumentów. Organizator otrzymuje informację o odmowie wraz z uzasadnieniem.
        </li>
        <li>Po publikacji zmiany w Zbiórce wprowadza Fundacja na prośbę Organizatora.</li>
        <li>Fundacja może zawiesić lub zakończyć Zbiórkę, jeśli narusza ona Regulamin, a także gdy jej cel zostanie osiągnięty lub przestanie być aktualny.</li>
      </ol>
    ),
  },
  {
    id: 'wplaty',
    title: '§ 6. Wpłaty i płatności',
    content: (
      <ol>
        <li>Wpłata jest darowizną pieniężną na rzecz Fundacji, przeznaczoną na cel wskazanej Zbiórki.</li>
        <li>
          Wpłaty realizują Operatorzy płatności, w szczególności PayU S.A. z siedzibą w Poznaniu oraz PayPro S.A. z siedzibą w Poznaniu (serwis
          Przelewy24). Dostępne sposoby płatności, np. karta płatnicza, BLIK lub szybki przelew, są widoczne w formularzu wpłaty.
        </li>
        <li>
          Najniższa Wpłata wynosi {DONATION_LIMITS_TEXT.min}, a najwyższa {DONATION_LIMITS_TEXT.max}.
        </li>
        <li>Fundacja nie pobiera od Darczyńców żadnych opłat. Wpłata zostaje zaliczona na poczet Zbiórki, gdy Operator płatności potwierdzi jej realizację.</li>
        <li>Darczyńca może dokonać Wpłaty anonimowo oraz ukryć jej kwotę na liście wspierających. Podanie podpisu, adresu e-mail i wiadomości jest dobrowolne.</li>
        <li>Warunkiem dokonania Wpłaty przez Serwis jest akceptacja Regulaminu.</li>
        <li>
          Wpłaty można także dokonać tradycyjnym przelewem na rachunek Fundacji podany na stronie <Link to={paths.contact.getHref()}>Kontakt</Link>
          , wpisując w tytule nazwę Zbiórki.
        </li>
      </ol>
    ),
  },
  {
    id: 'wykorzystanie-srodkow',
    title: '§ 7. Wykorzystanie środków',
    content: (
      <ol>
        <li>Fundacja przeznacza Wpłaty na cel Zbiórki, w miarę możliwości opłacając bezpośrednio faktury dostawców i placówek.</li>
        <li>
          Jeśli zebrana kwota przekroczy potrzeby, cel nie może zostać zrealizowany albo Zbiórka zakończy się przed jego osiągnięciem, Fundacja — po
          konsultacji z Organizatorem — przeznacza środki na zbliżony cel tego samego Podopiecznego albo na cele statutowe, w szczególności na
          pomoc innym podopiecznym.
        </li>
        <li>Fundacja rozlicza środki zgodnie z przepisami o rachunkowości i co roku publikuje sprawozdanie ze swojej działalności.</li>
      </ol>
    ),
  },
  {
    id: 'dane-osobowe',
    title: '§ 8. Dane osobowe',
    content: (
      <ol>
        <li>Administratorem danych osobowych Użytkowników i Darczyńców jest Fundacja.</li>
        <li>
          Zasady przetwarzania danych opisuje <Link to={paths.privacyPolicy.getHref()}>Polityka prywatności</Link>, a zasady korzystania z plików
          cookies — <Link to={paths.cookiePolicy.getHref()}>Polityka cookies</Link>.
        </li>
      </ol>
    ),
  },
  {
    id: 'reklamacje',
    title: '§ 9. Reklamacje',
    content: (
      <ol>
        <li>
          Reklamacje dotyczące działania Serwisu lub Wpłat można składać e-mailowo na adres <FoundationEmail subject="Reklamacja" />{' '}
          lub listownie na adres siedziby Fundacji.
        </li>
        <li>Reklamacja powinna zawierać dane do odpowiedzi, opis problemu, a jeśli dotyczy Wpłaty — także jej datę, kwotę i nazwę Zbiórki.</li>
        <li>
          Reklamacje dotyczące Wpłat prosimy zgłaszać w ciągu 14 dni od dnia Wpłaty — pozwala to szybko wyjaśnić sprawę z Operatorem płatności.
          Reklamacje zgłoszone później także rozpatrujemy.
        </li>
        <li>Fundacja rozpatruje reklamację w ciągu 14 dni od jej otrzymania i odpowiada w taki sposób, w jaki ją złożono, chyba że składający wskaże inny.</li>
        <li>Wpłata dokonana omyłkowo, np. dwukrotnie lub w błędnej kwocie, zostanie po uwzględnieniu reklamacji zwrócona tą samą drogą, którą ją dokonano.</li>
        <li>Konsument może również skorzystać z bezpłatnej pomocy miejskiego lub powiatowego rzecznika konsumentów.</li>
      </ol>
    ),
  },
  {
    id: 'postanowienia-koncowe',
    title: '§ 10. Postanowienia końcowe',
    content: (
      <ol>
        <li>
          Fundacja może zmienić Regulamin z ważnych przyczyn, w szczególności zmiany przepisów lub funkcji Serwisu. Informację o zmianach publikuje w
          Serwisie, a Użytkownikom z Kontem wysyła e-mailem co najmniej 14 dni przed ich wejściem w życie.
        </li>
        <li>Do Wpłat dokonanych przed zmianą stosuje się dotychczasowy Regulamin.</li>
        <li>W sprawach nieuregulowanych stosuje się przepisy prawa polskiego, w szczególności Kodeksu cywilnego i ustawy o świadczeniu usług drogą elektroniczną.</li>
      </ol>
    ),
  },
];
