import { Link } from 'react-router-dom';
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

export function AdminPaymentsPage() {
  return <PreparedSection title="Płatności" lead="Tu znajdzie się lista płatności z wyszukiwaniem i uzgadnianiem z operatorem." />;
}

