import { Link } from 'react-router-dom';
import type { CharityStatus } from '@zlota/shared/schemas/charity';
import { paths } from '../../../config/paths';
import { usePromoted } from '../hooks/use-promoted';

const MORE = 3;

/**
 * In place of "Wesprzyj" on a finished fundraiser: it has ended and takes no more donations, and here are fundraisers
 * that still do (the promoted ones this device knows, then the whole list).
 */
export function FinishedNotice({ charityId, status }: { charityId: number; status: CharityStatus }) {
  const { charities } = usePromoted();
  const others = (charities ?? []).filter((charity) => charity.id !== charityId).slice(0, MORE);
  return (
    <section className="charity__finished" aria-labelledby="charity-finished-heading">
      <h2 id="charity-finished-heading">Zbiórka zakończona</h2>
      <p>
        {status === 'completed'
          ? 'Ta zbiórka osiągnęła swój cel i nie przyjmuje już wpłat. Dziękujemy wszystkim, którzy pomogli!'
          : 'Ta zbiórka została zamknięta i nie przyjmuje już wpłat. Dziękujemy wszystkim, którzy pomogli!'}
      </p>
      <p>Możesz wesprzeć zbiórki, które wciąż trwają:</p>
      {others.length > 0 && (
        <ul className="charity__others">
          {others.map((charity) => (
            <li key={charity.id}>
              <Link to={paths.charity.getHref({ name: charity.url })}>{charity.title}</Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.charities.getHref()} className="btn btn--primary charity__support">
        Zobacz trwające zbiórki
      </Link>
    </section>
  );
}
