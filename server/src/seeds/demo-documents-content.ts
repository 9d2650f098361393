// The demo's sample statute and security policy (issue 30): the texts of the two PDF documents the footer and the
// foundation page link to, drawn by demo-documents.ts while the demo's example record is in use. A real foundation
// uploads its own in /admin/fundacja.

export type Block =
  | { kind: 'title' | 'subtitle' | 'heading' | 'clause' | 'paragraph'; text: string }
  | { kind: 'item'; label: string; text: string; level?: 1 | 2 };

export interface DocumentSpec {
  title: string;
  subject: string;
  footer: string;
  /** When the text was adopted: the PDF's creation date, fixed, so the same text gives the same document. */
  date: string;
  blocks: Block[];
}

const FOUNDATION = 'Fundacja Złota rybka';
const KRS = '0000123456';
const ADDRESS = 'ul. Złota 7, 00-019 Warszawa';
const EMAIL = 'kontakt@zlotarybka.pl';

const title = (text: string): Block => ({ kind: 'title', text });
const subtitle = (text: string): Block => ({ kind: 'subtitle', text });
const heading = (text: string): Block => ({ kind: 'heading', text });
const clause = (text: string): Block => ({ kind: 'clause', text });
const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
/** Numbered points "1.", "2.", … */
const points = (...texts: string[]): Block[] => texts.map((text, i) => ({ kind: 'item', label: `${i + 1}.`, text }));
/** A list "1)", "2)", … inside a point. */
const list = (...texts: string[]): Block[] => texts.map((text, i) => ({ kind: 'item', label: `${i + 1})`, text, level: 2 }));

