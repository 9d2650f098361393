import type { CharityDetails } from '@zlota/shared/entities';
import { AmountLine } from '../../../components/ui/amount-line';
import { imageUrl } from '@zlota/shared/images';

/** Which fundraiser the donor supports: the beneficiary, the title and how far it has got. */
export function CharitySummary({ charity, headingLevel = 2 }: { charity: CharityDetails; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="charity-summary" aria-label="Wspierana zbiórka">
      {charity.image && <img className="charity-summary__image" src={imageUrl(charity.image, 'card')} alt="" width={600} height={480} />}
      <div className="charity-summary__body">
        {charity.needy && (
          <p className="charity-summary__needy">
            {charity.needy.name} {charity.needy.surname}
            {charity.needy.city && <span>, {charity.needy.city}</span>}
          </p>
        )}
        <Heading className="charity-summary__title">{charity.title}</Heading>
        <AmountLine collected_amount={charity.collected_amount} target_amount={charity.target_amount} className="charity-summary__amounts" />
      </div>
    </section>
  );
}
