import { charityStatusLabel } from '../logic/labels';

export function StatusBadge({ status }: { status: string }) {
  return <span className={`status-badge status-badge--${status}`}>{charityStatusLabel(status)}</span>;
}
