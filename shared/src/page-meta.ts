import { DEFAULT_PAGE_DESCRIPTION } from './constants.js';
import { PORTAL_NAME } from './foundation-text.js';

export interface PageMeta {
  title: string;
  description: string;
}

const meta = (title: string, description: string = DEFAULT_PAGE_DESCRIPTION): PageMeta => ({ title, description });

/**
 * Titles and descriptions of the routes of spec §2, used by the web and by the server's HTML. Where one names the
 * foundation, `{fundacja}`, `{fundacji}` or `{fundacją}` stands for its name from the record in that case (issue
 * 30): read through `namedMeta`, never shown as it is.
 */
export const PAGE_META = {
  home: meta('Zbiórki charytatywne', 'Wspieraj zbiórki dla potrzebujących: wózki, rehabilitacja, leczenie. {fundacja} - zbiórki charytatywne'),
  search: meta('Wyniki wyszukiwania'),
  support: meta('Wesprzyj zbiórkę'),
  processing: meta('Przetwarzanie wpłaty'),
  thankYou: meta('Dziękujemy za wsparcie'),
  faq: meta('Informacje — najczęściej zadawane pytania', 'Odpowiedzi na pytania o zbiórki, wpłaty i działanie {fundacji}.'),
  foundation: meta('O {fundacji}', 'Kim jesteśmy, komu pomagamy i jak działa {fundacja}.'),
  contact: meta('Kontakt', 'Skontaktuj się z {fundacją}.'),
  onePercent: meta('Przekaż 1,5% podatku', 'Jak przekazać 1,5% podatku {fundacji} — to nic nie kosztuje, a może zmienić czyjeś życie.'),
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
  recurring: meta('Wpłata co miesiąc'),
} as const satisfies Record<string, PageMeta>;

export type PageName = keyof typeof PAGE_META;

/** The cases the titles need: "Fundacja X" declines its first word (Fundacji, Fundacją); any other name is quoted after the word. */
const CASES = {
  '{fundacja}': { word: null, none: PORTAL_NAME },
  '{fundacji}': { word: 'Fundacji', none: 'fundacji' },
  '{fundacją}': { word: 'Fundacją', none: 'fundacją' },
} as const;
const PLACEHOLDER = /\{fundacj[aią]\}/g;
const FOUNDATION_WORD = /^fundacja\s+/i;

function inCase(placeholder: keyof typeof CASES, name: string | null): string {
  const { word, none } = CASES[placeholder];
  if (!name) return none;
  if (!word) return name;
  return FOUNDATION_WORD.test(name) ? name.replace(FOUNDATION_WORD, `${word} `) : `${none} „${name}”`;
}

/** A text with `{fundacja}`, `{fundacji}` or `{fundacją}`, naming the foundation by the record's name (null: none yet, the words alone). */
export const withFoundationName = (text: string, foundationName: string | null): string =>
  text.replace(PLACEHOLDER, (placeholder) => inCase(placeholder as keyof typeof CASES, foundationName));

/** A page's title and description naming the foundation by the record's name. */
export const namedMeta = (page: PageMeta, foundationName: string | null): PageMeta => ({
  title: withFoundationName(page.title, foundationName),
  description: withFoundationName(page.description, foundationName),
});
