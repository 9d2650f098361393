import type { Deps } from '../../deps.js';
import { growingDelayLimit, windowLimit } from '../rate-limits/rate-limit.js';

/**
 * The counters of the account doors. Per client address only generous flood guards, each door its own;
 * failed logins into one account (by either login door) slow down that account alone.
 */
export function authLimits({ db, clock, config }: Pick<Deps, 'db' | 'clock' | 'config'>) {
  const { windowMs, login, remember, rememberPerEmail, accountFailures, accountDelayMs } = config.rateLimits;
  const perWindow = (name: string, limit: number) => windowLimit({ db, clock, name, limit, windowMs });
  return {
    failedUserLogins: perWindow('login', login),
    failedAdminLogins: perWindow('admin-login', login),
    failedResets: perWindow('reset', login),
    reminders: perWindow('remember', remember),
    remindersPerEmail: perWindow('remember-email', rememberPerEmail),
    failedAccountLogins: growingDelayLimit({ db, clock, name: 'account', free: accountFailures, delayMs: accountDelayMs, windowMs }),
    /** Wrong two-factor codes of one account (login, set-up, turning it off) slow down that account alone. */
    failedTwoFactorCodes: growingDelayLimit({ db, clock, name: 'two-factor', free: accountFailures, delayMs: accountDelayMs, windowMs }),
  };
}

export type AuthLimits = ReturnType<typeof authLimits>;
