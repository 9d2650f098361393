import { CHARITY_STATUS_LABELS, CHARITY_STATUSES } from '@zlota/shared/schemas/charity';

/** The fundraiser statuses as <option>s, with their Polish labels. */
export function StatusOptions() {
  return CHARITY_STATUSES.map((status) => (
    <option key={status} value={status}>
      {CHARITY_STATUS_LABELS[status]}
    </option>
  ));
}
