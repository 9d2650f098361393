// The admin panel's first screen: what waits for staff, and how this month compares with the last.
export const STALE_PENDING_MINUTES = 30;
export const FAILED_RECENT_DAYS = 7;
export const WORK_QUEUE_ITEMS = 10;

/** The change as the panel words it: "+12%", "−3%", or "nowe" when there was nothing before. */
export function figureChange(figure: { current: number; previous: number }): { percent: number | null; direction: 'up' | 'down' | 'same' } {
  const direction = figure.current > figure.previous ? 'up' : figure.current < figure.previous ? 'down' : 'same';
  if (figure.previous === 0) return { percent: null, direction };
  return { percent: Math.round(((figure.current - figure.previous) / figure.previous) * 100), direction };
}
