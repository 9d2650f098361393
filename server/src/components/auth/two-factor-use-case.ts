// Two-factor login of the foundation's staff (issue 17): an admin's own set-up, the code step of their login,
// and the rule REQUIRE_ADMIN_2FA. The secret is sealed with APP_SECRET and shown only while it is set up.
import { siteName } from '@zlota/shared/foundation-text';
import { API_MESSAGES } from '@zlota/shared/messages';
import type { RecoveryCodes, TwoFactorChallenge, TwoFactorSetup, TwoFactorStatus } from '@zlota/shared/schemas/two-factor';
import type { Deps } from '../../deps.js';
import { toSeconds } from '../../libraries/clock.js';
import { AppError, conflict } from '../../libraries/errors.js';
import { hashToken, newToken } from '../../libraries/tokens.js';
import { recordAudit } from '../audit/audit-repository.js';
import { recordView } from '../foundation/foundation-use-case.js';
import { findUserById, type UserRow } from '../users/users-repository.js';
import { authLimits } from './limits.js';
import { deleteOtherSessionsOfUser } from './sessions-repository.js';
import { currentHash } from './sessions-use-case.js';
import { looksLikeTotpCode, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpEnrolment, totpStep } from './two-factor-codes.js';
import {
  countUnusedRecoveryCodes,
  deleteLoginChallenge,
  deleteTwoFactor,
  enableTwoFactor,
  findLoginChallengeUserId,
  findTwoFactor,
  insertLoginChallenge,
  replaceRecoveryCodes,
  savePendingTwoFactor,
  useRecoveryCode,
  useTimeStep,
  type TwoFactorRow,
} from './two-factor-repository.js';

/** How long the code step of a login may wait after the password step. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

const codeInvalid = () =>
  new AppError('TWO_FACTOR_CODE_INVALID', 400, API_MESSAGES.twoFactorCodeInvalid, { code: API_MESSAGES.twoFactorCodeInvalid });
const challengeInvalid = () => new AppError('TWO_FACTOR_CHALLENGE_INVALID', 400, API_MESSAGES.twoFactorChallengeInvalid);

export async function isTwoFactorEnabled(deps: Pick<Deps, 'db'>, userId: number): Promise<boolean> {
  return Boolean((await findTwoFactor(deps.db, userId))?.enabled_at);
}

export async function twoFactorStatus(deps: Deps, user: UserRow): Promise<TwoFactorStatus> {
  const enabled = await isTwoFactorEnabled(deps, user.id);
  return {
    enabled,
    required: deps.config.requireAdminTwoFactor,
    recovery_codes_left: enabled ? await countUnusedRecoveryCodes(deps.db, user.id) : 0,
  };
}

/** Uses a code once: a TOTP code of a later time step than the last used, or (once enabled) an unused recovery code. */
async function useCode(deps: Deps, user: UserRow, row: TwoFactorRow, code: string): Promise<boolean> {
  const now = deps.clock.now();
  if (looksLikeTotpCode(code)) {
    const step = await totpStep(deps.secretBox.open<string>(row.sealed_secret), code, now, row.last_used_step);
    return step !== undefined && (await useTimeStep(deps.db, user.id, step));
  }
  if (row.enabled_at === null) return false;
  return deps.db.transaction(async (trx) => {
    if (!(await useRecoveryCode(trx, user.id, recoveryCodeHash(code), now))) return false;
    await recordAudit(trx, { actor: user, action: 'user.two_factor_recovery_code', entity_type: 'user', entity_id: user.id }, now);
    return true;
  });
}

/** A wrong code counts against the account (growing delays, as failed passwords do); a right one forgives them. */
async function proveCode(deps: Deps, user: UserRow, row: TwoFactorRow, code: string): Promise<void> {
  const attempt = await authLimits(deps).failedTwoFactorCodes.take(`user:${user.id}`);
  if (!(await useCode(deps, user, row, code))) throw codeInvalid();
  await attempt.succeeded();
}

