import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** Spec §2: the FAQ promo with its Q&A button. */
export function FaqPromo() {
  return (
    <section className="promo promo--faq" aria-labelledby="faq-promo-heading">
      <div className="promo__text">
        <h2 id="faq-promo-heading">Masz pytania?</h2>
        <p>Sprawdź, jak działają zbiórki, jak bezpiecznie wpłacić pieniądze i jak założyć zbiórkę dla bliskiej osoby. Zebraliśmy odpowiedzi na najczęściej zadawane pytania.</p>
      </div>
      <Link to={paths.faq.getHref()} className="btn promo__button">
        Pytania i odpowiedzi
      </Link>
    </section>
  );
}
