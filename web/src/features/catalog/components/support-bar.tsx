import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { formatZl } from '@zlota/shared/money';
import { computeProgress } from '@zlota/shared/progress';
import { paths } from '../../../config/paths';
import { useSupportBar } from '../hooks/use-support-bar';

interface SupportBarProps {
  charity: { url: string; collected_amount: number; target_amount: number };
  /** The page's own "Wesprzyj": the bar shows once it has scrolled out of view. */
  anchor: RefObject<HTMLElement | null>;
}

/** On a phone, scrolled past the progress: a slim bar at the bottom with what is collected, of what, and "Wesprzyj". */
export function SupportBar({ charity, anchor }: SupportBarProps) {
  const shown = useSupportBar(anchor);
  const { percent } = computeProgress(charity);
  return (
    <aside className="support-bar" aria-label="Wesprzyj tę zbiórkę" hidden={!shown}>
      <p className="support-bar__progress">
        <strong className="amount-line__nowrap">{formatZl(charity.collected_amount)}</strong>
        <span className="amount-line__nowrap">
          z {formatZl(charity.target_amount)} · {percent}%
        </span>
      </p>
      <Link to={paths.support.getHref({ name: charity.url })} className="btn btn--primary support-bar__button">
        Wesprzyj
      </Link>
    </aside>
  );
}