/** A new secret, shown as a QR code and as text; it works only once confirmed with a code. */
export async function startTwoFactorSetup(deps: Deps, user: UserRow): Promise<TwoFactorSetup> {
  if (await isTwoFactorEnabled(deps, user.id)) throw conflict(API_MESSAGES.twoFactorAlreadyEnabled);
  const secret = newTotpSecret();
  await deps.db.transaction((trx) => savePendingTwoFactor(trx, user.id, deps.secretBox.seal(secret), deps.clock.now()));
  const { otpauthUrl, qrCode } = await totpEnrolment(secret, user.email, siteName(await recordView(deps.db)));
  return { secret, otpauth_url: otpauthUrl, qr_code: qrCode };
}

/**
 * The first right code turns two-factor login on; the admin gets recovery codes, shown this once. Their other sessions,
 * opened with the password alone, end: only the device that turned it on stays signed in.
 */
export async function confirmTwoFactor(deps: Deps, user: UserRow, code: string, authorization: string | undefined): Promise<RecoveryCodes> {
  const keep = currentHash(authorization);
  const row = await findTwoFactor(deps.db, user.id);
  if (row?.enabled_at) throw conflict(API_MESSAGES.twoFactorAlreadyEnabled);
  if (!row) throw conflict(API_MESSAGES.twoFactorNotStarted);
  await proveCode(deps, user, row, code);
  const recoveryCodes = newRecoveryCodes();
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    if (!(await enableTwoFactor(trx, user.id, now))) throw conflict(API_MESSAGES.twoFactorAlreadyEnabled);
    await replaceRecoveryCodes(trx, user.id, recoveryCodes.map(recoveryCodeHash));
    await deleteOtherSessionsOfUser(trx, user.id, keep);
    await recordAudit(trx, { actor: user, action: 'user.two_factor_enable', entity_type: 'user', entity_id: user.id, before: { two_factor: false }, after: { two_factor: true } }, now);
  });
  return { message: API_MESSAGES.twoFactorEnabled, recovery_codes: recoveryCodes };
}

/** Turning it off takes a current code, so a session left open is not enough. */
export async function disableTwoFactor(deps: Deps, user: UserRow, code: string): Promise<void> {
  const row = await findTwoFactor(deps.db, user.id);
  if (!row?.enabled_at) throw conflict(API_MESSAGES.twoFactorNotEnabled);
  await proveCode(deps, user, row, code);
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    await deleteTwoFactor(trx, user.id);
    await recordAudit(trx, { actor: user, action: 'user.two_factor_disable', entity_type: 'user', entity_id: user.id, before: { two_factor: true }, after: { two_factor: false } }, now);
  });
}

/** The password was right: the login continues with a single-use challenge, answered with a code. */
export async function openLoginChallenge(deps: Deps, user: UserRow): Promise<TwoFactorChallenge> {
  const now = deps.clock.now();
  const { token, hash } = newToken();
  const expiresAt = now + CHALLENGE_TTL_MS;
  await insertLoginChallenge(deps.db, { user_id: user.id, token_hash: hash, expires_at: expiresAt }, now);
  return { two_factor_required: true, challenge: token, expires_at: toSeconds(expiresAt) };
}

/** The admin whose live challenge was answered with a right code; the challenge is then used up. */
export async function answerLoginChallenge(deps: Deps, challenge: string, code: string): Promise<UserRow> {
  const challengeHash = hashToken(challenge);
  const userId = await findLoginChallengeUserId(deps.db, challengeHash, deps.clock.now());
  const user = userId === undefined ? undefined : await findUserById(deps.db, userId);
  const row = user?.is_admin && user.is_active ? await findTwoFactor(deps.db, user.id) : undefined;
  if (!user || !row?.enabled_at) throw challengeInvalid();
  await proveCode(deps, user, row, code);
  if (!(await deleteLoginChallenge(deps.db, challengeHash))) throw challengeInvalid();
  return user;
}

/** REQUIRE_ADMIN_2FA: true when this admin must still turn two-factor login on before anything else. */
export async function mustSetUpTwoFactor(deps: Deps, user: UserRow): Promise<boolean> {
  return deps.config.requireAdminTwoFactor && user.is_admin && !(await isTwoFactorEnabled(deps, user.id));
}

export const twoFactorSetupRequired = () => new AppError('TWO_FACTOR_SETUP_REQUIRED', 403, API_MESSAGES.twoFactorSetupRequired);
