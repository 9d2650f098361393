// Native notifications (issue 15): new fundraisers waiting for review and payments pending too long, read from the
// admin work queue (GET /api/admin/work-queue) at the interval set in Ustawienia. Only what grew since the last
// poll is announced, so the admin is not told the same thing every few minutes.

export interface QueueCounts {
  review: number;
  stalePending: number;
}

export interface DesktopNotification {
  title: string;
  body: string;
  /** The admin screen a click opens. */
  path: string;
}

function fundraisers(n: number): string {
  if (n === 1) return '1 nowa zbiórka czeka';
  const lastTwo = n % 100;
  const last = n % 10;
  const few = last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14);
  return few ? `${n} nowe zbiórki czekają` : `${n} nowych zbiórek czeka`;
}

function payments(n: number): string {
  if (n === 1) return '1 wpłata czeka';
  const lastTwo = n % 100;
  const last = n % 10;
  const few = last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14);
  return few ? `${n} wpłaty czekają` : `${n} wpłat czeka`;
}

/** What to announce after a poll; the first poll (no previous counts) announces whatever waits. */
export function notificationsFor(previous: QueueCounts | null, current: QueueCounts): DesktopNotification[] {
  const shown: DesktopNotification[] = [];
  const newReviews = current.review - (previous?.review ?? 0);
  if (newReviews > 0) {
    shown.push({ title: 'Zbiórki do przejrzenia', body: `${fundraisers(newReviews)} na przejrzenie.`, path: '/admin/charity/all' });
  }
  const newStale = current.stalePending - (previous?.stalePending ?? 0);
  if (newStale > 0) {
    shown.push({ title: 'Wpłaty bez potwierdzenia', body: `${payments(newStale)} na potwierdzenie zbyt długo.`, path: '/admin/payments' });
  }
  return shown;
}
