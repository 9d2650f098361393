import type { CardCharity } from '../hooks/read-cached';
import { CharityCard } from './charity-card';

/** Cards in a responsive grid; the list semantics tell screen readers how many there are. */
export function CharityGrid({ charities, headingLevel }: { charities: CardCharity[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="charity-grid">
      {charities.map((charity) => (
        <li key={charity.id}>
          <CharityCard charity={charity} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
