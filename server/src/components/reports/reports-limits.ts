import type { Request } from 'express';
import type { Deps } from '../../deps.js';
import { clientAddress, createRateLimit } from '../rate-limits/rate-limit.js';

/**
 * Reports need no account, so they are counted per client address (a generous flood guard), and per address and
 * fundraiser, so that one person cannot bury one fundraiser in reports. A rejected form does not count.
 */
export function reportLimits({ db, clock, config }: Pick<Deps, 'db' | 'clock' | 'config'>) {
  const { windowMs, reports, reportsPerCharity } = config.rateLimits;
  return {
    perAddress: createRateLimit({ db, clock, name: 'reports', limit: reports, windowMs }),
    perCharity: createRateLimit({ db, clock, name: 'reports-charity', limit: reportsPerCharity, windowMs, key: (req: Request) => `${clientAddress(req)}|${String(req.params.id)}` }),
  };
}
