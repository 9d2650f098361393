// Every Polish sentence that the API and the web both show. The spec's texts are kept verbatim,
// spelling included ('Hasła nie sią identyczne', 'Wystapił problem…').
import { PROVIDER_HOSTS, PROVIDER_SANDBOX_URLS } from './payment-hosts.js';

export const SIGN_UP_MESSAGES = {
  password: 'Hasła musi posiadać minimum 8 znaków',
  passwordConfirmation: 'Hasła nie sią identyczne',
  name: 'Nieprawidłowe imię',
  surname: 'Nieprawidłowe nazwisko',
  username: 'Nieprawidłowe nazwisko',
  usernameCharacters: 'Nazwa użytkownika może zawierać tylko litery bez polskich znaków, cyfry oraz kropkę, podkreślnik i myślnik.',
  phone: 'Nieprawidłowy numer telefonu',
  phoneForeign: 'Podaj polski numer telefonu: 9 cyfr, np. 600 700 800 (może być z +48). Numerów zagranicznych nie przyjmujemy.',
  rules: 'Akceptacja regulaminu jest obowiązkowa',
  email: 'Nieprawidłowy email!',
} as const;

export const TOAST_TEXTS = {
  errorSummary: 'Błąd',
  logoutSuccess: 'Wylogowano',
  logoutFailure: 'Wystapił problem podczas wylogowywania!',
  /** Issue 37 item 6: a 401 on a session ended on another device (or expired) says why, once. */
  sessionEnded: 'Zostałeś wylogowany — sesja zakończona na innym urządzeniu lub wygasła',
} as const;

