import type { Needy } from '@zlota/shared/entities';
import { NeedyLine } from '../ui/needy-line';
import './charity-page.css';

interface CharityHeadingProps {
  charity: { name: string; title: string; needy: Needy | null };
  /** The public page's title is its h1; in the owner's preview it sits under the preview's own h1. */
  level: 1 | 2;
  id: string;
}

/** The top of a fundraiser's page: who runs it, its title and who it helps. */
export function CharityHeading({ charity, level, id }: CharityHeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <header className="charity__header">
      <p className="charity__name">{charity.name}</p>
      <Heading id={id}>{charity.title}</Heading>
      {charity.needy && <NeedyLine needy={charity.needy} />}
    </header>
  );
}
