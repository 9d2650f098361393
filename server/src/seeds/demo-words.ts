// Word lists of the demo data. Templates: {name} {nameGen} {nameAcc} {nameVoc} {age} {years} {inCity};
// [masculine|feminine] picks the form that agrees with the beneficiary.

export type Gender = 'm' | 'f';

/** A first name with the forms the templates need: genitive (after "dla") and vocative (in greetings). */
export interface FirstName {
  name: string;
  genitive: string;
  vocative: string;
  gender: Gender;
  /** A name of an older generation: given only to adults. */
  senior?: true;
}

const f = (name: string, genitive: string, vocative: string, senior?: true): FirstName => ({ name, genitive, vocative, gender: 'f', ...(senior ? { senior } : {}) });
const m = (name: string, genitive: string, vocative: string, senior?: true): FirstName => ({ name, genitive, vocative, gender: 'm', ...(senior ? { senior } : {}) });

export const FIRST_NAMES: readonly FirstName[] = [
  f('Julia', 'Julii', 'Julio'), f('Łucja', 'Łucji', 'Łucjo'), f('Zofia', 'Zofii', 'Zofio'), f('Zuzanna', 'Zuzanny', 'Zuzanno'),
  f('Hanna', 'Hanny', 'Hanno'), f('Maja', 'Mai', 'Maju'), f('Lena', 'Leny', 'Leno'), f('Alicja', 'Alicji', 'Alicjo'),
  f('Oliwia', 'Oliwii', 'Oliwio'), f('Amelia', 'Amelii', 'Amelio'), f('Laura', 'Laury', 'Lauro'), f('Pola', 'Poli', 'Polu'),
  f('Antonina', 'Antoniny', 'Antonino'), f('Wiktoria', 'Wiktorii', 'Wiktorio'), f('Natalia', 'Natalii', 'Natalio'),
  f('Helena', 'Heleny', 'Heleno'), f('Nadia', 'Nadii', 'Nadio'), f('Iga', 'Igi', 'Igo'), f('Gabriela', 'Gabrieli', 'Gabrielo'),
  f('Jagoda', 'Jagody', 'Jagodo'), f('Agnieszka', 'Agnieszki', 'Agnieszko'), f('Katarzyna', 'Katarzyny', 'Katarzyno'),
  f('Ewa', 'Ewy', 'Ewo'), f('Małgorzata', 'Małgorzaty', 'Małgorzato', true), f('Barbara', 'Barbary', 'Barbaro', true),
  f('Krystyna', 'Krystyny', 'Krystyno', true), f('Jadwiga', 'Jadwigi', 'Jadwigo', true), f('Elżbieta', 'Elżbiety', 'Elżbieto', true),
  m('Antoni', 'Antoniego', 'Antoni'), m('Szymon', 'Szymona', 'Szymonie'), m('Wojciech', 'Wojciecha', 'Wojciechu'),
  m('Jan', 'Jana', 'Janie'), m('Kacper', 'Kacpra', 'Kacprze'), m('Jakub', 'Jakuba', 'Jakubie'), m('Filip', 'Filipa', 'Filipie'),
  m('Franciszek', 'Franciszka', 'Franciszku'), m('Mikołaj', 'Mikołaja', 'Mikołaju'), m('Aleksander', 'Aleksandra', 'Aleksandrze'),
  m('Stanisław', 'Stanisława', 'Stanisławie'), m('Leon', 'Leona', 'Leonie'), m('Ignacy', 'Ignacego', 'Ignacy'),
  m('Tymon', 'Tymona', 'Tymonie'), m('Michał', 'Michała', 'Michale'), m('Piotr', 'Piotra', 'Piotrze'), m('Paweł', 'Pawła', 'Pawle'),
  m('Marcel', 'Marcela', 'Marcelu'), m('Bartosz', 'Bartosza', 'Bartoszu'), m('Oskar', 'Oskara', 'Oskarze'),
  m('Wiktor', 'Wiktora', 'Wiktorze'), m('Igor', 'Igora', 'Igorze'), m('Łukasz', 'Łukasza', 'Łukaszu'), m('Tomasz', 'Tomasza', 'Tomaszu'),
  m('Henryk', 'Henryka', 'Henryku', true), m('Józef', 'Józefa', 'Józefie', true), m('Mieczysław', 'Mieczysława', 'Mieczysławie', true),
  m('Zbigniew', 'Zbigniewa', 'Zbigniewie', true),
];

/** A surname in both genders, nominative and genitive. */
export interface Surname {
  m: string;
  mGenitive: string;
  f: string;
  fGenitive: string;
}

