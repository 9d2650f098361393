import { AmountLine } from '../ui/amount-line';
import './charity-page.css';

interface CharityProgressProps {
  charity: { target: string; collected_amount: number; target_amount: number };
}

/** What the fundraiser is for and how far it has got. */
export function CharityProgress({ charity }: CharityProgressProps) {
  return (
    <>
      <p className="charity__target">
        <span className="charity__target-label">Cel zbiórki</span> {charity.target}
      </p>
      <AmountLine collected_amount={charity.collected_amount} target_amount={charity.target_amount} className="charity__amounts" />
    </>
  );
}
