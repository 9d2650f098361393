import { Link } from 'react-router-dom';
import { PAGE_META } from '@zlota/shared/page-meta';
import { paths } from '../../config/paths';
import { CopyButton } from '../../components/ui/copy-button';
import { StaticPage } from './components/static-page';
import { FoundationKrs, FoundationText } from '../../components/foundation/foundation-text';

/** /jedenProcent — how to give 1.5% of the income tax in the PIT return. */
export function OnePercentPage() {
  return (
    <StaticPage
      meta={PAGE_META.onePercent}
      heading="Przekaż 1,5% podatku"
      lead="To nic nie kosztuje, a może zmienić czyjeś życie. Wystarczy wpisać jeden numer w zeznaniu PIT."
    >
      <div className="pit-box" role="group" aria-labelledby="pit-box-title">
        <p className="pit-box__title" id="pit-box-title">
          Wpisz w zeznaniu PIT
        </p>
        <p className="pit-box__row">
          Numer KRS:{' '}
          <FoundationText>{(foundation) => <strong className="pit-box__value">{foundation.krs}</strong>}</FoundationText>
        </p>
        <p className="pit-box__row">
          Cel szczegółowy 1,5% (nieobowiązkowo): <strong className="pit-box__hint">nazwa zbiórki</strong>, np. imię i nazwisko podopiecznego
        </p>
        {/* Only a real foundation's number is offered to copy: a taxpayer must never give their 1,5% to the demo's. */}
        <FoundationText>
          {(foundation, example) => !example && <CopyButton text={foundation.krs} label="Kopiuj numer KRS" copied="Skopiowano numer KRS" />}
        </FoundationText>
      </div>

      <section aria-labelledby="poltora-procent">
        <h2 id="poltora-procent">„Podaruj 1%”? Dziś nawet 1,5%!</h2>
        <p>
          Na stronie głównej zapraszamy hasłem „Podaruj 1%”, bo tak o tej formie pomocy mówi się od lat. Dobra wiadomość: od rozliczenia za 2022
          rok (składanego w 2023 roku) możesz przekazać organizacji pożytku publicznego już 1,5% swojego podatku. To więcej pomocy — nadal bez
          żadnego kosztu dla Ciebie.
        </p>
      </section>

      <section aria-labelledby="krok-po-kroku">
        <h2 id="krok-po-kroku">Krok po kroku</h2>
        <ol className="steps">
          <li>
            Wypełnij zeznanie roczne — PIT-37, PIT-36, PIT-36L, PIT-28, PIT-38 lub PIT-39 — samodzielnie, w programie albo w usłudze Twój e-PIT
            na podatki.gov.pl.
          </li>
          <li>Znajdź część „Wniosek o przekazanie 1,5% podatku należnego na rzecz organizacji pożytku publicznego (OPP)”.</li>
          <li>
            W polu „Numer KRS” wpisz <FoundationKrs />. Kwotę wyliczy formularz lub program: to 1,5% podatku należnego,
            zaokrąglone w dół do pełnych dziesiątek groszy.
          </li>
          <li>
            Jeśli chcesz pomóc konkretnej osobie, w polu „Cel szczegółowy 1,5%” wpisz nazwę jej zbiórki — na przykład imię i nazwisko
            podopiecznego.
          </li>
          <li>Jeśli chcesz, zaznacz zgodę na przekazanie nam Twojego imienia, nazwiska i adresu — będziemy mogli Ci podziękować. To nieobowiązkowe.</li>
          <li>Złóż zeznanie do 30 kwietnia.</li>
        </ol>
      </section>

      <section aria-labelledby="nic-nie-kosztuje">
        <h2 id="nic-nie-kosztuje">Dlaczego to nic nie kosztuje?</h2>
        <p>
          1,5% to część podatku, który i tak płacisz. Zamiast trafić do budżetu państwa, na Twój wniosek trafia do wybranej organizacji. Nie
          dopłacasz ani złotówki, a Twój zwrot podatku lub dopłata pozostają takie same. Pieniądze przekazuje fundacji urząd skarbowy — zwykle
          między majem a lipcem.
        </p>
        <p>
          Pamiętaj: 1,5% można przekazać w zeznaniu złożonym w terminie albo w korekcie złożonej w ciągu miesiąca od upływu tego terminu.
        </p>
      </section>

      <section aria-labelledby="e-pit">
        <h2 id="e-pit">Korzystasz z usługi Twój e-PIT?</h2>
        <p>
          W zeznaniu przygotowanym przez urząd skarbowy przejdź do części o przekazaniu 1,5% i wyszukaj organizację po numerze KRS{' '}
          <FoundationKrs />, a potem dopisz cel szczegółowy. Jeśli usługa podpowiada organizację z poprzedniego roku, sprawdź, czy numer KRS i cel
          są takie, jak chcesz.
        </p>
      </section>

      <section aria-labelledby="na-co">
        <h2 id="na-co">Na co przeznaczamy te pieniądze?</h2>
        <p>
          Środki z 1,5% przeznaczamy na cele statutowe: wózki, rehabilitację i leczenie naszych podopiecznych. Jeśli wpiszesz cel szczegółowy,
          przekażemy je na wskazaną zbiórkę.
        </p>
        <p className="actions">
          <Link className="btn btn--primary" to={paths.charities.getHref()}>
            Znajdź zbiórkę, którą chcesz wesprzeć
          </Link>
        </p>
      </section>
    </StaticPage>
  );
}
