import { Link } from 'react-router-dom';
import { formatDayPl } from '@zlota/shared/format';
import { formatZl } from '@zlota/shared/money';
import { RECURRING_METHOD_LABELS, RECURRING_STATUS_LABELS } from '@zlota/shared/schemas/recurring';
import { paths } from '../../../config/paths';
import type { UserRecurring } from '../api/account-api';

/** Issue 40 item 5: „Twoje wpłaty co miesiąc” (GET user/recurring): each schedule, its state and next charge, and the link to manage it. */
export function MyRecurring({ schedules }: { schedules: UserRecurring[] }) {
  if (schedules.length === 0) return <p className="account-empty">Nie masz wpłat co miesiąc złożonych po zalogowaniu. Wybierz „Co miesiąc”, wspierając zbiórkę.</p>;
  return (
    <ul className="my-donations">
      {schedules.map((schedule) => (
        <li key={schedule.id} className="my-donation">
          <Link to={paths.charity.getHref({ name: schedule.charity.url })} className="my-donation__charity">
            {schedule.charity.title}
          </Link>
          <span className="my-donation__amount">{formatZl(schedule.amount)} co miesiąc</span>
          <span className="my-donation__status">
            {RECURRING_STATUS_LABELS[schedule.status]}, {schedule.day}. dnia miesiąca; płatność: {RECURRING_METHOD_LABELS[schedule.method]}
          </span>
          <span className="my-donation__date">
            {schedule.next_charge_on ? `następna ${formatDayPl(schedule.next_charge_on)}` : ''}
            {schedule.last_charge_on && schedule.next_charge_on ? `, ostatnia ${formatDayPl(schedule.last_charge_on)}` : ''}
          </span>
          <Link to={schedule.manage_path} className="my-donation__confirmation">
            Zarządzaj<span className="visually-hidden"> wpłatą co miesiąc na zbiórkę {schedule.charity.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
