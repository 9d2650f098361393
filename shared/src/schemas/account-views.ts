// What the API answers about accounts and sessions.
import { z } from './zod.js';
import { CHARITY_STATUSES } from './charity.js';
import { twoFactorChallengeSchema } from './two-factor.js';
import { STAFF_ROLES } from '../api-routes.js';
import { NAME_MAX_LENGTH, PHONE_LENGTH, TOKEN_LENGTH, USERNAME_MAX_LENGTH } from '../constants.js';
import { charityUrl, emailText, moment, sentence, textOf } from './bounded.js';

/** What a login answers; the browser keeps it in session storage (spec §3, §4). */
export const sessionSchema = z.object({
  access_token: textOf(TOKEN_LENGTH),
  /** Seconds since the epoch. */
  expires_at: z.int(),
  /** The admin-identifier marker: present (true) only for admins. */
  admin: z.literal(true).optional(),
});

/**
 * Spec §7: the admin login yields `false` on failure instead of an error. An admin with two-factor login
 * gets a challenge instead of a session, to be answered with a code (issue 17).
 */
export const adminLoginAnswerSchema = z.union([sessionSchema, twoFactorChallengeSchema, z.literal(false)]);

export const userInfoSchema = z.object({
  id: z.int(),
  name: textOf(NAME_MAX_LENGTH),
  surname: textOf(NAME_MAX_LENGTH),
  username: textOf(USERNAME_MAX_LENGTH),
  email: emailText,
  phone: textOf(PHONE_LENGTH),
  is_admin: z.boolean(),
  /** The role in the foundation's team; null outside it. */
  staff_role: z.enum(STAFF_ROLES).nullable(),
  is_active: z.boolean(),
  email_verified: z.boolean(),
  created_at: moment,
});

/** A sentence for the person, in Polish. */
export const messageSchema = z.object({ message: sentence });

export const signedUpSchema = messageSchema.extend({ id: z.int() });

/** The visitor's account and fundraiser, made together; the fundraiser waits for review. */
export const signedUpWithCharitySchema = messageSchema.extend({
  user_id: z.int(),
  charity: z.object({ id: z.int(), url: charityUrl, status: z.enum(CHARITY_STATUSES) }),
});

export const healthSchema = z.object({
  /** `stopping`: the process drains before it ends (SIGTERM), so a load balancer sends elsewhere; `storage_full` (health only): writes are refused for want of disk space. */
  status: z.enum(['ok', 'unavailable', 'stopping', 'storage_full']),
  database: z.enum(['sqlite3', 'pg']),
  /** API_VERSION of the server: the desktop app checks it before talking to a server. */
  api_version: z.int().positive(),
});
