import type { CharityDetails } from '@zlota/shared/entities';
import { formatZl } from '@zlota/shared/money';
import { Icon } from '../../../components/ui/icon';
import { Logo } from '../../../components/ui/logo';
import { NeedyLine } from '../../../components/ui/needy-line';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { IMAGE_SIZES, imageUrl } from '@zlota/shared/images';

/**
 * The fundraiser as the public will see it (the catalog's page, drawn here again: features do not
 * import each other). The support button stays inert until the fundraiser is published.
 */
export function CharityPreview({ charity }: { charity: CharityDetails }) {
  const { needy } = charity;
  return (
    <article className="preview" aria-labelledby="preview-title">
      <header className="preview__header">
        <p className="preview__name">{charity.name}</p>
        <h2 id="preview-title" className="preview__title">
          {charity.title}
        </h2>
        {needy && (
          <NeedyLine needy={needy} />
        )}
      </header>
      <div className="preview__layout">
        <div className="preview__picture">
          {charity.image ? (
            <img className="preview__image" src={imageUrl(charity.image, 'card')} alt={`Zdjęcie do zbiórki „${charity.title}”`} width={IMAGE_SIZES.card.width} height={IMAGE_SIZES.card.height} />
          ) : (
            <div className="preview__image preview__image--none" role="img" aria-label="Zbiórka nie ma jeszcze zdjęcia">
              <Logo size={72} />
            </div>
          )}
        </div>
        <aside className="preview__aside" aria-label="Postęp zbiórki">
          <p className="preview__target">
            <span className="preview__target-label">Cel zbiórki</span> {charity.target}
          </p>
          <p>
            Zebrano <strong className="preview__nowrap">{formatZl(charity.collected_amount)}</strong> z <span className="preview__nowrap">{formatZl(charity.target_amount)}</span>
          </p>
          <ProgressBar collected_amount={charity.collected_amount} target_amount={charity.target_amount} />
          <span className="btn btn--primary preview__support" aria-disabled="true">
            <Icon name="heart" size={18} /> Wesprzyj
          </span>
          {charity.status !== 'active' && <p className="field__hint">Przycisk „Wesprzyj” zadziała, gdy fundacja opublikuje zbiórkę.</p>}
        </aside>
        <section className="preview__story" aria-labelledby="preview-story-heading">
          <h3 id="preview-story-heading">O zbiórce</h3>
          {charity.description ? (
            // The server sanitises descriptions on the way in (rich-text.ts): only allow-listed HTML is stored.
            <div className="preview__description" dangerouslySetInnerHTML={{ __html: charity.description }} />
          ) : (
            <div className="preview__description">
              <p>{charity.short_description}</p>
            </div>
          )}
        </section>
      </div>
    </article>
  );
}
