// Owns: payment_notification_rejections (how many notifications were refused, per provider, reason and day; never their bodies).
import type { Knex } from 'knex';

export interface Rejection {
  provider: string;
  reason: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
}

/** One more refused notification of this provider, for this reason, on this day. */
export async function countRejection(db: Knex, rejection: Rejection): Promise<void> {
  await db('payment_notification_rejections')
    .insert({ ...rejection, rejections: 1 })
    .onConflict(['provider', 'reason', 'day'])
    .merge({ rejections: db.raw('?? + 1', ['payment_notification_rejections.rejections']) });
}