/** -ski, -cki, -dzki surnames decline like adjectives: Kowalski, Kowalskiego; Kowalska, Kowalskiej. */
const ADJECTIVAL_STEMS = [
  'Kowalsk', 'Wiśniewsk', 'Dąbrowsk', 'Lewandowsk', 'Kamińsk', 'Zielińsk', 'Szymańsk', 'Kozłowsk', 'Jankowsk',
  'Wojciechowsk', 'Kwiatkowsk', 'Piotrowsk', 'Grabowsk', 'Pawłowsk', 'Michalsk', 'Nowick', 'Zawadzk', 'Jabłońsk',
  'Majewsk', 'Olszewsk', 'Malinowsk', 'Jaworsk', 'Górsk', 'Rutkowsk', 'Ostrowsk', 'Tomaszewsk', 'Zalewsk',
  'Wróblewsk', 'Jasińsk', 'Sadowsk', 'Czarneck', 'Sawick', 'Sokołowsk', 'Ziółkowsk',
];

/** Noun surnames: a man's declines (Nowak, Nowaka), a woman's ending in a consonant does not (Nowak). */
const NOUN_SURNAMES: ReadonlyArray<readonly [string, string, string?]> = [
  ['Nowak', 'Nowaka'], ['Wójcik', 'Wójcika'], ['Woźniak', 'Woźniaka'], ['Mazur', 'Mazura'], ['Krawczyk', 'Krawczyka'],
  ['Kaczmarek', 'Kaczmarka'], ['Zając', 'Zająca'], ['Król', 'Króla'], ['Wieczorek', 'Wieczorka'], ['Wróbel', 'Wróbla'],
  ['Adamczyk', 'Adamczyka'], ['Dudek', 'Dudka'], ['Pawlak', 'Pawlaka'], ['Walczak', 'Walczaka'], ['Baran', 'Barana'],
  ['Michalak', 'Michalaka'], ['Szewczyk', 'Szewczyka'], ['Pietrzak', 'Pietrzaka'], ['Kubiak', 'Kubiaka'], ['Żak', 'Żaka'],
  ['Łukasik', 'Łukasika'], ['Kołodziej', 'Kołodzieja'], ['Bąk', 'Bąka'], ['Cieślak', 'Cieślaka'], ['Kurek', 'Kurka'],
  // Ending in -a, both genders decline: Sikora, Sikory.
  ['Sikora', 'Sikory', 'Sikory'], ['Sowa', 'Sowy', 'Sowy'],
];

export const SURNAMES: readonly Surname[] = [
  ...ADJECTIVAL_STEMS.map((stem) => ({ m: `${stem}i`, mGenitive: `${stem}iego`, f: `${stem}a`, fGenitive: `${stem}iej` })),
  ...NOUN_SURNAMES.map(([nominative, genitive, feminineGenitive]) => ({
    m: nominative,
    mGenitive: genitive,
    f: nominative,
    fGenitive: feminineGenitive ?? nominative,
  })),
];

/** A city and where one lives in it ("w Łodzi", "we Wrocławiu"). */
export const CITIES: ReadonlyArray<readonly [city: string, inCity: string]> = [
  ['Łódź', 'w Łodzi'], ['Kraków', 'w Krakowie'], ['Gdańsk', 'w Gdańsku'], ['Poznań', 'w Poznaniu'], ['Wrocław', 'we Wrocławiu'],
  ['Białystok', 'w Białymstoku'], ['Zielona Góra', 'w Zielonej Górze'], ['Bielsko-Biała', 'w Bielsku-Białej'], ['Toruń', 'w Toruniu'],
  ['Rzeszów', 'w Rzeszowie'], ['Świnoujście', 'w Świnoujściu'], ['Warszawa', 'w Warszawie'], ['Szczecin', 'w Szczecinie'],
  ['Lublin', 'w Lublinie'], ['Katowice', 'w Katowicach'], ['Gdynia', 'w Gdyni'], ['Bydgoszcz', 'w Bydgoszczy'], ['Kielce', 'w Kielcach'],
  ['Olsztyn', 'w Olsztynie'], ['Opole', 'w Opolu'], ['Gorzów Wielkopolski', 'w Gorzowie Wielkopolskim'], ['Częstochowa', 'w Częstochowie'],
  ['Radom', 'w Radomiu'], ['Sosnowiec', 'w Sosnowcu'], ['Gliwice', 'w Gliwicach'], ['Zabrze', 'w Zabrzu'], ['Tarnów', 'w Tarnowie'],
  ['Płock', 'w Płocku'], ['Elbląg', 'w Elblągu'], ['Wałbrzych', 'w Wałbrzychu'], ['Włocławek', 'we Włocławku'], ['Koszalin', 'w Koszalinie'],
  ['Legnica', 'w Legnicy'], ['Grudziądz', 'w Grudziądzu'], ['Słupsk', 'w Słupsku'], ['Jastrzębie-Zdrój', 'w Jastrzębiu-Zdroju'],
  ['Nowy Sącz', 'w Nowym Sączu'], ['Jelenia Góra', 'w Jeleniej Górze'], ['Siedlce', 'w Siedlcach'], ['Piła', 'w Pile'],
  ['Ostrołęka', 'w Ostrołęce'], ['Suwałki', 'w Suwałkach'], ['Łomża', 'w Łomży'], ['Zamość', 'w Zamościu'], ['Przemyśl', 'w Przemyślu'],
  ['Żyrardów', 'w Żyrardowie'], ['Łowicz', 'w Łowiczu'], ['Kędzierzyn-Koźle', 'w Kędzierzynie-Koźlu'], ['Ełk', 'w Ełku'],
  ['Zakopane', 'w Zakopanem'], ['Sopot', 'w Sopocie'], ['Chełm', 'w Chełmie'], ['Świdnica', 'w Świdnicy'], ['Gniezno', 'w Gnieźnie'],
  ['Leszno', 'w Lesznie'], ['Kołobrzeg', 'w Kołobrzegu'], ['Wadowice', 'w Wadowicach'], ['Żywiec', 'w Żywcu'], ['Mielec', 'w Mielcu'],
];

