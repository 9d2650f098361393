import { Link } from 'react-router-dom';
import { formatDatePl } from '@zlota/shared/format';
import { formatZl } from '@zlota/shared/money';
import { paths } from '../../../config/paths';
import type { UserDonation } from '../api/account-api';
import { confirmationHref } from '../../../lib/download';
import { isConfirmable, paymentStatusLabel } from '../logic/labels';
import { YearlySummary } from './yearly-summary';

const dateOf = (donation: UserDonation) => {
  const time = Date.parse(donation.paid_at ?? donation.created_at ?? '');
  return Number.isFinite(time) ? formatDatePl(time) : null;
};

/** The user's donations (GET user/donates): which fundraiser, how much, its status and day, its confirmation; and the yearly summary. */
export function MyDonations({ donations }: { donations: UserDonation[] }) {
  if (donations.length === 0) {
    return (
      <div className="account-empty">
        <p>Nie masz jeszcze wpłat wykonanych po zalogowaniu. Każda pomoc się liczy!</p>
        <Link to={paths.charities.getHref()} className="btn">
          Zobacz zbiórki
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="my-donations">
        {donations.map((donation) => {
          const date = dateOf(donation);
          return (
            <li key={donation.guid} className="my-donation">
              <Link to={paths.charity.getHref({ name: donation.charity.url })} className="my-donation__charity">
                {donation.charity.title}
              </Link>
              <span className="my-donation__amount">{formatZl(donation.amount)}</span>
              <span className={`my-donation__status my-donation__status--${donation.status}`}>{paymentStatusLabel(donation.status)}</span>
              {date && <span className="my-donation__date">{date}</span>}
              {isConfirmable(donation.status) && (
                <a className="my-donation__confirmation" href={confirmationHref(donation.guid)} download>
                  Pobierz potwierdzenie<span className="visually-hidden"> wpłaty na zbiórkę {donation.charity.title}</span> (PDF)
                </a>
              )}
            </li>
          );
        })}
      </ul>
      <YearlySummary donations={donations} />
    </>
  );
}