export const API_MESSAGES = {
  pageLimit: 'Liczba pozycji na stronie musi być liczbą całkowitą od 1.',
  validation: 'Sprawdź poprawność wprowadzonych danych.',
  /** Issue 36: `?sort=` names a column the list does not sort by, or `?order=` is not asc/desc. */
  sortUnknown: 'Tej listy nie można tak posortować. Wybierz kolumnę z nagłówka tabeli.',
  fieldFormat: 'Nieprawidłowy format tego pola.',
  invalidJson: 'Nie udało się odczytać przesłanych danych. Sprawdź ich format.',
  payloadTooLarge: 'Przesłane dane są zbyt duże.',
  requestTimeout: 'Przesyłanie danych trwało zbyt długo. Sprawdź połączenie z internetem i spróbuj ponownie.',
  notificationSourceRefused: 'Powiadomienia tego operatora przyjmujemy tylko z adresów, które operator ogłosił.',
  unsupportedMediaType: 'Ten rodzaj przesyłanych danych nie jest obsługiwany.',
  unauthorized: 'Twoja sesja wygasła lub jest nieprawidłowa. Zaloguj się ponownie.',
  invalidCredentials: 'Nieprawidłowy login lub hasło.',
  accountInactive: 'Konto nie jest jeszcze aktywne. Kliknij link z wiadomości, którą wysłaliśmy na Twój adres e-mail.',
  accountDeactivated: 'Fundacja wyłączyła to konto, więc nie można się na nie zalogować. Jeśli to pomyłka, napisz lub zadzwoń do nas — dane kontaktowe są na stronie Kontakt (/kontakt).',
  forbidden: 'Nie masz uprawnień do tej operacji.',
  roleForbidden: 'Twoja rola w zespole fundacji nie obejmuje tej operacji. Jeśli jej potrzebujesz, poproś administratora o zmianę roli.',
  notFound: 'Nie znaleźliśmy tego, czego szukasz.',
  userNotFound: 'Nie znaleźliśmy takiego użytkownika.',
  emailTaken: 'Konto z tym adresem e-mail już istnieje.',
  usernameTaken: 'Ta nazwa użytkownika jest już zajęta.',
  emailIsUsername: 'Ten adres e-mail jest nazwą użytkownika innego konta. Napisz do fundacji, a pomożemy Ci założyć konto.',
  accountTaken: 'Konto z tym adresem e-mail lub tą nazwą użytkownika już istnieje.',
  cannotDeleteSelf: 'Nie możesz usunąć ani dezaktywować własnego konta.',
  cannotRevokeSelf: 'Nie możesz odebrać uprawnień administratora samemu sobie.',
  cannotChangeOwnRole: 'Nie możesz zmienić własnej roli w zespole — poproś o to innego administratora.',
  staffRole: 'Wybierz rolę: administrator, finanse, moderator albo podgląd.',
  lastAdmin: 'To ostatni aktywny administrator — najpierw nadaj uprawnienia komuś innemu.',
  verificationInvalid: 'Link aktywacyjny jest nieprawidłowy lub wygasł.',
  resetInvalid: 'Link do zmiany hasła jest nieprawidłowy lub wygasł.',
  rateLimited: 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.',
  internal: 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie za chwilę.',
  storageFull: 'Serwer nie może teraz zapisać danych, bo zabrakło na nim miejsca. Nic nie zostało zapisane — spróbuj ponownie za kilka minut.',
  databaseUnavailable: 'Serwer chwilowo nie ma połączenia z bazą danych. Nic nie zostało zapisane — spróbuj ponownie za chwilę.',
  loginRequired: 'Podaj login (e-mail lub nazwę użytkownika).',
  passwordRequired: 'Podaj hasło.',
  signedUp: 'Konto zostało utworzone. Sprawdź skrzynkę e-mail i kliknij link aktywacyjny.',
  verified: 'Adres e-mail został potwierdzony. Możesz się zalogować.',
  rememberSent: 'Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do zmiany hasła.',
  passwordChanged: 'Hasło zostało zmienione. Możesz się zalogować.',
  profileSaved: 'Zapisaliśmy Twoje dane.',
  ownPasswordChanged: 'Hasło zostało zmienione. Na innych urządzeniach trzeba zalogować się ponownie.',
  wrongPassword: 'To nie jest Twoje obecne hasło. Sprawdź je i spróbuj jeszcze raz.',
  hasOpenFundraiser:
    'Nie możesz jeszcze usunąć konta, bo prowadzisz zbiórkę „{title}”, która jest aktywna lub czeka na weryfikację. Napisz do fundacji — pomożemy ją zakończyć, a potem usuniesz konto.',
  twoFactorCodeRequired: 'Podaj 6-cyfrowy kod z aplikacji uwierzytelniającej albo jeden z kodów zapasowych.',
  twoFactorCodeInvalid: 'Ten kod jest nieprawidłowy albo został już użyty. Wpisz aktualny kod z aplikacji.',
  twoFactorChallengeInvalid: 'Logowanie trwało zbyt długo. Zaloguj się ponownie, podając login i hasło.',
  twoFactorRequired: 'To konto jest chronione logowaniem dwuetapowym. Zaloguj się w panelu administratora, podając też kod z aplikacji.',
  twoFactorSetupRequired: 'Fundacja wymaga logowania dwuetapowego. Najpierw włącz je w zakładce „Bezpieczeństwo” panelu.',
  twoFactorAlreadyEnabled: 'Logowanie dwuetapowe jest już włączone.',
  twoFactorNotStarted: 'Najpierw rozpocznij konfigurację logowania dwuetapowego.',
  twoFactorNotEnabled: 'Logowanie dwuetapowe nie jest włączone.',
  twoFactorEnabled: 'Logowanie dwuetapowe jest włączone. Zapisz kody zapasowe w bezpiecznym miejscu — każdy zadziała tylko raz.',
  sessionNotFound: 'Nie znaleźliśmy takiej sesji — być może już się zakończyła.',
  paymentsUnavailable: 'Płatności online nie są jeszcze skonfigurowane. Prosimy o kontakt z fundacją.',
  /** A sealed value the server's APP_SECRET does not open (a copy restored without its key, issue 33). */
  secretKeyMismatch:
    'Serwer nie może odczytać zapisanych danych zabezpieczonych kluczem APP_SECRET, bo działa z innym kluczem niż ten, którym je zapisano. Administrator może je wyczyścić poleceniem npm run forget-secrets.',
} as const;

