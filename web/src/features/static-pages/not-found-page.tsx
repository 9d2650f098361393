import { Link } from 'react-router-dom';
import { PAGE_META } from '@zlota/shared/page-meta';
import { paths } from '../../config/paths';
import { StaticPage } from './components/static-page';

/** /404 and every unknown path: the heading is the spec's 'Page Not Found', the rest is in Polish. */
export function NotFoundPage() {
  return (
    <StaticPage meta={PAGE_META.notFound} heading="Page Not Found" headingLang="en">
      <div className="not-found">
        <p>
          Przepraszamy — nie znaleźliśmy strony, której szukasz. Być może w adresie jest literówka albo strona została przeniesiona lub usunięta.
        </p>
        <p>Zajrzyj na stronę główną — tam znajdziesz zbiórki, które czekają na wsparcie.</p>
        <p className="actions">
          <Link className="btn btn--primary" to={paths.home.getHref()}>
            Wróć na stronę główną
          </Link>
          <Link className="btn" to={paths.faq.getHref()}>
            Informacje
          </Link>
        </p>
      </div>
    </StaticPage>
  );
}
