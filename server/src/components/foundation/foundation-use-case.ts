import fs from 'node:fs';
import type { Knex } from 'knex';
import type { FoundationDocumentKind } from '@zlota/shared/constants';
import type { Foundation, FoundationView } from '@zlota/shared/entities';
import { foundationSignature } from '@zlota/shared/foundation-text';
import { foundationSchema, NO_DOCUMENTS } from '@zlota/shared/schemas/foundation';
import type { Deps } from '../../deps.js';
import { LOGO_CID, type MailSender } from '../emails/email-outbox-worker.js';
import { escapeHtml } from '../emails/email-layout.js';
import type { EmailSignature } from '../emails/mailer.js';
import { recordAudit } from '../audit/audit-repository.js';
import type { UserRow } from '../users/users-repository.js';
import { newestUploads } from './documents-repository.js';
import { findFoundation, saveFoundation, saveFoundationOnce } from './foundation-repository.js';
import { currentLogo } from './logo-use-case.js';

/** The record alone, or none yet (a fresh installation): what e-mails and PDFs are signed with, and the work queue asks for. */
export async function recordView(db: Knex): Promise<FoundationView> {
  const stored = await findFoundation(db);
  return stored ? { foundation: stored.record, example: stored.example, documents: NO_DOCUMENTS } : { foundation: null, example: false, documents: NO_DOCUMENTS };
}

/** What every page shows of the foundation: its record and when its documents' current versions were uploaded. */
export async function foundationView(deps: Pick<Deps, 'db'>): Promise<FoundationView> {
  const [view, uploads] = await Promise.all([recordView(deps.db), newestUploads(deps.db)]);
  const at = (kind: FoundationDocumentKind) => (uploads[kind] === undefined ? null : new Date(uploads[kind]).toISOString());
  return { ...view, documents: { statute: at('statute'), security_policy: at('security_policy') } };
}

/** What the pages read (the API, the drawn pages, the manifest): on the reader connections, beside the writer. */
export const publicFoundation = (deps: Pick<Deps, 'reader'>): Promise<FoundationView> => foundationView({ db: deps.reader });

/** What a donor's PDF is signed with: the record and the logo drawn at its top (none: the name in text alone). */
export type PdfFoundation = FoundationView & { logo: Buffer | null };

export async function pdfFoundation(db: Knex): Promise<PdfFoundation> {
  const [view, logo] = await Promise.all([recordView(db), currentLogo(db)]);
  return { ...view, logo: logo?.data ?? null };
}

/** The lines every e-mail is signed with (the mailer's `signature`), read in the transaction that writes the e-mail. */
export const emailSignature = async (db: Knex): Promise<EmailSignature | null> => foundationSignature(await recordView(db));

/** The top of an e-mail: the logo, inline so that mail programs blocking remote pictures show it too, or the name. */
const emailHeader = (foundation: Foundation, logo: boolean) =>
  logo
    ? `<p style="margin:0"><img src="cid:${LOGO_CID}" alt="${escapeHtml(foundation.short_name)}" height="64" style="display:block;height:64px;width:auto;max-width:100%;border:0"></p>`
    : `<p style="margin:0;font-size:18px"><strong>${escapeHtml(foundation.name)}</strong></p>`;

/** Who sends the e-mails, read by the outbox's worker before each batch: the record's name, the header and the logo's bytes. */
export async function mailSender(db: Knex): Promise<MailSender> {
  const [stored, logo] = await Promise.all([findFoundation(db), currentLogo(db)]);
  if (!stored) return { name: null, header: null, logo: null };
  return { name: stored.record.name, header: emailHeader(stored.record, Boolean(logo)), logo: logo ? { content: logo.data, contentType: logo.contentType } : null };
}

/** What the mailer asks of the foundation (issue 30): the signature when a message is written, the sender when it goes. */
export const foundationMailing = (db: Knex) => ({ signature: emailSignature, sender: () => mailSender(db) });

/** An admin's record replaces the one before it (the demo's too, which it no longer is), in the audit log with both. */
export async function updateFoundation(deps: Deps, actor: UserRow, record: Foundation): Promise<FoundationView> {
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    const before = await findFoundation(trx);
    await saveFoundation(trx, { record, example: false }, now);
    await recordAudit(trx, { actor, action: 'foundation.update', entity_type: 'foundation', entity_id: null, before: before?.record ?? null, after: record }, now);
  });
  return foundationView(deps);
}

/** The demo's example record (server/src/seeds), stored only where there is none. */
export async function seedExampleFoundation(deps: Pick<Deps, 'db' | 'clock'>, record: Foundation): Promise<void> {
  await saveFoundationOnce(deps.db, { record, example: true }, deps.clock.now());
}

/**
 * FOUNDATION_FILE: the record as JSON, checked by the same rules as the panel's form, stored at a start while
 * the database has none, so a new installation starts as itself. A wrong file stops the start, saying what is wrong.
 */
export async function foundationFromFile(deps: Pick<Deps, 'db' | 'clock' | 'logger'>, file: string): Promise<void> {
  if (await findFoundation(deps.db)) return;
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`FOUNDATION_FILE=${file}: nie udało się odczytać pliku JSON (${(error as Error).message})`);
  }
  const result = foundationSchema.safeParse(json);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(całość)'}: ${issue.message}`);
    throw new Error(`FOUNDATION_FILE=${file}: nieprawidłowe dane fundacji:\n${lines.join('\n')}`);
  }
  if (await saveFoundationOnce(deps.db, { record: result.data, example: false }, deps.clock.now())) {
    deps.logger.info({ file }, `Zapisano dane fundacji z pliku FOUNDATION_FILE: ${result.data.name}`);
  }
}
