import type { CardCharity } from '../hooks/read-cached';
import { CharityCard } from './charity-card';

interface CharityGridProps {
  charities: CardCharity[];
  headingLevel?: 2 | 3;
  /** The first card's picture is the page's largest paint (search results): loaded at once, not lazily. */
  priorityFirst?: boolean;
}

/** Cards in a responsive grid; the list semantics tell screen readers how many there are. */
export function CharityGrid({ charities, headingLevel, priorityFirst = false }: CharityGridProps) {
  return (
    <ul className="charity-grid">
      {charities.map((charity, index) => (
        <li key={charity.id}>
          <CharityCard charity={charity} headingLevel={headingLevel} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
