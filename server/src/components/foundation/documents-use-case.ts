import crypto from 'node:crypto';
import { DOCUMENT_FIELD, type FoundationDocumentKind } from '@zlota/shared/constants';
import type { FoundationDocumentVersion } from '@zlota/shared/entities';
import { FOUNDATION_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import { AppError } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import type { UserRow } from '../users/users-repository.js';
import { insertDocumentVersion, listDocumentVersions, newestDocument, type DocumentVersionRow } from './documents-repository.js';

/** How far from the end a PDF's last `%%EOF` may stand (a few line ends, or the padding some writers add). */
const TRAILER_WINDOW = 1024;

/**
 * A PDF as the format defines its frame: the header `%PDF-` first and the `%%EOF` marker at the end. The bytes are
 * checked, not the name or the type the browser claims; the file is not parsed further (no reader of PDFs is needed
 * to publish one, and the portal never opens it, it only hands it out).
 */
export function isPdf(data: Buffer): boolean {
  return data.subarray(0, 5).toString('latin1') === '%PDF-' && data.subarray(-TRAILER_WINDOW).includes('%%EOF', 0, 'latin1');
}

const version = (row: DocumentVersionRow): FoundationDocumentVersion => ({ ...row, uploaded_at: new Date(row.uploaded_at).toISOString() });

/** A new version of the statute or the security policy: the ones before it stay, for the audit; the upload is in the audit log. */
export async function uploadDocument(deps: Deps, actor: UserRow, kind: FoundationDocumentKind, data: Buffer | undefined): Promise<FoundationDocumentVersion> {
  const { documentRequired, documentNotPdf } = FOUNDATION_MESSAGES;
  if (!data || data.length === 0) throw new AppError('VALIDATION', 400, documentRequired, { [DOCUMENT_FIELD]: documentRequired });
  if (!isPdf(data)) throw new AppError('DOCUMENT_NOT_PDF', 400, documentNotPdf, { [DOCUMENT_FIELD]: documentNotPdf });
  const sha256 = crypto.createHash('sha256').update(data).digest('hex');
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (trx) => {
    const inserted = await insertDocumentVersion(trx, { kind, data, sha256, uploadedBy: actor.id }, now);
    const after = { kind, bytes: data.length, sha256 };
    await recordAudit(trx, { actor, action: 'foundation.document_upload', entity_type: 'foundation', entity_id: inserted, before: null, after }, now);
    return inserted;
  });
  return version({ id, kind, bytes: data.length, sha256, uploaded_at: now, uploaded_by: actor.email });
}

/** Every version of both documents, newest first. */
export async function documentVersions(deps: Pick<Deps, 'db'>): Promise<FoundationDocumentVersion[]> {
  return (await listDocumentVersions(deps.db)).map(version);
}

/** The PDF a document's public path serves: the newest uploaded version, on the reader connections. */
export const publishedDocument = (deps: Pick<Deps, 'reader'>, kind: FoundationDocumentKind) => newestDocument(deps.reader, kind);
