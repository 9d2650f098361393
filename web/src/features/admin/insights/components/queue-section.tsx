import { useId, type ReactNode } from 'react';

interface QueueSectionProps<T> {
  title: string;
  /** How many wait in all; the list shows the newest few. */
  total?: number;
  items: T[];
  empty: string;
  itemKey: (item: T) => string;
  children: (item: T) => ReactNode;
}

/** One heap of work on the /admin queue: a heading with its count, the items, or a calm empty state. */
export function QueueSection<T>({ title, total, items, empty, itemKey, children }: QueueSectionProps<T>) {
  const id = useId();
  const count = total ?? items.length;
  return (
    <section className="admin-section queue-section" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="queue-section__count">({count})</span>
      </h2>
      {items.length === 0 ? (
        <p className="queue-section__empty">{empty}</p>
      ) : (
        <ul className="queue-section__list">
          {items.map((item) => (
            <li key={itemKey(item)}>{children(item)}</li>
          ))}
        </ul>
      )}
      {count > items.length && <p className="queue-section__more">Pokazano {items.length} z {count}.</p>}
    </section>
  );
}