export const STATUTE: DocumentSpec = {
  title: 'Statut Fundacji Złota rybka',
  subject: 'Statut fundacji: nazwa, siedziba, cele, sposoby ich realizacji, majątek i organy',
  footer: `${FOUNDATION} · ${ADDRESS} · KRS ${KRS}`,
  date: '2024-01-15T00:00:00Z',
  blocks: [
    title('Statut Fundacji Złota rybka'),
    subtitle('Tekst jednolity z dnia 15 stycznia 2024 r.'),

    heading('Rozdział I. Postanowienia ogólne'),
    clause('§ 1'),
    ...points(
      `${FOUNDATION}, zwana dalej „Fundacją”, działa na podstawie ustawy z dnia 6 kwietnia 1984 r. o fundacjach, ustawy z dnia 24 kwietnia 2003 r. o działalności pożytku publicznego i o wolontariacie oraz niniejszego statutu.`,
      `Fundacja ma osobowość prawną i jest wpisana do Krajowego Rejestru Sądowego pod numerem KRS ${KRS}.`,
      'Fundacja ma status organizacji pożytku publicznego.',
    ),
    clause('§ 2'),
    paragraph(`Siedzibą Fundacji jest miasto stołeczne Warszawa. Adres Fundacji: ${ADDRESS}.`),
    clause('§ 3'),
    ...points(
      'Fundacja działa na terytorium Rzeczypospolitej Polskiej, a dla realizacji swoich celów może działać także za granicą.',
      'Fundacja została ustanowiona na czas nieokreślony.',
      'Ministrem właściwym ze względu na cele Fundacji jest minister właściwy do spraw zabezpieczenia społecznego.',
      'Fundacja może używać skróconej nazwy „Złota rybka” oraz znaku graficznego przedstawiającego złotą rybkę.',
    ),

    heading('Rozdział II. Cele Fundacji'),
    clause('§ 4'),
    paragraph('Celami Fundacji są:'),
    ...list(
      'pomoc osobom z niepełnosprawnościami, osobom chorym oraz rodzinom w trudnej sytuacji życiowej;',
      'ochrona i promocja zdrowia, w tym wspieranie leczenia i rehabilitacji;',
      'działalność na rzecz integracji społecznej i samodzielności osób z niepełnosprawnościami;',
      'promocja wolontariatu, filantropii i odpowiedzialnego pomagania.',
    ),

    heading('Rozdział III. Sposoby realizacji celów'),
    clause('§ 5'),
    paragraph('Fundacja realizuje swoje cele w szczególności przez:'),
    ...list(
      'prowadzenie internetowego serwisu zbiórek na rzecz podopiecznych Fundacji;',
      'finansowanie zakupu wózków inwalidzkich oraz sprzętu rehabilitacyjnego i ortopedycznego;',
      'finansowanie rehabilitacji, turnusów rehabilitacyjnych, leczenia, operacji i terapii;',
      'pomoc w likwidacji barier architektonicznych w miejscu zamieszkania podopiecznych;',
      'współpracę z placówkami medycznymi, organizacjami pozarządowymi i instytucjami publicznymi;',
      'organizowanie akcji informacyjnych i wolontariackich.',
    ),
    clause('§ 6'),
    paragraph('Działalność Fundacji jest prowadzona jako nieodpłatna działalność pożytku publicznego.'),

    heading('Rozdział IV. Majątek i dochody Fundacji'),
    clause('§ 7'),
    ...points(
      'Majątek Fundacji stanowi fundusz założycielski w kwocie 5000 zł oraz mienie nabyte w trakcie jej działalności.',
      'Dochody Fundacji pochodzą w szczególności z darowizn, spadków i zapisów, wpłat na zbiórki, środków z 1,5% podatku dochodowego od osób fizycznych, dotacji i subwencji oraz odsetek bankowych.',
      'Całość dochodów Fundacja przeznacza na realizację celów statutowych oraz na pokrycie niezbędnych kosztów działalności.',
      'Środki zebrane na rzecz określonego podopiecznego Fundacja wydaje na jego potrzeby, zgodnie z celem zbiórki i regulaminem serwisu.',
    ),
    clause('§ 8'),
    paragraph(
      'Zabrania się udzielania pożyczek lub zabezpieczania zobowiązań majątkiem Fundacji w stosunku do członków jej organów, pracowników oraz osób im bliskich, a także przekazywania im majątku Fundacji na zasadach innych niż w stosunku do osób trzecich.',
    ),

    heading('Rozdział V. Organy Fundacji'),
    clause('§ 9'),
    paragraph('Organami Fundacji są Zarząd Fundacji oraz Rada Fundacji.'),
    clause('§ 10'),
    ...points(
      'Zarząd Fundacji składa się z jednej do trzech osób, w tym Prezesa Zarządu, powoływanych przez Radę Fundacji na trzyletnią kadencję.',
      'Zarząd kieruje działalnością Fundacji, zarządza jej majątkiem i reprezentuje ją na zewnątrz.',
      'Oświadczenia woli w imieniu Fundacji składa Prezes Zarządu samodzielnie albo dwóch członków Zarządu łącznie.',
      'Zarząd co roku przygotowuje sprawozdanie finansowe i sprawozdanie merytoryczne z działalności Fundacji i podaje je do publicznej wiadomości.',
    ),
    clause('§ 11'),
    ...points(
      'Rada Fundacji jest organem kontroli i nadzoru. Składa się z trzech do pięciu osób.',
      'Członkowie Rady nie mogą być członkami Zarządu ani pozostawać z nimi w związku małżeńskim, we wspólnym pożyciu, w stosunku pokrewieństwa, powinowactwa lub podległości służbowej.',
      'Członkiem Rady nie może być osoba skazana prawomocnym wyrokiem za przestępstwo z winy umyślnej ścigane z oskarżenia publicznego lub przestępstwo skarbowe.',
      'Rada zatwierdza roczne sprawozdania Fundacji, kontroluje jej działalność i udziela członkom Zarządu absolutorium.',
      'Członkowie Rady pełnią swoje funkcje nieodpłatnie; przysługuje im zwrot uzasadnionych kosztów.',
    ),

    heading('Rozdział VI. Postanowienia końcowe'),
    clause('§ 12'),
    paragraph('Zmiany statutu, w tym zmiany celów Fundacji, wprowadza Zarząd za zgodą Rady Fundacji.'),
    clause('§ 13'),
    ...points(
      'Fundacja może połączyć się z inną fundacją o podobnych celach.',
      'W razie likwidacji Fundacji jej majątek przeznacza się na rzecz organizacji pożytku publicznego o podobnych celach, wskazanej przez Radę Fundacji.',
    ),
  ],
};

