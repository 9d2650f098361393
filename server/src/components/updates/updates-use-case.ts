import type { Knex } from 'knex';
import { API_ROUTES, type ApiRoute } from '@zlota/shared/api-routes';
import type { CharityUpdate, PostedUpdate } from '@zlota/shared/entities';
import { UPDATE_MESSAGES } from '@zlota/shared/messages';
import { UPDATE_EMAILS_PER_DAY, UPDATE_EMAILS_PER_WEEK, type CharityUpdateInput } from '@zlota/shared/schemas/updates';
import type { Deps } from '../../deps.js';
import { AppError, conflict, notFound } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import { ownerRouteAccess } from '../auth/staff-access.js';
import { charityNotFound, hasPage } from '../charities/catalog-use-case.js';
import { prepareImage, storeImage } from '../charities/charity-image.js';
import { findCharity, lockCharity, type CharityRecord } from '../charities/charities-repository.js';
import { richTextToPlain, sanitizeDescription } from '../charities/rich-text.js';
import { subscribersNeverAsked, updateSubscribers } from '../payments/payments-repository.js';
import { askToConfirm } from '../payments/updates-confirmation-use-case.js';
import type { UserRow } from '../users/users-repository.js';
import { unsubscribedEmails } from './unsubscriptions-repository.js';
import { signUnsubscribe } from './unsubscribe-token.js';
import { unsubscribePageUrl, updateEmail, updateEmailContent } from './update-emails.js';
import { deleteUpdate, emailedSince, findUpdate, insertUpdate, updatesOf, updatesOfCharities, type UpdateRow } from './updates-repository.js';

/** The key of the unsubscribe links, derived from APP_SECRET for this one purpose. */
export const unsubscribeKey = (deps: Deps) => deps.secretBox.derive('update-unsubscribe');

const toUpdate = (row: UpdateRow): CharityUpdate => ({
  id: row.id,
  charity_id: row.charity_id,
  body: row.body,
  pictures: row.pictures,
  author: row.by_foundation ? 'foundation' : 'organiser',
  created_at: new Date(row.created_at).toISOString(),
});

/** A published fundraiser's updates, newest first; a fundraiser without a public page has none to show. */
export async function charityUpdates(deps: Deps, charityId: number): Promise<CharityUpdate[]> {
  const record = await findCharity(deps.reader, { id: charityId });
  if (!record || !hasPage(record)) throw charityNotFound();
  return (await updatesOf(deps.reader, charityId)).map(toUpdate);
}

/** The updates of listed fundraisers by fundraiser, each newest first (issue 39: the offline catalog's feed). */
export async function updatesByCharity(deps: Deps, charityIds: number[]): Promise<Map<number, CharityUpdate[]>> {
  const byCharity = new Map<number, CharityUpdate[]>(charityIds.map((id) => [id, []]));
  for (const row of await updatesOfCharities(deps.reader, charityIds)) byCharity.get(row.charity_id)?.push(toUpdate(row));
  return byCharity;
}

