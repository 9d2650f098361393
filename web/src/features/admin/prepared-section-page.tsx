import { Link, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/document-meta';

interface PreparedSectionProps {
  title: string;
  /** What the section will do, in one sentence. */
  lead: string;
}

/** Part 2 of the panel (money) is not built yet: say so honestly and point to what already works. */
function PreparedSection({ title, lead }: PreparedSectionProps) {
  useDocumentMeta(title);
  return (
    <section className="admin-page" aria-labelledby="prepared-title">
      <h1 id="prepared-title">{title}</h1>
      <p>{lead}</p>
      <p>Ta część panelu jest w przygotowaniu i nie pokazuje jeszcze żadnych danych.</p>
      <p>Tymczasem możesz skorzystać z:</p>
      <ul>
        <li>
          <Link to={paths.admin.getHref()}>Pulpitu</Link> — płatności oczekujące ponad 30 minut, nieudane z ostatnich 7 dni i ostatnie wpłaty ręczne;
        </li>
        <li>
          <Link to={paths.adminAudit.getHref()}>Dziennika zdarzeń</Link> — wpłaty ręczne i zmiany konfiguracji płatności.
        </li>
      </ul>
    </section>
  );
}

export function AdminStatisticsPage() {
  return <PreparedSection title="Statystyki" lead="Tu znajdą się statystyki wpłat i zbiórek w wybranym okresie." />;
}

export function AdminCharityDonatePage() {
  const { id = '' } = useParams();
  return <PreparedSection title="Wpłata ręczna" lead={`Tu będzie można dodać wpłatę ręczną do zbiórki nr ${id}.`} />;
}

export function AdminCharityOauthPage() {
  const { id = '' } = useParams();
  return <PreparedSection title="Konfiguracja płatności zbiórki" lead={`Tu będzie można ustawić konfigurację płatności zbiórki nr ${id}.`} />;
}