export const CHARITY_MESSAGES = {
  declaration: 'Zaznacz to oświadczenie — bez niego nie możemy przyjąć zbiórki.',
  title: 'Tytuł musi mieć od 3 do 200 znaków.',
  name: 'Nazwa zbiórki musi mieć od 3 do 200 znaków.',
  target: 'Opisz cel zbiórki (od 3 do 300 znaków).',
  targetAmount: 'Podaj kwotę celu od 1 zł do 10 000 000 zł, np. 12 500,00.',
  shortDescription: 'Krótki opis musi mieć od 10 do 2000 znaków.',
  description: 'Opis jest zbyt długi.',
  needyName: 'Nieprawidłowe imię',
  needySurname: 'Nieprawidłowe nazwisko',
  needyCity: 'Podaj miejscowość (od 2 do 128 znaków).',
  needyContact: 'Dane kontaktowe mogą mieć najwyżej 500 znaków.',
  needyNotes: 'Notatki mogą mieć najwyżej 5000 znaków.',
  needyRequired: 'Wskaż osobę potrzebującą.',
  ownerEmail: 'Podaj adres e-mail konta właściciela albo zostaw pole puste.',
  ownerNotFound: 'Nie znaleźliśmy konta z tym adresem e-mail.',
  status: 'Nieprawidłowy status zbiórki.',
  promotedOrder: 'Kolejność wyróżnienia musi być liczbą od 0 do 1000.',
  page: 'Numer strony musi być liczbą całkowitą od 1.',
  size: 'Liczba zbiórek na stronie musi być liczbą całkowitą od 1.',
  offset: 'Przesunięcie musi być liczbą całkowitą od 0.',
  after: 'Znacznik następnej strony jest nieprawidłowy: weź go z nagłówka X-Next-After poprzedniej strony.',
  filterCity: 'Podaj nazwę miejscowości (najwyżej 128 znaków).',
  filterNearGoal: 'Filtr „Blisko celu” przyjmuje tylko wartość 1.',
  searchTooShort: 'Wpisz co najmniej 3 znaki, aby wyszukać zbiórki.',
  notFound: 'Nie znaleźliśmy takiej zbiórki.',
  needyNotFound: 'Nie znaleźliśmy takiej osoby potrzebującej.',
  needyInUse: 'Ta osoba jest przypisana do zbiórek — najpierw przypisz je komuś innemu.',
  needyHasOpenFundraiser:
    'Nie można jeszcze zanonimizować tej osoby, bo jej zbiórka „{title}” nie jest zakończona. Anonimizacja jest możliwa, gdy wszystkie jej zbiórki są zakończone, zamknięte lub odrzucone.',
  statusChange: 'Nie można zmienić statusu zbiórki z „{from}” na „{to}”.',
  notEditable: 'Ta zbiórka jest już opublikowana — zmiany wprowadza fundacja. Napisz do nas.',
  publishedEditOnly: 'W opublikowanej zbiórce możesz zmienić opis i zdjęcie. Pozostałe zmiany wprowadza fundacja — napisz do nas.',
  noPendingRevision: 'Ta zbiórka nie ma zmian czekających na akceptację.',
  revisionAction: 'Wybierz: akceptacja albo odrzucenie zmian.',
  revisionNote: 'Napisz, dlaczego zmiany nie mogą zostać przyjęte (od 10 do 2000 znaków).',
  hasDonations: 'Zbiórka otrzymała już wpłaty, więc nie można jej usunąć. Można ją zamknąć.',
  moderationAction: 'Wybierz działanie: akceptacja, odrzucenie, prośba o poprawki, zakończenie, zamknięcie albo wznowienie.',
  moderationNote: 'Napisz, co trzeba poprawić lub dlaczego zbiórka nie może zostać przyjęta (od 10 do 2000 znaków).',
  moderationNotAllowed: 'Tego nie można zrobić ze zbiórką o statusie „{status}”.',
  bannerOrder: 'Podaj listę wyróżnionych zbiórek (najwyżej 20, bez powtórzeń).',
  bannerNotActive: 'Na banerze mogą być tylko aktywne zbiórki z przypisaną osobą potrzebującą.',
  bulkAction: 'Wybierz działanie: zatwierdzenie, zamknięcie albo zdjęcie z banera.',
  bulkIds: 'Zaznacz od 1 do 200 zbiórek (bez powtórzeń).',
  notOnBanner: 'Tej zbiórki nie ma na banerze.',
  badMultipart: 'Nie udało się odczytać formularza. Spróbuj wysłać go ponownie.',
  imageType: 'Dozwolone są tylko obrazy PNG, JPEG lub WebP.',
  imageTooLarge: 'Obraz jest zbyt duży — najwyżej 10 MB.',
  imagePixels: 'Obraz ma zbyt dużą rozdzielczość — najwyżej 40 milionów pikseli.',
  imageBroken: 'Nie udało się odczytać obrazu. Sprawdź plik i spróbuj ponownie.',
  imageNotFound: 'Nie znaleźliśmy takiego obrazu.',
  imageVariant: 'Nieznany rozmiar obrazu — wybierz card, banner albo full.',
} as const;