export type AgeGroup = 'child' | 'teen' | 'adult';

export const AGE_GROUPS: Record<AgeGroup, readonly [min: number, max: number]> = { child: [2, 12], teen: [13, 18], adult: [25, 78] };

/** First sentences about the beneficiary, by age group; `min` keeps a sentence to the old enough. */
export const INTRODUCTIONS: Record<AgeGroup, ReadonlyArray<{ text: string; min?: number }>> = {
  child: [
    { text: '{name} ma {age} i mieszka z rodzicami {inCity}. [Jest pogodnym chłopcem, który uwielbia|Jest pogodną dziewczynką, która uwielbia] książki o zwierzętach, głośną muzykę i wspólne wyjścia na plac zabaw.' },
    { text: '{name} to [uśmiechnięty {years}-latek|uśmiechnięta {years}-latka], [który mógłby|która mogłaby] godzinami układać klocki i słuchać bajek czytanych przez babcię. Razem z rodzicami i starszą siostrą mieszka {inCity}.' },
    { text: 'Kiedy {name} [przyszedł|przyszła] na świat, lekarze nie dawali rodzicom wielu nadziei. Dziś ma {age} i każdego dnia udowadnia, że jest [prawdziwym wojownikiem|prawdziwą wojowniczką].' },
    { text: '[Mały|Mała] {name} od urodzenia walczy o każdy krok. Ma {age}, mieszka {inCity} i najbardziej na świecie lubi wspólne zabawy z psem Kajtkiem.' },
  ],
  teen: [
    { text: '{name} ma {age}, mieszka {inCity} i jak każdy nastolatek ma wielkie plany: chce skończyć szkołę, pójść na studia i podróżować.' },
    { text: '{name} ma {age} i chodzi do szkoły {inCity}. Kocha muzykę i marzy o tym, by [mógł sam|mogła sama] dojeżdżać na zajęcia razem z przyjaciółmi.' },
    { text: '[Dzielny|Dzielna] {name} ma {age}. Od dziecka zmaga się z chorobą, ale nie pozwala, by to ona decydowała o [jego|jej] życiu.' },
  ],
  adult: [
    { text: '{name} ma {age} i mieszka {inCity}. Przez wiele lat [pracował|pracowała] zawodowo i [pomagał|pomagała] innym, a dziś [sam|sama] potrzebuje wsparcia.', min: 35 },
    { text: '{name} ma {age}, kochającą rodzinę i ogromną wolę walki. Choroba odebrała [mu|jej] sprawność, ale nie odebrała uśmiechu ani planów na przyszłość.' },
    { text: 'Jeszcze kilka lat temu {name} [prowadził|prowadziła] bardzo aktywne życie: praca, rower, wyjazdy z przyjaciółmi. Wszystko zmieniło się w jednej chwili.' },
    { text: '{name} ma {age} i mieszka {inCity}. [Jest dziadkiem|Jest babcią] czworga wnucząt, które są dla [niego|niej] największą motywacją do walki o sprawność.', min: 58 },
  ],
};

