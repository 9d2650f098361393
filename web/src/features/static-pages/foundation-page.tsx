import { Link } from 'react-router-dom';
import { namedMeta, PAGE_META } from '@zlota/shared/page-meta';
import { paths } from '../../config/paths';
import { useFoundationView } from '../../hooks/use-foundation';
import { StatisticsStrip } from '../../components/charity/statistics-strip';
import { StaticPage } from './components/static-page';
import { addressLine } from '@zlota/shared/foundation-text';
import { DocumentLink, FoundationText } from '../../components/foundation/foundation-text';

const WHAT_WE_FUND = [
  {
    title: 'Wózki inwalidzkie',
    text: 'Wózki aktywne, elektryczne i specjalistyczne, dopasowane do potrzeb podopiecznego, a także ich naprawy i części.',
  },
  {
    title: 'Rehabilitacja',
    text: 'Turnusy rehabilitacyjne, codzienna fizjoterapia, zajęcia z logopedą i terapeutą, pionizatory i sprzęt do ćwiczeń w domu.',
  },
  {
    title: 'Leczenie',
    text: 'Operacje, konsultacje specjalistów, leki i terapie, których nie refunduje NFZ, oraz dojazdy na leczenie.',
  },
  {
    title: 'Samodzielność na co dzień',
    text: 'Likwidacja barier w domu, podnośniki, sprzęt ortopedyczny i pomoce, które ułatwiają codzienne życie.',
  },
];

/** /fundacja — who we are, what we fund, how we stay transparent. */
export function FoundationPage() {
  const heading = namedMeta(PAGE_META.foundation, useFoundationView()?.foundation?.name ?? null).title;
  return (
    <StaticPage
      meta={PAGE_META.foundation}
      heading={heading}
      lead="Jak złota rybka z bajki pomagamy spełniać życzenia — tyle że prawdziwe i bardzo konkretne: nowy wózek, turnus rehabilitacyjny, leczenie, na które rodziny nie stać."
    >
      <section aria-labelledby="kim-jestesmy">
        <h2 id="kim-jestesmy">Kim jesteśmy</h2>
        <FoundationText block>
          {(foundation, example) => (
            <p>
              {foundation.name} jest organizacją pożytku publicznego wpisaną do Krajowego Rejestru Sądowego pod numerem KRS {foundation.krs}
              {example ? ' (dane przykładowe)' : ''}. Tworzymy ją razem z wolontariuszami, rodzicami podopiecznych, fizjoterapeutami i darczyńcami z
              całej Polski.
            </p>
          )}
        </FoundationText>
        <p>
          Prowadzimy serwis zbiórek Złota rybka. Każdy może w nim założyć zbiórkę na dowolny cel — dla siebie lub bliskiej osoby — bezpłatnie i w
          kilka minut. My sprawdzamy zbiórki, przyjmujemy wpłaty i dbamy o to, by pieniądze trafiły tam, gdzie są potrzebne.
        </p>
      </section>

      <StatisticsStrip heading="W liczbach" headingVisible />

      <section aria-labelledby="co-finansujemy">
        <h2 id="co-finansujemy">Co finansujemy</h2>
        <ul className="cards">
          {WHAT_WE_FUND.map((item) => (
            <li key={item.title} className="info-card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="jak-dzialamy">
        <h2 id="jak-dzialamy">Jak działamy</h2>
        <ol className="steps">
          <li>Sprawdzamy każdą zbiórkę przed publikacją — rozmawiamy z organizatorem i prosimy o dokumenty.</li>
          <li>Wpłaty trafiają na rachunek fundacji, a nie na prywatne konta.</li>
          <li>Płacimy bezpośrednio dostawcom sprzętu i placówkom medycznym — na podstawie faktur.</li>
          <li>Pokazujemy efekty: organizatorzy informują, co udało się kupić lub sfinansować.</li>
        </ol>
      </section>

      <section aria-labelledby="przejrzystosc">
        <h2 id="przejrzystosc">Przejrzystość</h2>
        <p>
          Zaufanie darczyńców jest dla nas najważniejsze. Co roku przygotowujemy sprawozdanie finansowe i merytoryczne, które publikujemy w bazie
          sprawozdań organizacji pożytku publicznego prowadzonej przez Narodowy Instytut Wolności. Nad działalnością fundacji czuwa Rada Fundacji,
          niezależna od Zarządu. Zasady naszej pracy opisują statut i regulamin serwisu.
        </p>
        <ul className="doc-links">
          <li>
            <DocumentLink kind="statute">Statut fundacji (PDF, otwiera się w nowej karcie)</DocumentLink>
          </li>
          <li>
            <DocumentLink kind="security_policy">Polityka bezpieczeństwa (PDF, otwiera się w nowej karcie)</DocumentLink>
          </li>
          <li>
            <Link to={paths.terms.getHref()}>Regulamin serwisu</Link>
          </li>
        </ul>
      </section>

      <section aria-labelledby="dane-fundacji">
        <h2 id="dane-fundacji">Dane fundacji</h2>
        <dl className="details-list">
          <dt>Nazwa</dt>
          <dd>
            <FoundationText>{(foundation) => foundation.name}</FoundationText>
          </dd>
          <dt>Numer KRS</dt>
          <dd>
            <FoundationText>{(foundation) => foundation.krs}</FoundationText>
          </dd>
          <dt>NIP i REGON</dt>
          <dd>
            <FoundationText>{(foundation) => `NIP ${foundation.nip}, REGON ${foundation.regon}`}</FoundationText>
          </dd>
          <dt>Siedziba</dt>
          <dd>
            <FoundationText>{(foundation) => addressLine(foundation.address)}</FoundationText>
          </dd>
          <dt>Kontakt</dt>
          <dd>
            <Link to={paths.contact.getHref()}>Wszystkie dane kontaktowe</Link>
          </dd>
        </dl>
      </section>

      <p className="actions static-page__actions">
        <Link className="btn btn--primary" to={paths.charities.getHref()}>
          Zobacz zbiórki
        </Link>
        <Link className="btn" to={paths.newUserAndCharity.getHref()}>
          Utwórz zbiórkę
        </Link>
        <Link className="btn" to={paths.onePercent.getHref()}>
          Przekaż 1,5% podatku
        </Link>
      </p>
    </StaticPage>
  );
}
