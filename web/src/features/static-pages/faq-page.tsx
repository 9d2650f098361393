import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PAGE_META } from '@zlota/shared/page-meta';
import { paths } from '../../config/paths';
import { StaticPage } from './components/static-page';
import { FAQ_GROUPS } from './content/faq-entries';

/** /najczesciej-zadawane-pytania — "Informacje" in the menu: questions as an accordion of <details>. */
export function FaqPage() {
  const { hash } = useLocation();
  // A link to one question (…#oplaty) opens it.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target instanceof HTMLDetailsElement) target.open = true;
  }, [hash]);
  return (
    <StaticPage meta={PAGE_META.faq} heading="Informacje" lead="Najczęściej zadawane pytania o zbiórki, wpłaty i działanie fundacji. Kliknij pytanie, aby zobaczyć odpowiedź.">
      {FAQ_GROUPS.map((group) => (
        <section key={group.id} className="faq-group" aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`}>{group.title}</h2>
          {group.entries.map((entry) => (
            <details key={entry.id} id={entry.id} className="faq-item">
              <summary className="faq-item__question">{entry.question}</summary>
              <div className="faq-item__answer">{entry.answer}</div>
            </details>
          ))}
        </section>
      ))}
      <aside className="info-card">
        <h2>Nie ma tu odpowiedzi na Twoje pytanie?</h2>
        <p>
          Napisz lub zadzwoń — chętnie pomożemy. <Link to={paths.contact.getHref()}>Przejdź do kontaktu</Link>
        </p>
      </aside>
    </StaticPage>
  );
}