export const SECURITY_POLICY: DocumentSpec = {
  title: 'Polityka bezpieczeństwa serwisu Złota rybka',
  subject: 'Jak Fundacja Złota rybka chroni dane osobowe i płatności',
  footer: `${FOUNDATION} · ${ADDRESS} · KRS ${KRS}`,
  date: '2025-01-01T00:00:00Z',
  blocks: [
    title('Polityka bezpieczeństwa'),
    subtitle('Serwis Złota rybka: jak chronimy dane i płatności · obowiązuje od 1 stycznia 2025 r.'),

    heading('1. Cel i zakres'),
    paragraph(
      `Polityka opisuje środki techniczne i organizacyjne, którymi ${FOUNDATION} chroni dane osobowe użytkowników, darczyńców i podopiecznych oraz płatności w serwisie Złota rybka. Dotyczy wszystkich osób, które mają dostęp do danych: pracowników, wolontariuszy i współpracowników Fundacji.`,
    ),

    heading('2. Zasady ogólne'),
    ...points(
      'Zbieramy tylko te dane, które są potrzebne do prowadzenia zbiórek i przyjmowania wpłat.',
      'Każda osoba ma dostęp wyłącznie do danych niezbędnych do wykonywania jej zadań.',
      'Osoby z dostępem do danych zobowiązują się do zachowania ich w tajemnicy i przechodzą szkolenie z ochrony danych.',
    ),

    heading('3. Bezpieczeństwo płatności'),
    ...points(
      'Wpłaty przyjmują licencjonowani operatorzy płatności nadzorowani przez Komisję Nadzoru Finansowego, w szczególności PayU S.A. oraz PayPro S.A. (Przelewy24).',
      'Dane karty płatniczej i dane logowania do banku darczyńca podaje wyłącznie na stronie operatora. Fundacja ich nie otrzymuje i nie przechowuje.',
      'Każde powiadomienie operatora o wyniku płatności sprawdzamy podpisem kryptograficznym oraz porównujemy kwotę i walutę z zapisaną wpłatą. Powiadomienia nieprawidłowe odrzucamy.',
      'Status wpłaty zmienia się tylko w jedną stronę: z „oczekuje” na „opłacona” albo „nieudana”. Powtórzone lub spóźnione powiadomienie nigdy nie powoduje podwójnego zaliczenia wpłaty.',
      'Regularnie uzgadniamy stan zbiórek z zapisanymi wpłatami i wyjaśniamy każdą różnicę.',
      'Dane dostępowe do kont u operatorów płatności przechowujemy w postaci zaszyfrowanej.',
    ),

    heading('4. Konta i hasła'),
    ...points(
      'Hasła przechowujemy wyłącznie jako skróty utworzone silną, jednokierunkową funkcją z losową solą. Nikt w Fundacji nie zna haseł użytkowników.',
      'Sesje logowania opierają się na losowych tokenach, które przechowujemy jedynie w postaci skrótu. Tokeny wygasają po 24 godzinach i są unieważniane przy wylogowaniu.',
      'Liczbę prób logowania ograniczamy, aby utrudnić odgadywanie haseł.',
      'Panel administracyjny jest dostępny tylko dla upoważnionych osób, a uprawnienia sprawdza serwer przy każdym żądaniu.',
    ),

    heading('5. Zabezpieczenia techniczne'),
    ...points(
      'Połączenie z serwisem jest szyfrowane protokołem TLS (HTTPS).',
      'Serwery znajdują się w centrach danych na terenie Europejskiego Obszaru Gospodarczego i są chronione zaporą sieciową.',
      'Oprogramowanie aktualizujemy na bieżąco, a poprawki krytyczne wdrażamy niezwłocznie.',
      'Przesyłane zdjęcia sprawdzamy pod kątem rodzaju i rozmiaru pliku oraz usuwamy z nich metadane, np. informację o miejscu wykonania zdjęcia.',
      'Treści wprowadzane przez użytkowników oczyszczamy z niebezpiecznego kodu, zanim pojawią się w serwisie.',
    ),

    heading('6. Kopie zapasowe i ciągłość działania'),
    paragraph(
      'Codziennie wykonujemy zaszyfrowane kopie zapasowe bazy danych i przechowujemy je przez 30 dni. Co najmniej raz na kwartał sprawdzamy, czy dane da się z nich odtworzyć.',
    ),

    heading('7. Dokumenty podopiecznych'),
    paragraph(
      'Dokumenty potwierdzające cel zbiórki, w tym dokumentację medyczną, oglądają wyłącznie osoby weryfikujące zbiórki. Przechowujemy je tylko tak długo, jak wymaga tego rozliczenie zbiórki, zgodnie z polityką prywatności.',
    ),

    heading('8. Naruszenia bezpieczeństwa'),
    ...points(
      'Każde podejrzenie naruszenia bezpieczeństwa danych zgłaszamy i analizujemy bez zwłoki.',
      'Jeśli naruszenie może powodować ryzyko dla osób, których dane dotyczą, zgłaszamy je Prezesowi Urzędu Ochrony Danych Osobowych w ciągu 72 godzin od jego wykrycia.',
      'Jeśli ryzyko jest wysokie, niezwłocznie informujemy także osoby, których dane dotyczą.',
      `Niepokojące sytuacje, np. podejrzane wiadomości podszywające się pod Fundację, prosimy zgłaszać na adres ${EMAIL}.`,
    ),

    heading('9. Przegląd polityki'),
    paragraph(
      'Zarząd Fundacji przegląda tę politykę co najmniej raz w roku oraz po każdej istotnej zmianie w serwisie lub w przepisach.',
    ),
  ],
};
