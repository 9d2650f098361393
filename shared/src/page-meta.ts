import { DEFAULT_PAGE_DESCRIPTION } from './constants.js';

export interface PageMeta {
  title: string;
  description: string;
}

const meta = (title: string, description: string = DEFAULT_PAGE_DESCRIPTION): PageMeta => ({ title, description });

/** Titles and descriptions of the routes of spec §2, used by the web and by the server's HTML. */
export const PAGE_META = {
  home: meta('Zbiórki charytatywne', 'Wspieraj zbiórki dla potrzebujących: wózki, rehabilitacja, leczenie. Fundacja Złota rybka - zbiórki charytatywne'),
  search: meta('Wyniki wyszukiwania'),
  support: meta('Wesprzyj zbiórkę'),
  processing: meta('Przetwarzanie wpłaty'),
  thankYou: meta('Dziękujemy za wsparcie'),
  faq: meta('Informacje — najczęściej zadawane pytania', 'Odpowiedzi na pytania o zbiórki, wpłaty i działanie Fundacji Złota rybka.'),
  foundation: meta('O Fundacji Złota rybka', 'Kim jesteśmy, komu pomagamy i jak działa Fundacja Złota rybka.'),
  contact: meta('Kontakt', 'Skontaktuj się z Fundacją Złota rybka.'),
  onePercent: meta('Przekaż 1,5% podatku', 'Jak przekazać 1,5% podatku Fundacji Złota rybka — to nic nie kosztuje, a może zmienić czyjeś życie.'),
  terms: meta('Regulamin serwisu'),
  cookiePolicy: meta('Polityka cookies'),
  privacyPolicy: meta('Polityka prywatności'),
  notFound: meta('Page Not Found'),
  newUserAndCharity: meta('Utwórz konto i zbiórkę'),
  newCharity: meta('Nowa zbiórka'),
  login: meta('Logowanie'),
  signUp: meta('Rejestracja'),
  remember: meta('Przypomnienie hasła'),
  resetPassword: meta('Nowe hasło'),
  verify: meta('Potwierdzenie adresu e-mail'),
  account: meta('Konto'),
  admin: meta('Panel administratora'),
  unsubscribe: meta('Wypisanie z aktualności zbiórki'),
  updatesConfirm: meta('Potwierdzenie adresu dla aktualności'),
} as const satisfies Record<string, PageMeta>;

export type PageName = keyof typeof PAGE_META;
