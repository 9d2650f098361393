import { useDeferredValue } from 'react';
import type { CardCharity } from '../hooks/read-cached';
import { CharityCard } from './charity-card';

/** More cards than a screen holds at any width (three columns of four rows): what a long list draws first. */
export const FIRST_CARDS = 12;

interface CharityGridProps {
  charities: CardCharity[];
  headingLevel?: 2 | 3;
  /** The first card's picture is the page's largest paint (search results): loaded at once, not lazily. */
  priorityFirst?: boolean;
  /**
   * A list drawn on the device (the offline search, issue 39): its first FIRST_CARDS cards in the first frame, the
   * rest in the background right after, so that a slow phone shows the answer at once. Never for a list the server
   * drew, which shows every card without script.
   */
  firstCardsFirst?: boolean;
}

/** Cards in a responsive grid; the list semantics tell screen readers how many there are. */
export function CharityGrid({ charities, headingLevel, priorityFirst = false, firstCardsFirst = false }: CharityGridProps) {
  const deferred = useDeferredValue(charities, firstCardsFirst ? charities.slice(0, FIRST_CARDS) : charities);
  const drawn = firstCardsFirst ? deferred : charities;
  return (
    <ul className="charity-grid">
      {drawn.map((charity, index) => (
        <li key={charity.id}>
          <CharityCard charity={charity} headingLevel={headingLevel} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