export const PAYMENT_MESSAGES = {
  amount: 'Podaj kwotę wpłaty od 2 zł do 100 000 zł, np. 50 albo 25,50.',
  email: 'Nieprawidłowy email!',
  emailRequired: 'Podaj adres e-mail — operator płatności wysyła na niego potwierdzenie.',
  emailTooLongForP24: 'Operator płatności Przelewy24 przyjmuje adres e-mail do 50 znaków. Podaj krótszy adres.',
  name: 'Imię lub podpis może mieć najwyżej 128 znaków.',
  /** Issue 30: the donor's name for the confirmation, apart from the public signature. */
  receiptName: 'Imię i nazwisko do potwierdzenia może mieć najwyżej 128 znaków.',
  message: 'Wiadomość może mieć najwyżej 500 znaków.',
  method: 'Wybierz sposób płatności.',
  terms: 'Akceptacja regulaminu jest obowiązkowa',
  idempotencyKey: 'Brak identyfikatora wpłaty — odśwież stronę i spróbuj ponownie.',
  idempotencyMismatch: 'Ta wpłata została już rozpoczęta z inną kwotą lub dla innej zbiórki. Odśwież stronę.',
  charityClosed: 'Ta zbiórka nie przyjmuje już wpłat. Zajrzyj do innych zbiórek — każda pomoc się liczy.',
  providerUnavailable: 'Nie udało się połączyć z operatorem płatności. Spróbuj ponownie za chwilę.',
  registrationPending: 'Płatność jest właśnie przygotowywana. Spróbuj ponownie za chwilę.',
  paymentNotFound: 'Nie znaleźliśmy takiej wpłaty.',
  anonymousDonor: 'Anonimowy darczyńca',
  manualNote: 'Opisz wpłatę (np. numer przelewu), najwyżej 1000 znaków.',
  manualMethod: 'Wybierz: przelew tradycyjny albo gotówka.',
  manualAmount: 'Podaj otrzymaną kwotę od 0,01 zł do 1 000 000 zł, np. 50 albo 12,50.',
  receivedOn: 'Podaj dzień otrzymania wpłaty — nie późniejszy niż dzisiaj.',
  bankReference: 'Podaj numer referencyjny przelewu z wyciągu bankowego (najwyżej 64 znaki).',
  duplicateReference: 'Przelew o tym numerze referencyjnym jest już zapisany — wpłata liczy się tylko raz. Sprawdź wcześniejszy wpis poniżej.',
  voidReason: 'Podaj powód unieważnienia wpłaty (od 3 do 500 znaków).',
  alreadyVoided: 'Ta wpłata jest już unieważniona — nic nie zmieniliśmy.',
  voidOnlyManual: 'Unieważnić można tylko wpłatę zapisaną ręcznie. Wpłatę online zwraca się przez operatora płatności.',
  configuration: 'Sprawdź dane konfiguracji płatności.',
  secretRequired: 'Wpisz klucz — dla tego operatora nie zapisano go jeszcze.',
  connectionOk: 'Połączenie działa: operator przyjął zapisane dane dostępowe.',
  // One answer for every failure (no answer, a wrong answer, refused keys): the check is no way to probe ports.
  connectionFailed: 'Nie udało się połączyć z operatorem płatności za pomocą zapisanych danych. Sprawdź adres API i klucze, a potem spróbuj ponownie.',
  baseUrl: 'Adres operatora musi zaczynać się od https:// (http:// tylko dla localhost).',
  payuHost: `Adres API PayU: wpisz https://${PROVIDER_HOSTS.payu.production} albo, do testów, ${PROVIDER_SANDBOX_URLS.payu} — na inne adresy nie wysyłamy kluczy.`,
  przelewy24Host:
    `Adres API Przelewy24: wpisz https://${PROVIDER_HOSTS.przelewy24.production}/api/v1 albo, do testów, ${PROVIDER_SANDBOX_URLS.przelewy24} — na inne adresy nie wysyłamy kluczy.`,
  secretsForNewAddress: 'Nowy adres API wymaga ponownego wpisania kluczy — zapisane klucze wysyłamy tylko na adres, dla którego je wpisano.',
  sandboxInProduction: 'Operator testowy (sandbox) nie przyjmuje prawdziwych wpłat — w serwisie produkcyjnym wybierz PayU albo Przelewy24.',
  demoNotice: 'Tryb demonstracyjny — wpłaty nie są prawdziwe',
  notConfirmable: 'Potwierdzenie wystawiamy dla zaksięgowanej wpłaty. Ta wpłata nie została (jeszcze) zaksięgowana albo została zwrócona.',
  taxYear: 'Wybierz rok podatkowy, np. 2025 — od 2020 do bieżącego roku.',
  yearlySummariesSent: 'Podsumowania za rok {year} zostały już wysłane {when} przez {who} — każdy darczyńca dostaje je tylko raz.',
} as const;

