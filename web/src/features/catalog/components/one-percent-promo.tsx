import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';

/** Spec §2: the one-percent promo of the home page. */
export function OnePercentPromo() {
  return (
    <section className="promo promo--one-percent" aria-labelledby="one-percent-heading">
      <div className="promo__text">
        <h2 id="one-percent-heading">Podaruj 1%</h2>
        <p>Przekazanie 1% podatku nic Cię nie kosztuje, a może zmienić czyjeś życie. Wystarczy wpisać nasz numer KRS w zeznaniu podatkowym.</p>
        <p className="promo__slogan">
          <Icon name="heart" size={20} /> Uratuj jedno życie!
        </p>
      </div>
      <Link to={paths.onePercent.getHref()} className="btn btn--primary promo__button">
        Przekaż 1%
      </Link>
    </section>
  );
}