/** The owner acts on their own fundraiser, the foundation's moderators and admins on any; to anyone else it does not exist. */
async function mayWrite(deps: Deps, user: UserRow, route: ApiRoute, record: CharityRecord | undefined): Promise<boolean> {
  return record !== undefined && (await ownerRouteAccess(deps, user, route, record.owner_id)) !== undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** May one more update of this fundraiser go out by e-mail: under both limits of shared/schemas/updates.ts (issue 29)? */
async function mayEmail(trx: Knex, charityId: number, now: number): Promise<boolean> {
  const sent = await emailedSince(trx, charityId, now - 7 * DAY_MS);
  return sent.length < UPDATE_EMAILS_PER_WEEK && sent.filter((at) => at > now - DAY_MS).length < UPDATE_EMAILS_PER_DAY;
}

const notEmailed = UPDATE_MESSAGES.postedNotEmailed.replace('{day}', String(UPDATE_EMAILS_PER_DAY)).replace('{week}', String(UPDATE_EMAILS_PER_WEEK));

/**
 * A new update goes live at once (the foundation may delete it, audited) and, in the same transaction, one e-mail goes
 * to each donor who asked for updates of this fundraiser, confirmed the address and has not left them since; but only
 * while the fundraiser is under its e-mail limits (issue 29). The answer tells its author which happened.
 */
export async function postUpdate(deps: Deps, user: UserRow, charityId: number, input: CharityUpdateInput, files: Buffer[]): Promise<PostedUpdate> {
  const found = await findCharity(deps.db, { id: charityId });
  if (!found || !(await mayWrite(deps, user, API_ROUTES.charityUpdateCreate, found))) throw charityNotFound();
  if (!hasPage(found)) throw conflict(UPDATE_MESSAGES.notPublished);
  const body = sanitizeDescription(input.body);
  // What the sanitiser leaves must still say something: a post of only a script is no update.
  if (richTextToPlain(body).length === 0) throw new AppError('VALIDATION', 400, UPDATE_MESSAGES.body, { body: UPDATE_MESSAGES.body });
  // Decoding and re-encoding before the transaction opens, one picture at a time (the images pipeline's own queue).
  const images: Awaited<ReturnType<typeof prepareImage>>[] = [];
  for (const file of files) images.push(await prepareImage(file));
  const now = deps.clock.now();
  const byFoundation = found.owner_id !== user.id;
  const { id, subscribers, emailed } = await deps.db.transaction(async (trx) => {
    await lockCharity(trx, charityId);
    const pictures: { image: string; alt: string }[] = [];
    for (const [index, image] of images.entries()) {
      const name = await storeImage(trx, image, now);
      if (name) pictures.push({ image: name, alt: input.alts[index] || found.title });
    }
    // Consents given before addresses were confirmed: each such address is asked once, now (issue 29).
    for (const donor of await subscribersNeverAsked(trx, charityId)) await askToConfirm(trx, deps, donor, found.title, now);
    const left = await unsubscribedEmails(trx, charityId);
    const readers = (await updateSubscribers(trx, charityId)).filter((subscriber) => !left.has(subscriber.email));
    const sending = readers.length > 0 && (await mayEmail(trx, charityId, now));
    const updateId = await insertUpdate(trx, { charity_id: charityId, body, author_id: user.id, by_foundation: byFoundation, pictures, emailed_at: sending ? now : null }, now);
    await recordAudit(trx, {
      actor: user,
      action: 'charity.update_post',
      entity_type: 'charity',
      entity_id: charityId,
      after: { update_id: updateId, pictures: pictures.length, emails: sending ? readers.length : 0 },
    }, now);
    if (sending) {
      const key = unsubscribeKey(deps);
      const content = updateEmailContent({ body, pictures }, found.title, deps.config.publicUrl);
      for (const subscriber of readers) {
        const link = unsubscribePageUrl(deps.config.publicUrl, signUnsubscribe(key, { charityId, email: subscriber.email }));
        await deps.mailer.enqueue(trx, updateEmail(subscriber, found, content, link, deps.config.publicUrl));
      }
    }
    return { id: updateId, subscribers: readers.length, emailed: sending };
  });
  const message = emailed ? UPDATE_MESSAGES.postedAndEmailed : subscribers > 0 ? notEmailed : UPDATE_MESSAGES.posted;
  return { ...toUpdate((await findUpdate(deps.db, id))!), emailed, message };
}

/** The owner takes back their update, or the foundation removes one (audited); its e-mails already went. */
export async function removeUpdate(deps: Deps, user: UserRow, updateId: number): Promise<void> {
  const update = await findUpdate(deps.db, updateId);
  const record = update && (await findCharity(deps.db, { id: update.charity_id }));
  if (!update || !(await mayWrite(deps, user, API_ROUTES.charityUpdateDelete, record))) throw notFound(UPDATE_MESSAGES.notFound);
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    if (!(await deleteUpdate(trx, updateId))) throw notFound(UPDATE_MESSAGES.notFound);
    await recordAudit(trx, { actor: user, action: 'charity.update_delete', entity_type: 'charity', entity_id: update.charity_id, before: { update_id: updateId, body: update.body } }, now);
  });
}
