// Every Polish sentence that the API and the web both show. The spec's texts are kept verbatim,
// spelling included ('Hasła nie sią identyczne', 'Wystapił problem…').

export const SIGN_UP_MESSAGES = {
  password: 'Hasła musi posiadać minimum 8 znaków',
  passwordConfirmation: 'Hasła nie sią identyczne',
  name: 'Nieprawidłowe imię',
  surname: 'Nieprawidłowe nazwisko',
  username: 'Nieprawidłowe nazwisko',
  phone: 'Nieprawidłowy numer telefonu',
  rules: 'Akceptacja regulaminu jest obowiązkowa',
  email: 'Nieprawidłowy email!',
} as const;

export const TOAST_TEXTS = {
  errorSummary: 'Błąd',
  logoutSuccess: 'Wylogowano',
  logoutFailure: 'Wystapił problem podczas wylogowywania!',
} as const;

export const API_MESSAGES = {
  validation: 'Sprawdź poprawność wprowadzonych danych.',
  invalidJson: 'Nie udało się odczytać przesłanych danych. Sprawdź ich format.',
  payloadTooLarge: 'Przesłane dane są zbyt duże.',
  unsupportedMediaType: 'Ten rodzaj przesyłanych danych nie jest obsługiwany.',
  unauthorized: 'Twoja sesja wygasła lub jest nieprawidłowa. Zaloguj się ponownie.',
  invalidCredentials: 'Nieprawidłowy login lub hasło.',
  accountInactive: 'Konto nie jest jeszcze aktywne. Kliknij link z wiadomości, którą wysłaliśmy na Twój adres e-mail.',
  forbidden: 'Nie masz uprawnień do tej operacji.',
  notFound: 'Nie znaleźliśmy tego, czego szukasz.',
  userNotFound: 'Nie znaleźliśmy takiego użytkownika.',
  emailTaken: 'Konto z tym adresem e-mail już istnieje.',
  usernameTaken: 'Ta nazwa użytkownika jest już zajęta.',
  cannotDeleteSelf: 'Nie możesz usunąć ani dezaktywować własnego konta.',
  verificationInvalid: 'Link aktywacyjny jest nieprawidłowy lub wygasł.',
  resetInvalid: 'Link do zmiany hasła jest nieprawidłowy lub wygasł.',
  rateLimited: 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.',
  internal: 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie za chwilę.',
  loginRequired: 'Podaj login (e-mail lub nazwę użytkownika).',
  passwordRequired: 'Podaj hasło.',
  signedUp: 'Konto zostało utworzone. Sprawdź skrzynkę e-mail i kliknij link aktywacyjny.',
  verified: 'Adres e-mail został potwierdzony. Możesz się zalogować.',
  rememberSent: 'Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do zmiany hasła.',
  passwordChanged: 'Hasło zostało zmienione. Możesz się zalogować.',
} as const;