/** Openings of the short description (one sentence). */
export const SHORT_OPENINGS = [
  '{name} ma {age} i mieszka {inCity}.',
  '{name} ma {age} i ogromną wolę walki.',
  '[Dzielny|Dzielna] {name} ma {age} i każdego dnia walczy o samodzielność.',
  'Poznajcie {nameAcc} — [naszego podopiecznego, który|naszą podopieczną, która] mieszka {inCity}.',
];

/** Added to some short descriptions, so that a few run past the card's 300 characters. */
export const SHORT_EXTRAS = [
  'Refundacja pokrywa tylko niewielką część kosztów, a bliscy od lat sami finansują leczenie, sprzęt i dojazdy do specjalistów.',
  'Rodzina robi wszystko, co w jej mocy, ale codzienne wydatki na leki i terapie pochłaniają niemal cały domowy budżet.',
  'Lekarze i terapeuci są zgodni: teraz jest najlepszy moment, by zawalczyć o większą sprawność i samodzielność.',
];

export const SHORT_CLOSINGS = [
  'Każda wpłata przybliża nas do celu!',
  'Dziękujemy za każde wsparcie i udostępnienie zbiórki.',
  'Pomóż nam spełnić to marzenie — liczy się każda złotówka.',
  'Razem damy radę!',
];

export const HEADINGS = ['Na co zbieramy?', 'Jak możesz pomóc?', 'Na co przeznaczymy zebrane środki?'];

export const CLOSINGS = [
  'Dziękujemy każdemu, kto wesprze zbiórkę lub przekaże ją dalej. Fundacja Złota rybka rozlicza każdą złotówkę, a o postępach opowiemy na tej stronie.',
  'Razem możemy sprawić, że marzenie {nameGen} się spełni. Z całego serca dziękujemy za każdą wpłatę i każde dobre słowo!',
  'Nawet najmniejsza kwota ma znaczenie, a udostępnienie zbiórki w mediach społecznościowych nic nie kosztuje. Dziękujemy, że jesteście z nami!',
];

/** Who gave: friends, families, neighbours, classes. Shown as they typed it. */
export const DONOR_NAMES = [
  'Anna i Piotr', 'Rodzina Nowaków', 'Sąsiedzi z bloku 7', 'Kasia', 'Marek z Poznania', 'Babcia Krysia', 'Dziadek Józek',
  'Koleżanki z pracy', 'Klasa 2b', 'Ciocia Ela', 'Tomek', 'Ola i Kuba', 'Pani Małgosia', 'Michał W.', 'Agnieszka K.',
  'Rodzina Kowalskich', 'Drużyna harcerska „Wilki”', 'Przyjaciele z osiedla', 'Zespół księgowości', 'Joanna',
  'Karolina i Bartek', 'Wujek Staszek', 'Biegacze z parkrunu', 'Koło Gospodyń Wiejskich', 'Mama Zosi', 'Piekarnia u Zbyszka',
  'Morsy znad zalewu', 'Ania z Krakowa', 'Rodzina Wiśniewskich', 'Paweł', 'Magda', 'Kuba', 'Krzysiek', 'Ewelina',
  'Pracownicy przychodni', 'Uczniowie SP nr 12', 'Koledzy z klubu piłkarskiego', 'Monika i Adam', 'Przedszkole „Słoneczko”',
  'Grażyna', 'Łukasz', 'Żaneta i Radek', 'Rodzina Dąbrowskich', 'Chór parafialny', 'Stowarzyszenie Rowerowe Łódź',
];

/** What donors wrote; the templates above apply ({nameVoc}, [m|f]). */
export const DONOR_MESSAGES = [
  'Trzymamy kciuki!', 'Zdrowiej szybko, {nameVoc}!', 'Dużo siły dla całej rodziny!', 'Powodzenia, {nameVoc}!',
  'Jesteśmy z Wami!', 'Dasz radę, {nameVoc}!', 'Niech się spełni!', 'Buziaki od sąsiadów z trzeciego piętra',
  'Mało, ale z serca', 'Trzymaj się dzielnie, {nameVoc}!', 'Oby jak najszybciej się udało!', 'Wszystkiego dobrego!',
  'Do zobaczenia na spacerze!', 'Małymi krokami do celu!', 'Dużo zdrowia!', 'Udostępniam dalej!', 'Każda złotówka się liczy',
  'Razem damy radę!', 'Cała nasza rodzina kibicuje!', 'Podziwiamy Waszą siłę!', 'Dla [dzielnego wojownika|dzielnej wojowniczki]',
  'Ściskamy mocno, {nameVoc}!', 'Zamiast kwiatów na imieniny', 'Od klasy 2b — trzymamy kciuki!', 'Ucałowania dla całej rodziny',
];