// ── Refunds of paid online donations (issue 14 item 5). ──
export const REFUND_MESSAGES = {
  amount: 'Podaj kwotę zwrotu, np. 12,50 — co najmniej 0,01 zł i nie więcej niż wpłata.',
  reason: 'Podaj powód zwrotu (od 3 do 500 znaków).',
  refundKey: 'Brak identyfikatora zwrotu — zamknij okno i otwórz je ponownie.',
  manual: 'Wpłaty zapisanej ręcznie nie zwraca się przez operatora płatności — unieważnij ją zamiast tego.',
  notPaid: 'Zwrócić można tylko opłaconą wpłatę online.',
  tooMuch: 'Ta kwota przekracza to, co zostało do zwrotu z tej wpłaty.',
  nothingLeft: 'Ta wpłata została już zwrócona w całości.',
  waiting: 'Zwrot całej pozostałej kwoty tej wpłaty jest już zlecony i czeka na odpowiedź operatora. Nie zlecaj go drugi raz — portal sam dopyta operatora.',
  keyMismatch: 'Ten zwrot został już zlecony z inną kwotą albo dla innej wpłaty. Zamknij okno i otwórz je ponownie.',
  requested: 'Zlecono zwrot. Kwota zbiórki zmniejszy się, gdy operator potwierdzi zwrot.',
  confirmed: 'Operator potwierdził zwrot.',
} as const;

/** The admin's payments: their filters (shared/src/schemas/payment-filters.ts) and actions. */
export const ADMIN_PAYMENT_MESSAGES = {
  status: 'Wybierz status płatności z listy.',
  provider: 'Wybierz operatora płatności z listy.',
  charity: 'Podaj numer zbiórki samymi cyframi.',
  charityNotChosen: 'Wybierz zbiórkę z podpowiedzi albo wyczyść pole.',
  date: 'Podaj datę w formacie RRRR-MM-DD, np. 2026-11-25.',
  amount: 'Podaj kwotę w złotych, np. 50 albo 12,50.',
  search: 'Wyszukiwana fraza może mieć najwyżej 200 znaków.',
  manualNotChecked: 'Wpłatę ręczną zapisała fundacja — nie ma jej u operatora, więc nie można jej sprawdzić ponownie.',
  chosenGuids: 'Zaznacz od 1 do 200 płatności (bez powtórzeń).',
  checkNotPending: 'Sprawdzić u operatora można tylko płatność oczekującą na zapłatę.',
} as const;

// ── Strict input (issue 13 item 8): the characters a text may hold, and a record's number in an address. ──
export const TEXT_MESSAGES = {
  noLetter: 'To pole musi zawierać przynajmniej jedną literę.',
  controlCharacters: 'Tekst zawiera niedozwolone znaki sterujące. Usuń je i spróbuj ponownie.',
  bidiCharacters: 'Tekst zawiera niewidoczne znaki zmieniające kierunek pisma. Usuń je i spróbuj ponownie.',
  invisibleOnly: 'To pole zawiera wyłącznie niewidoczne znaki. Wpisz treść.',
  wholeNumber: 'Podaj liczbę całkowitą zapisaną samymi cyframi.',
} as const;

/** The panel's list of e-mails that did not go out (issue 18). */
export const OUTBOX_MESSAGES = {
  notFound: 'Nie znaleziono takiego e-maila.',
  notFailed: 'Ten e-mail nie czeka na ponowną wysyłkę: został już wysłany albo jest w kolejce.',
  resendIds: 'Wybierz od 1 do 200 e-maili do ponownej wysyłki.',
} as const;

