import { formatZl } from '@zlota/shared/money';
import { ProgressBar } from './progress-bar';

interface AmountLineProps {
  collected_amount: number;
  target_amount: number;
  /** The place's own class for the line, e.g. `charity__amounts`. */
  className?: string;
}

/** "Zebrano … z …" with the progress bar under it: the fundraiser page, its preview, the owner's list and the donation form. */
export function AmountLine({ collected_amount, target_amount, className }: AmountLineProps) {
  return (
    <>
      <p className={className ? `amount-line ${className}` : 'amount-line'}>
        Zebrano <strong className="amount-line__nowrap">{formatZl(collected_amount)}</strong> z <span className="amount-line__nowrap">{formatZl(target_amount)}</span>
      </p>
      <ProgressBar collected_amount={collected_amount} target_amount={target_amount} />
    </>
  );
}
