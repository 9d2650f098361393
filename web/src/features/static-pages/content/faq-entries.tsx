import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { DocumentLink, FoundationEmail, FoundationKrs, FoundationText, FoundationWords, telHref } from '../../../components/foundation/foundation-text';

export interface FaqEntry {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: FaqEntry[];
}

const email = <FoundationEmail />;

export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'zbiorki',
    title: 'Zakładanie zbiórki',
    entries: [
      {
        id: 'jak-zalozyc-zbiorke',
        question: 'Jak założyć zbiórkę?',
        answer: (
          <>
            <p>
              Każdy może założyć zbiórkę na dowolny cel — dla siebie, bliskiej osoby albo podopiecznego. Rejestracja i uzupełnienie danych są
              bezpłatne i zajmują tylko kilka minut. Wystarczą cztery kroki:
            </p>
            <ol>
              <li>Zarejestruj się — załóż bezpłatne konto.</li>
              <li>Uzupełnij dane zbiórki — opisz, komu i na co zbierasz, dodaj zdjęcie i kwotę celu.</li>
              <li>Opublikuj zbiórkę — po krótkiej weryfikacji fundacja udostępni ją w serwisie.</li>
              <li>Udostępnij ją w mediach społecznościowych — wyślij link rodzinie, przyjaciołom i znajomym.</li>
            </ol>
            <p>
              <Link to={paths.newUserAndCharity.getHref()}>Utwórz zbiórkę</Link>
            </p>
          </>
        ),
      },
      {
        id: 'kto-sprawdza-zbiorki',
        question: 'Kto sprawdza zbiórki, zanim się pojawią?',
        answer: (
          <p>
            Każdą zbiórkę przed publikacją sprawdza zespół <FoundationWords text="{fundacji}" />. Weryfikujemy, czy opis jest zgodny z prawdą, a cel realny:
            prosimy o dokumenty (na przykład zaświadczenie lekarskie, orzeczenie o niepełnosprawności, kosztorys lub fakturę pro forma) i
            rozmawiamy z organizatorem. Zbiórka pojawia się w serwisie dopiero po akceptacji. Jeśli coś zaniepokoi Cię w opublikowanej zbiórce,
            napisz do nas — sprawdzimy każde zgłoszenie.
          </p>
        ),
      },
      {
        id: 'weryfikacja-i-zmiany',
        question: 'Ile trwa weryfikacja i czy mogę później zmienić opis?',
        answer: (
          <p>
            Zwykle sprawdzamy zbiórkę w ciągu 2–3 dni roboczych. Dopóki czeka na akceptację, możesz ją poprawiać na swoim koncie. Po publikacji
            zmiany wprowadza fundacja — napisz do nas, co chcesz zaktualizować, a zrobimy to możliwie szybko.
          </p>
        ),
      },
      {
        id: 'co-dzieje-sie-ze-srodkami',
        question: 'Co dzieje się z zebranymi pieniędzmi?',
        answer: (
          <p>
            Wpłaty trafiają na rachunek fundacji, a nie na prywatne konto organizatora. Z zebranych środków opłacamy to, na co prowadzona jest
            zbiórka — najczęściej bezpośrednio faktury za wózek, rehabilitację czy leczenie. Jeśli zbiórka zbierze więcej, niż potrzeba, albo cel
            przestanie być aktualny, przeznaczamy środki — w porozumieniu z organizatorem — na podobny cel, tak jak opisuje to{' '}
            <Link to={paths.terms.getHref()}>regulamin</Link>.
          </p>
        ),
      },
    ],
  },
  {
    id: 'wplaty',
    title: 'Wpłaty i bezpieczeństwo',
    entries: [
      {
        id: 'jak-dzialaja-wplaty',
        question: 'Jak działają wpłaty i czy są bezpieczne?',
        answer: (
          <>
            <p>
              Wpłacasz przez licencjonowanego operatora płatności, np. PayU lub Przelewy24 — kartą, BLIK-iem albo szybkim przelewem. Po
              kliknięciu „Wpłacam” przekierujemy Cię na stronę operatora, a po zapłacie wrócisz do nas.
            </p>
            <p>
              Dane karty i logowania do banku podajesz wyłącznie operatorowi — fundacja ich nie widzi i nie przechowuje. Połączenie jest
              szyfrowane, a wynik płatności operator potwierdza nam podpisanym powiadomieniem, dlatego każda wpłata jest liczona dokładnie raz.
              Więcej przeczytasz w{' '}
              <DocumentLink kind="security_policy">polityce bezpieczeństwa (PDF, otwiera się w nowej karcie)</DocumentLink>
              .
            </p>
          </>
        ),
      },
      {
        id: 'oplaty',
        question: 'Czy założenie zbiórki lub wpłata coś kosztuje?',
        answer: (
          <p>
            Założenie i prowadzenie zbiórki jest bezpłatne. Do wpłat nie doliczamy żadnych opłat — płacisz dokładnie tyle, ile wybierzesz.
            Prowizję operatora płatności pokrywa fundacja, więc na zbiórkę trafia cała wpłacona kwota.
          </p>
        ),
      },
      {
        id: 'potwierdzenie-wplaty',
        question: 'Czy dostanę potwierdzenie wpłaty?',
        answer: (
          <p>
            Tak. Jeśli w formularzu podasz adres e-mail, operator płatności wyśle na niego potwierdzenie transakcji. Gdy potrzebujesz
            potwierdzenia od fundacji, na przykład do rozliczenia ulgi podatkowej, napisz na {email} — podaj datę, kwotę i nazwę zbiórki, a
            bezpłatnie je przygotujemy.
          </p>
        ),
      },
      {
        id: 'wplata-anonimowa',
        question: 'Czy mogę wpłacić anonimowo?',
        answer: (
          <p>
            Oczywiście. Zaznacz w formularzu „Wpłata anonimowa” — na liście wspierających zamiast podpisu pojawi się „Anonimowy darczyńca”.
            Możesz też wybrać „Ukryj kwotę”, aby nikt nie widział, ile wpłacasz. Podpis, adres e-mail i wiadomość są nieobowiązkowe.
          </p>
        ),
      },
      {
        id: 'platnosc-nie-doszla',
        question: 'Płatność się nie udała albo długo czeka na potwierdzenie. Co robić?',
        answer: (
          <p>
            Najczęściej operator potrzebuje po prostu chwili. Jeśli potwierdzenie się przedłuża, nie płać drugi raz — wpłata zostanie zaliczona
            automatycznie, gdy operator ją potwierdzi. Jeśli płatność została odrzucona, możesz spróbować ponownie, także innym sposobem. Gdy
            pieniądze zniknęły z konta, a wpłata nie pojawiła się w ciągu doby, napisz do nas — wyjaśnimy to z operatorem.
          </p>
        ),
      },
    ],
  },
  {
    id: 'podatki',
    title: 'Podatki i 1,5%',
    entries: [
      {
        id: 'ulga-na-darowizny',
        question: 'Czy darowiznę można odliczyć od podatku?',
        answer: (
          <p>
            Tak. Darowizny na cele pożytku publicznego można odliczyć od dochodu w zeznaniu rocznym: osoby rozliczające PIT — do 6% dochodu
            (załącznik PIT/O), firmy rozliczające CIT — do 10% dochodu. Potrzebny jest dowód wpłaty na rachunek fundacji, np. potwierdzenie
            przelewu lub płatności od operatora. Szczegóły najlepiej sprawdzić w objaśnieniach do formularza albo u doradcy podatkowego.
          </p>
        ),
      },
      {
        id: 'jak-przekazac-1-5-procent',
        question: 'Jak przekazać 1,5% podatku?',
        answer: (
          <p>
            W zeznaniu PIT wpisz numer KRS fundacji: <FoundationKrs />. W polu „cel szczegółowy” możesz podać nazwę zbiórki, aby środki trafiły do
            konkretnej osoby. To nic nie kosztuje — część podatku, który i tak płacisz, przekaże fundacji urząd skarbowy.{' '}
            <Link to={paths.onePercent.getHref()}>Zobacz instrukcję krok po kroku</Link>.
          </p>
        ),
      },
      {
        id: 'jeden-czy-poltora-procent',
        question: 'Dlaczego piszecie „Podaruj 1%”, skoro można przekazać 1,5%?',
        answer: (
          <p>
            O „przekazaniu 1%” mówi się od lat i wiele osób właśnie tak szuka tej informacji, dlatego zostawiliśmy to hasło. Od rozliczenia za
            2022 rok (składanego w 2023 roku) przepisy pozwalają przekazać organizacji pożytku publicznego już 1,5% podatku — czyli jeszcze
            więcej pomocy, nadal bez żadnego kosztu dla Ciebie.
          </p>
        ),
      },
    ],
  },
  {
    id: 'kontakt',
    title: 'Kontakt',
    entries: [
      {
        id: 'jak-sie-skontaktowac',
        question: 'Jak skontaktować się z fundacją?',
        answer: (
          <p>
            Napisz na {email} albo zadzwoń pod numer{' '}
            <FoundationText>
              {(foundation) => (
                <>
                  <a href={telHref(foundation.phone)}>{foundation.phone}</a>
                  {foundation.hours && ` (${foundation.hours})`}
                </>
              )}
            </FoundationText>
            .
            Odpowiadamy zwykle w ciągu 2 dni roboczych. Wszystkie dane znajdziesz na stronie <Link to={paths.contact.getHref()}>Kontakt</Link>.
          </p>
        ),
      },
    ],
  },
];