/** Fundraiser updates ("Aktualności", issue 18) and the one-click way out of their e-mails. */
export const UPDATE_MESSAGES = {
  body: 'Napisz treść aktualności (od 10 do 20 000 znaków).',
  alt: 'Opis zdjęcia może mieć najwyżej 300 znaków.',
  tooManyPictures: 'Do aktualności możesz dodać najwyżej 5 zdjęć.',
  notPublished: 'Aktualności można dodawać tylko do opublikowanej zbiórki.',
  notFound: 'Nie znaleziono takiej aktualności.',
  badToken: 'Ten link do wypisania się jest nieprawidłowy. Skopiuj go w całości z e-maila albo napisz do nas.',
  unsubscribed: 'Nie będziesz już otrzymywać aktualności tej zbiórki.',
  consentNeedsEmail: 'Podaj adres e-mail, na który wyślemy aktualności zbiórki.',
  badConfirmation: 'Ten link potwierdzający jest nieprawidłowy. Skopiuj go w całości z e-maila albo napisz do nas.',
  confirmed: 'Dziękujemy! Adres potwierdzony: aktualności zbiórek, które wspierasz, będziemy wysyłać na ten e-mail.',
  posted: 'Aktualność opublikowana. Widać ją na stronie zbiórki.',
  postedAndEmailed: 'Aktualność opublikowana. Wysłaliśmy ją też e-mailem darczyńcom, którzy o to prosili.',
  /** {day} and {week}: the limits of shared/schemas/updates.ts. */
  postedNotEmailed:
    'Aktualność opublikowana. Nie wysłaliśmy jej e-mailem: darczyńcom wysyłamy najwyżej {day} aktualność zbiórki na dobę i {week} w tygodniu, żeby nie zasypywać ich wiadomościami. Widać ją na stronie zbiórki.',
} as const;

/** Issue 30: the foundation's own record, each field named in its message. */
export const FOUNDATION_MESSAGES = {
  name: 'Pełna nazwa fundacji jest wymagana (do 200 znaków).',
  shortName: 'Nazwa skrócona fundacji jest wymagana (do 80 znaków).',
  krs: 'Numer KRS to dokładnie 10 cyfr, np. 0000012345.',
  nip: 'NIP jest nieprawidłowy: to 10 cyfr, a ostatnia, kontrolna, musi się zgadzać z pozostałymi.',
  regon: 'REGON jest nieprawidłowy: to 9 albo 14 cyfr, a ostatnia, kontrolna, musi się zgadzać z pozostałymi.',
  street: 'Ulica i numer w adresie są wymagane (do 120 znaków).',
  postalCode: 'Kod pocztowy ma postać NN-NNN, np. 00-019.',
  city: 'Miejscowość w adresie jest wymagana (do 80 znaków).',
  iban: 'Numer rachunku bankowego jest nieprawidłowy: to PL i 26 cyfr, a cyfry kontrolne muszą się zgadzać.',
  taxAccount: 'Rachunek na wpłaty 1,5% jest nieprawidłowy: to PL i 26 cyfr, a cyfry kontrolne muszą się zgadzać.',
  bank: 'Nazwa banku jest wymagana (do 120 znaków).',
  bankAccounts: 'Podaj od 1 do 5 rachunków bankowych.',
  email: 'Adres e-mail fundacji jest nieprawidłowy.',
  phone: 'Telefon fundacji jest nieprawidłowy: od 9 do 15 cyfr, może zaczynać się od +.',
  hours: 'Godziny pracy biura mogą mieć do 200 znaków.',
  dpoEmail: 'Adres e-mail inspektora ochrony danych jest nieprawidłowy.',
  website: 'Adres strony internetowej musi zaczynać się od https:// lub http://.',
  /** Item 4: what a page says where the foundation's details would stand, until the record is filled in. */
  missing: 'Dane fundacji zostaną wkrótce uzupełnione',
  /** Beside every value of the demo record. */
  example: '(dane przykładowe)',
  workQueue: 'Uzupełnij dane fundacji',
  /** Item 3: the statute and the security policy are the foundation's own files; the demo's serve only the demo. */
  documentMissing: 'Dokument nie jest jeszcze dostępny',
  documentMissingDetail: 'Fundacja wkrótce go opublikuje. Do tego czasu zapytaj o niego, pisząc na adres podany na stronie Kontakt.',
  saved: 'Zapisano dane fundacji.',
  /** Item 3: an uploaded statute or security policy. */
  documentNotPdf: 'Plik nie jest dokumentem PDF. Wybierz plik PDF.',
  documentTooLarge: 'Plik jest zbyt duży — najwyżej 10 MB.',
  documentRequired: 'Wybierz plik PDF do wysłania.',
  documentUploaded: 'Zapisano nową wersję dokumentu.',
  logoNotImage: 'Logo musi być obrazem PNG albo JPEG. Wybierz taki plik.',
  logoTooLarge: 'Plik logo jest zbyt duży — najwyżej 1 MB.',
  logoTooWide: 'Logo jest zbyt duże — najwyżej 4000 pikseli z każdej strony.',
  logoRequired: 'Wybierz plik PNG albo JPEG z logo.',
  logoUploaded: 'Zapisano nowe logo. E-maile i potwierdzenia w PDF pokazują je od teraz.',
  logoMissing: 'Fundacja nie wgrała jeszcze logo',
} as const;

