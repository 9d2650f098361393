import type { CharityOwner } from './entities.js';

// The admin panel's first screen: what waits for staff, and how this month compares with the last.
export const STALE_PENDING_MINUTES = 30;
export const FAILED_RECENT_DAYS = 7;
export const WORK_QUEUE_ITEMS = 10;

export interface QueuedPayment {
  guid: string;
  charity: { id: number; title: string; url: string } | null;
  amount: number; // zł
  provider: string;
  method: string | null;
  status: string;
  donor_name: string | null;
  note: string | null;
  created_at: string;
  paid_at: string | null;
}

export interface QueuedCharity {
  id: number;
  url: string;
  title: string;
  owner: CharityOwner | null;
  waiting_since: string;
}

/** A figure now and in the same stretch of the month before. */
export interface Figure {
  current: number;
  previous: number;
}

export interface WorkQueue {
  review: { total: number; items: QueuedCharity[] };
  stale_pending: { total: number; items: QueuedPayment[] };
  failed: { total: number; items: QueuedPayment[] };
  manual: QueuedPayment[];
  figures: {
    collected: Figure; // zł
    donations: Figure;
    new_charities: Figure;
    active_charities: Figure;
  };
  period: { from: string; to: string; previous_from: string; previous_to: string };
}

/** The change as the panel words it: "+12%", "−3%", or "nowe" when there was nothing before. */
export function figureChange(figure: Figure): { percent: number | null; direction: 'up' | 'down' | 'same' } {
  const direction = figure.current > figure.previous ? 'up' : figure.current < figure.previous ? 'down' : 'same';
  if (figure.previous === 0) return { percent: null, direction };
  return { percent: Math.round(((figure.current - figure.previous) / figure.previous) * 100), direction };
}
