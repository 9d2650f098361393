import type { ReactNode } from 'react';
import './charity-page.css';

interface CharityStoryProps {
  charity: { description?: string | null | undefined; short_description: string };
  level: 2 | 3;
  id: string;
  /** Notes under the short description while the full one is missing (loading, offline). */
  notes?: ReactNode;
  /** Below the description, e.g. the publication date. */
  children?: ReactNode;
}

/** "O zbiórce": the full description, or the short one until there is a full one. */
export function CharityStory({ charity, level, id, notes, children }: CharityStoryProps) {
  const Heading = `h${level}` as const;
  return (
    <section className="charity__story" aria-labelledby={id}>
      <Heading id={id}>O zbiórce</Heading>
      {charity.description ? (
        // The server sanitises descriptions on the way in (rich-text.ts): only that allow-listed HTML is stored.
        <div className="charity__description" dangerouslySetInnerHTML={{ __html: charity.description }} />
      ) : (
        <div className="charity__description">
          <p>{charity.short_description}</p>
          {notes}
        </div>
      )}
      {children}
    </section>
  );
}
