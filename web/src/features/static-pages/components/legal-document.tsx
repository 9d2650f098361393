import type { ReactNode } from 'react';

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

/** A long document: a table of contents, then numbered sections that can be linked to. */
export function LegalDocument({ sections, updated }: { sections: LegalSection[]; updated: string }) {
  return (
    <>
      <nav className="toc" aria-labelledby="toc-title">
        <p className="toc__title" id="toc-title">
          Spis treści
        </p>
        {/* The titles carry their own numbers (§ 1., 1.), so the list adds none. */}
        <ul className="toc__list">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="legal-section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.content}
        </section>
      ))}
      <p className="static-page__updated">{updated}</p>
    </>
  );
}