/** Issue 34: the bank's statements, imported in /admin/wyciagi. */
/** Issue 35: the fundraisers' spending, its invoices and the public settlement. */
export const EXPENSE_MESSAGES = {
  notFound: 'Nie ma takiego wydatku.',
  payee: 'Podaj odbiorcę płatności (od 2 do 200 znaków).',
  nip: 'NIP odbiorcy jest niepoprawny — sprawdź 10 cyfr (cyfra kontrolna się nie zgadza).',
  account: 'Numer rachunku odbiorcy jest niepoprawny — podaj polski numer (26 cyfr, sprawdzamy cyfry kontrolne).',
  amount: 'Podaj kwotę wydatku w złotych, większą od zera (np. 1250,00).',
  description: 'Napisz, za co jest ten wydatek (od 3 do 1000 znaków).',
  invoiceRequired: 'Dołącz fakturę albo rachunek (PDF albo zdjęcie).',
  documentRequired: 'Wybierz plik do wysłania (PDF albo zdjęcie).',
  documentType: 'Ten plik nie jest PDF-em ani zdjęciem PNG, JPEG albo WebP — zapisz fakturę w jednym z tych formatów.',
  documentTooLarge: 'Plik jest zbyt duży — faktura może mieć najwyżej 10 MB.',
  rejectReason: 'Napisz, dlaczego wydatek jest odrzucony (od 3 do 500 znaków).',
  overrideReason: 'Napisz, dlaczego wypłata przekracza saldo zbiórki (od 3 do 500 znaków).',
  secondApproval: 'Wydatek powyżej progu musi zatwierdzić druga osoba z zespołu, nie autor wydatku.',
  state: 'Tego kroku nie można wykonać przy obecnym stanie wydatku — odśwież stronę.',
  overBalance: 'Wypłata przekracza saldo zbiórki. Tylko administrator może ją zatwierdzić, podając powód.',
  overrideAdminOnly: 'Tylko administrator może wypłacić ponad saldo zbiórki.',
  documentMissing: 'Ten wydatek nie ma opublikowanego dokumentu.',
} as const;

export const BANK_STATEMENT_MESSAGES = {
  fileRequired: 'Wybierz plik wyciągu do wysłania.',
  tooLarge: 'Plik jest zbyt duży — wyciąg może mieć najwyżej 10 MB.',
  empty: 'Plik jest pusty — wybierz wyciąg w formacie MT940 albo CAMT.053.',
  pdf: 'To jest plik PDF, a nie wyciąg do wczytania — pobierz z bankowości wyciąg w formacie MT940 albo CAMT.053 (XML).',
  mt942: 'To jest zestawienie MT942 z operacjami w ciągu dnia, a nie wyciąg — wgraj wyciąg dzienny MT940 albo CAMT.053.',
  xmlNotCamt: 'Ten plik XML nie jest wyciągiem CAMT.053 — pobierz z bankowości wyciąg w formacie CAMT.053 albo MT940.',
  unknown: 'Nie rozpoznajemy tego pliku jako wyciągu — wybierz wyciąg w formacie MT940 albo CAMT.053.',
  broken: 'Wyciąg jest niekompletny albo uszkodzony — pobierz go z bankowości jeszcze raz.',
  noEntries: 'Wyciąg nie zawiera żadnej operacji.',
  entrySettled: 'Ta pozycja wyciągu jest już zaksięgowana albo odłożona.',
  charity: 'Wybierz zbiórkę, do której należy ten przelew.',
  dismissReason: 'Napisz, dlaczego ten przelew nie jest darowizną (od 3 do 500 znaków).',
  onlyIncoming: 'Przypisać do zbiórki można tylko wpływ na rachunek fundacji.',
  onlyOutgoing: 'Rozliczyć jako wydatek można tylko wypływ z rachunku fundacji.',
  expense: 'Wybierz wydatek, który opłacił ten przelew.',
  expenseAmount: 'Kwota przelewu różni się od kwoty wydatku, więc nie można go nim rozliczyć. Sprawdź, czy to właściwy wydatek.',
  /** The manual donation's note of a line booked from a statement. */
  note: (statementId: number, position: number) => `Z wyciągu bankowego nr ${statementId}, pozycja ${position}`,
  workQueue: 'Przelewy do przypisania',
  /** The note of a line whose donation was voided: it waits to be assigned again. */
  bookingVoided: (reason: string) => `Zaksięgowanie tej pozycji anulowano (${reason}) — przypisz ją ponownie albo odłóż.`,
} as const;