export const MANUAL_NOTES = ['Przelew tradycyjny', 'Wpłata gotówkowa w biurze fundacji', 'Puszka z kiermaszu szkolnego', 'Przelew od firmy'];

/** What the foundation raises money for; amounts in zł: [min, max, rounded to]. */
export interface Goal {
  key: string;
  weight: number;
  ages: readonly AgeGroup[];
  variants: ReadonlyArray<readonly [title: string, target: string]>;
  amount: readonly [min: number, max: number, step: number];
  campaigns: readonly string[];
  short: readonly string[];
  story: string;
  need: string;
  items: readonly string[];
}

export const GOALS: readonly Goal[] = [
  {
    key: 'electric-wheelchair',
    weight: 3,
    ages: ['child', 'teen', 'adult', 'adult'],
    variants: [['Wózek elektryczny', 'Zakup wózka elektrycznego'], ['Wózek elektryczny', 'Zakup wózka elektrycznego z funkcją pionizacji']],
    amount: [25_000, 60_000, 1_000],
    campaigns: ['Na własnych kołach', 'Kółka do samodzielności'],
    short: [
      'Ręczny wózek już nie wystarcza — elektryczny da [mu|jej] swobodę poruszania się bez pomocy innych.',
      'Zbieramy na wózek elektryczny, dzięki któremu [sam|sama] pojedzie na spacer, do sklepu czy do przyjaciół.',
    ],
    story: 'Mięśnie słabną z roku na rok i ręczny wózek przestał wystarczać: kilka metrów pod górkę to dla {nameGen} ogromny wysiłek. Bliscy pomagają, jak tylko potrafią, ale nie zawsze mogą być obok.',
    need: 'Wózek elektryczny z wygodnym siedziskiem, sterowaniem dopasowanym do możliwości {nameGen} i akumulatorem na cały dzień pozwoli [mu|jej] wreszcie decydować, dokąd i kiedy jedzie. Refundacja NFZ pokrywa tylko niewielką część ceny.',
    items: ['wózek elektryczny z regulowanym oparciem i podnóżkami', 'sterownik dopasowany do siły dłoni', 'dodatkowy akumulator i ładowarka', 'pasy stabilizujące i podparcie głowy', 'przegląd i przeszkolenie z obsługi'],
  },
  {
    key: 'active-wheelchair',
    weight: 3,
    ages: ['child', 'teen', 'adult'],
    variants: [['Wózek aktywny', 'Zakup lekkiego wózka aktywnego'], ['Lekki wózek inwalidzki', 'Zakup wózka inwalidzkiego dopasowanego na miarę']],
    amount: [8_000, 22_000, 500],
    campaigns: ['Lżej przez świat', 'Wózek na miarę'],
    short: [
      'Obecny wózek jest ciężki i dawno przestał pasować — lekki wózek aktywny pozwoli [mu|jej] samodzielnie pokonywać krawężniki i progi.',
      'Zbieramy na wózek dobrany na miarę, który odciąży kręgosłup i da więcej swobody w codziennym życiu.',
    ],
    story: 'Obecny wózek jest ciężki, za duży i od dawna nie pasuje do sylwetki {nameGen}. Każde przesiadanie się i pokonywanie krawężnika kosztuje mnóstwo sił, a źle dobrane siedzisko pogłębia skrzywienie kręgosłupa.',
    need: 'Lekki wózek aktywny, dobrany przez terapeutę na miarę, waży zaledwie kilka kilogramów i pozwala samodzielnie pokonywać codzienne przeszkody. To zakup na lata, ale jego koszt przerasta możliwości domowego budżetu.',
    items: ['rama z aluminium dopasowana na miarę', 'ergonomiczne siedzisko i oparcie', 'koła z obręczami ułatwiającymi napęd', 'kółka zabezpieczające przed wywróceniem', 'poduszka przeciwodleżynowa'],
  },
  {
    key: 'rehabilitation',
    weight: 2,
    ages: ['child', 'teen', 'adult'],
    variants: [['Rehabilitacja', 'Roczna rehabilitacja ruchowa'], ['Rehabilitacja', 'Intensywna rehabilitacja przez 12 miesięcy']],
    amount: [10_000, 45_000, 1_000],
    campaigns: ['Krok po kroku', 'Mocniejsi z każdym dniem'],
    short: [
      'Regularna rehabilitacja to dla [niego|niej] jedyna droga do sprawności, a każdy miesiąc przerwy oznacza cofanie się.',
      'Zbieramy na rok intensywnych ćwiczeń z fizjoterapeutami, które pomogą [mu|jej] odzyskać siłę i pewność ruchów.',
    ],
    story: 'Regularne ćwiczenia to dla {nameGen} jedyna droga do sprawności. Każdy miesiąc bez rehabilitacji oznacza cofanie się — napięte mięśnie sztywnieją, a z trudem wypracowane umiejętności znikają.',
    need: 'Zbieramy na zajęcia z fizjoterapeutami kilka razy w tygodniu, prowadzone metodami dobranymi do potrzeb {nameGen}. W ramach NFZ przysługuje zaledwie kilka tygodni ćwiczeń w roku, a resztę rodzina opłaca sama.',
    items: ['zajęcia z fizjoterapeutą trzy razy w tygodniu', 'terapia metodą NDT-Bobath i PNF', 'konsultacje ortopedyczne', 'dojazdy na zajęcia', 'sprzęt do ćwiczeń w domu'],
  },
  {
    key: 'rehabilitation-stay',
    weight: 2,
    ages: ['child', 'teen', 'adult'],
    variants: [['Turnus rehabilitacyjny', 'Dwutygodniowy turnus rehabilitacyjny'], ['Turnus nad morzem', 'Dwa turnusy rehabilitacyjne w ośrodku nad morzem']],
    amount: [5_000, 16_000, 500],
    campaigns: ['Dwa tygodnie nadziei', 'Turnus po zdrowie'],
    short: [
      'Dwa tygodnie intensywnych ćwiczeń pod okiem specjalistów potrafią zdziałać więcej niż miesiące zajęć w domu.',
      'Zbieramy na turnus rehabilitacyjny, po którym — jak pokazał poprzedni wyjazd — postępy są widoczne gołym okiem.',
    ],
    story: 'Turnus to dwa tygodnie intensywnej pracy pod okiem specjalistów: ćwiczenia od rana do popołudnia, hydroterapia i zajęcia, na które na co dzień brakuje czasu i pieniędzy. Po poprzednim wyjeździe postępy były widoczne gołym okiem.',
    need: 'Koszt pobytu w ośrodku, zajęć i zakwaterowania dla {nameGen} i opiekuna przekracza możliwości rodziny. Każda wpłata przybliża wyjazd, który może być kolejnym krokiem do samodzielności.',
    items: ['pobyt i zakwaterowanie w ośrodku rehabilitacyjnym', 'codzienne ćwiczenia indywidualne', 'hydroterapia i masaże', 'terapia zajęciowa', 'pobyt opiekuna'],
  },
  {
    key: 'surgery',
    weight: 1,
    ages: ['child', 'teen', 'adult'],
    variants: [
      ['Operacja kręgosłupa', 'Operacja korekcji skoliozy'],
      ['Operacja bioder', 'Operacja ortopedyczna bioder w specjalistycznej klinice'],
      ['Operacja', 'Operacja w specjalistycznej klinice i rehabilitacja po zabiegu'],
    ],
    amount: [40_000, 250_000, 5_000],
    campaigns: ['Szansa na zdrowie', 'Operacja nadziei'],
    short: [
      'Lekarze nie mają wątpliwości: bez operacji stan zdrowia będzie się pogarszał, a termin zabiegu zbliża się wielkimi krokami.',
      'Zbieramy na operację w specjalistycznej klinice i rehabilitację po zabiegu — to szansa na życie bez bólu.',
    ],
    story: 'Lekarze nie mają wątpliwości: bez operacji stan {nameGen} będzie się pogarszał. Zabieg trzeba wykonać w najbliższych miesiącach, a specjaliści, którzy podjęli się leczenia, przyjmują w klinice poza systemem refundacji.',
    need: 'Zbieramy na operację, pobyt w szpitalu i pierwsze tygodnie rehabilitacji, bez której efekt zabiegu mógłby zostać zaprzepaszczony. Kwota jest ogromna, ale razem jesteśmy w stanie ją zebrać.',
    items: ['operacja w specjalistycznej klinice', 'pobyt w szpitalu i opieka pooperacyjna', 'gorset lub ortezy po zabiegu', 'rehabilitacja po operacji', 'wizyty kontrolne'],
  },
  {
    key: 'prosthesis',
    weight: 1,
    ages: ['child', 'teen', 'adult'],
    variants: [['Proteza nogi', 'Zakup protezy podudzia'], ['Proteza ręki', 'Zakup bionicznej protezy dłoni'], ['Nowa proteza', 'Zakup protezy uda z kolanem elektronicznym']],
    amount: [30_000, 160_000, 5_000],
    campaigns: ['Nowy start', 'Proteza na nowy początek'],
    short: [
      'Dobrze dopasowana proteza pozwoli [mu|jej] wrócić do codziennych zajęć bez ciągłej pomocy innych.',
      'Obecna proteza jest za mała i coraz częściej obciera — nowa, dopasowana przez protetyka, to szansa na samodzielność.',
    ],
    story: 'Amputacja zmieniła wszystko, ale {name} się nie poddaje. Obecna proteza jest za mała, coraz częściej obciera i sprawia ból, a dobrze dopasowana pozwoliłaby [mu|jej] wrócić do codziennych zajęć bez ciągłej pomocy innych.',
    need: 'Nowoczesna proteza, dobrana przez doświadczonego protetyka, jest wygodna i wytrzymała, ale jej cena wielokrotnie przekracza dofinansowanie z NFZ.',
    items: ['proteza wykonana na miarę', 'lej protezowy i wkładki silikonowe', 'nauka korzystania z protezy z fizjoterapeutą', 'wizyty kontrolne u protetyka', 'serwis przez pierwsze dwa lata'],
  },
  {
    key: 'stander',
    weight: 1,
    ages: ['child'],
    variants: [['Pionizator', 'Zakup pionizatora dynamicznego']],
    amount: [8_000, 22_000, 500],
    campaigns: ['Świat z innej perspektywy', 'Stańmy razem'],
    short: [
      'Pionizator pozwoli [mu|jej] bezpiecznie stać, poruszać się po domu i bawić się razem z rówieśnikami.',
      'Codzienna pionizacja chroni biodra i kręgosłup — zbieramy na pionizator dynamiczny dopasowany do wzrostu.',
    ],
    story: '{name} nie stoi samodzielnie, a długie godziny w pozycji siedzącej źle wpływają na biodra, kręgosłup i oddychanie. Lekarze i fizjoterapeuci zalecają codzienną pionizację.',
    need: 'Pionizator dynamiczny pozwala bezpiecznie stać i jednocześnie poruszać się po domu, bawić się z rówieśnikami i patrzeć na świat z zupełnie innej perspektywy.',
    items: ['pionizator dynamiczny dopasowany do wzrostu', 'stolik terapeutyczny', 'pelota i pasy stabilizujące', 'przeszkolenie rodziców z obsługi'],
  },
  {
    key: 'treatment',
    weight: 1,
    ages: ['child', 'teen', 'adult'],
    variants: [['Leczenie', 'Leczenie i terapia w specjalistycznym ośrodku'], ['Leczenie onkologiczne', 'Leczenie onkologiczne i leki spoza refundacji']],
    amount: [20_000, 120_000, 1_000],
    campaigns: ['Siła do walki', 'Razem przez leczenie'],
    short: [
      'Leczenie trwa, a wiele potrzebnych leków i terapii nie jest refundowanych.',
      'Zbieramy na leki, konsultacje i dojazdy, by bliscy mogli skupić się na tym, co najważniejsze — byciu razem.',
    ],
    story: 'Diagnoza spadła na rodzinę jak grom z jasnego nieba. Od tamtej pory życie to kolejne badania, wizyty u specjalistów i wyjazdy do odległych szpitali. {name} dzielnie znosi trudy leczenia, ale wiele potrzebnych leków i terapii nie jest refundowanych.',
    need: 'Zebrane środki pokryją leki spoza listy refundacyjnej, konsultacje u specjalistów i dojazdy na leczenie. Dzięki Wam bliscy {nameGen} mogą skupić się na tym, co najważniejsze — byciu razem.',
    items: ['leki nierefundowane', 'konsultacje u specjalistów', 'badania diagnostyczne', 'dojazdy i noclegi w czasie leczenia', 'specjalistyczna dieta'],
  },
  {
    key: 'medical-equipment',
    weight: 1,
    ages: ['child', 'teen', 'adult'],
    variants: [['Sprzęt medyczny', 'Zakup sprzętu medycznego do opieki domowej']],
    amount: [6_000, 25_000, 500],
    campaigns: ['Bezpieczny dom', 'Spokojne noce'],
    short: [
      'Własne łóżko rehabilitacyjne, koncentrator tlenu i ssak ułatwią codzienną pielęgnację i oszczędzą wielu pobytów w szpitalu.',
      'Sprzęt, z którego korzysta rodzina, jest wypożyczony albo zużyty — zbieramy na własny.',
    ],
    story: 'Codzienna opieka wymaga od bliskich {nameGen} czuwania przez całą dobę. Sprzęt, z którego korzystają, jest wypożyczony albo zużyty, a każda awaria oznacza nerwowe szukanie pomocy.',
    need: 'Własny, niezawodny sprzęt medyczny ułatwi codzienną pielęgnację w domu i pozwoli uniknąć wielu pobytów w szpitalu.',
    items: ['łóżko rehabilitacyjne z regulacją wysokości', 'materac przeciwodleżynowy', 'koncentrator tlenu', 'ssak medyczny', 'pulsoksymetr'],
  },
  {
    key: 'home-adaptation',
    weight: 1,
    ages: ['child', 'teen', 'adult'],
    variants: [['Dostosowanie mieszkania', 'Dostosowanie mieszkania do potrzeb osoby na wózku'], ['Łazienka bez barier', 'Przebudowa łazienki i podjazd do domu']],
    amount: [30_000, 90_000, 1_000],
    campaigns: ['Dom bez barier', 'Bez progów'],
    short: [
      'Wąskie drzwi, wysokie progi i schody sprawiają, że każde wyjście z domu wymaga siły kilku osób.',
      'Zbieramy na podjazd, szersze drzwi i łazienkę bez barier — to zmiana, która na lata ułatwi życie całej rodzinie.',
    ],
    story: 'Mieszkanie, w którym {name} mieszka z bliskimi, jest pełne barier: wąskie drzwi, wysokie progi i schody, których nie da się pokonać na wózku. Codzienna kąpiel i wyjście na spacer wymagają siły kilku osób.',
    need: 'Chcemy poszerzyć drzwi, usunąć progi, zbudować podjazd i urządzić łazienkę, z której da się bezpiecznie korzystać. To inwestycja, która na lata ułatwi życie całej rodzinie.',
    items: ['podjazd lub platforma przyschodowa', 'poszerzenie drzwi i usunięcie progów', 'łazienka z prysznicem bez brodzika', 'uchwyty i krzesło prysznicowe', 'podnośnik sufitowy'],
  },
  {
    key: 'si-therapy',
    weight: 1,
    ages: ['child'],
    variants: [['Terapia SI', 'Roczna terapia integracji sensorycznej'], ['Terapia i rehabilitacja', 'Terapia SI, zajęcia z logopedą i wsparcie psychologa']],
    amount: [5_000, 14_000, 500],
    campaigns: ['Spokojniej każdego dnia', 'Mały krok, wielka zmiana'],
    short: [
      'Hałas, dotyk czy zmiana planu dnia potrafią wywołać ogromny niepokój — regularna terapia SI pomaga to uporządkować.',
      'Zbieramy na rok terapii integracji sensorycznej i zajęć z logopedą, bo postępy są widoczne, a terapia musi trwać.',
    ],
    story: 'Hałas, dotyk czy zmiana planu dnia potrafią wywołać u {nameGen} ogromny niepokój. Diagnoza — zaburzenia integracji sensorycznej i spektrum autyzmu — pomogła rodzicom zrozumieć, skąd biorą się trudności [syna|córki].',
    need: 'Regularna terapia SI, zajęcia z logopedą i wsparcie psychologa pomagają uporządkować bodźce, lepiej się komunikować i odnaleźć w grupie rówieśników. Postępy są widoczne, ale terapia musi trwać.',
    items: ['terapia integracji sensorycznej dwa razy w tygodniu', 'zajęcia z logopedą', 'konsultacje z psychologiem dziecięcym', 'pomoce terapeutyczne do ćwiczeń w domu'],
  },
  {
    key: 'eye-tracker',
    weight: 1,
    ages: ['child', 'teen', 'adult'],
    variants: [['Komunikator oczny', 'Zakup komunikatora sterowanego wzrokiem']],
    amount: [20_000, 50_000, 1_000],
    campaigns: ['Wzrokiem do świata', 'Powiedz to oczami'],
    short: [
      'Rozumie wszystko, co dzieje się wokół, ale nie może mówić — komunikator sterowany wzrokiem zamieni spojrzenie w słowa.',
      'Zbieramy na komunikator oczny, dzięki któremu [będzie mógł|będzie mogła] pisać, wybierać symbole i rozmawiać z bliskimi.',
    ],
    story: '{name} rozumie wszystko, co dzieje się wokół, ale nie może mówić ani posługiwać się dłońmi. Bliscy nauczyli się odczytywać [jego|jej] potrzeby z oczu, lecz to wciąż za mało, by swobodnie rozmawiać.',
    need: 'Komunikator sterowany wzrokiem zamienia spojrzenie w słowa: pozwala pisać, wybierać symbole, korzystać z internetu i po prostu powiedzieć, co się czuje. To okno na świat, którego nie da się przecenić.',
    items: ['komputer z kamerą śledzącą ruch gałek ocznych', 'oprogramowanie do komunikacji alternatywnej', 'statyw mocowany do wózka lub łóżka', 'zajęcia z terapeutą komunikacji'],
  },
];