/** Issue 35: the ledger of every movement of money and its closed months. */
export const LEDGER_MESSAGES = {
  monthClosed: (month: string) => `Miesiąc ${month} jest już zamknięty w księdze — wpisz datę z otwartego miesiąca (późną korektę księguje się w bieżącym miesiącu).`,
  monthNotOver: 'Zamknąć można tylko miesiąc, który już się skończył.',
  alreadyClosed: (month: string) => `Miesiąc ${month} jest już zamknięty.`,
  correctionCharity: 'Podaj numer zbiórki, której dotyczy korekta.',
  correctionAmount: 'Podaj kwotę korekty różną od zera: ze znakiem minus, gdy zbiórce ubywa (najwyżej 1 000 000 zł).',
  correctionReason: 'Napisz, dlaczego księgujesz korektę (od 3 do 500 znaków).',
  correctedEntry: 'Podaj numer korygowanego wpisu z księgi (kolumna „nr wpisu” w pliku CSV) albo zostaw to pole puste.',
  correctedNotFound: 'W księdze nie ma wpisu o tym numerze.',
  correctedOtherCharity: 'Korygowany wpis należy do innej zbiórki — podaj numer zbiórki z tego wpisu.',
  correctedExpense: 'Wypłaty wydatku nie poprawia się korektą wpłat — korekta dotyczy tylko pieniędzy zebranych przez zbiórkę.',
  statementLineLate: (day: string) => `Przelew z dnia ${day} (miesiąc zamknięty) zaksięgowany w pierwszym otwartym miesiącu.`,
} as const;

/** Issue 40: monthly giving, its schedules and their management link. */
export const RECURRING_MESSAGES = {
  every: 'Wpłaty cykliczne są co miesiąc: podaj every: "month".',
  day: 'Wybierz dzień miesiąca od 1 do 28 — taki dzień ma każdy miesiąc.',
  months: 'Podaj, przez ile miesięcy wpłacać: od 2 do 120 (razem z pierwszą wpłatą), albo nic — wtedy do końca zbiórki.',
  status: 'Wybierz stan wpłaty cyklicznej z listy.',
  key: 'Ten link do wpłaty cyklicznej jest nieprawidłowy. Użyj linku z ostatniego e-maila od nas.',
  notFound: 'Nie znaleźliśmy tej wpłaty cyklicznej. Użyj linku z ostatniego e-maila od nas.',
  unsupported: 'Operator płatności tej zbiórki nie obsługuje wpłat cyklicznych. Możesz wpłacić jednorazowo.',
  alreadyEnded: 'Ta wpłata cykliczna jest już zakończona — nic więcej nie zostanie pobrane.',
  emailRequired: 'Podaj adres e-mail — wyślemy na niego potwierdzenie wpłat co miesiąc i link, którym je zmienisz lub anulujesz.',
  paused: 'Podaj paused: true, by wstrzymać wpłaty, albo paused: false, by je wznowić.',
  nothingToChange: 'Podaj nową kwotę, nowy dzień albo czy wstrzymać lub wznowić wpłaty.',
  notResumable: 'Tej wpłaty nie da się wznowić samym przyciskiem — operator płatności poprosił o ponowne potwierdzenie karty. Użyj „Zmień kartę”: wpłaty wznowią się z nową (albo tą samą, potwierdzoną) kartą.',
  cardChangeState: 'Kartę można zmienić tylko w trwającej wpłacie co miesiąc — aktywnej albo wstrzymanej.',
  cardChangeOver: 'Ostatnia wybrana wpłata co miesiąc jest już za nami — nie trzeba zmieniać karty.',
  notPaused: 'Ta wpłata cykliczna nie jest wstrzymana — pobieramy ją co miesiąc jak dotąd.',
  notActive: 'Tę wpłatę cykliczną można wstrzymać tylko wtedy, gdy jest aktywna.',
  staffReason: 'Podaj powód anulowania (od 3 do 500 znaków) — zostanie w dzienniku zmian.',
  cardToken: 'Wpłata co miesiąc przez PayU potrzebuje tokenu karty (TOK_…) z formularza karty PayU — dane karty nigdy nie trafiają do nas.',
  cardExpiry: 'Podaj miesiąc ważności karty jako RRRR-MM, na przykład 2027-03.',
} as const;
