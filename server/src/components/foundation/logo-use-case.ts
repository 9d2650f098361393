import crypto from 'node:crypto';
import PDFDocument from 'pdfkit';
import { FOUNDATION_LOGO_KIND, LOGO_FIELD, LOGO_MAX_SIDE } from '@zlota/shared/constants';
import type { FoundationDocumentVersion } from '@zlota/shared/entities';
import { FOUNDATION_MESSAGES } from '@zlota/shared/messages';
import type { Knex } from 'knex';
import type { Deps } from '../../deps.js';
import { AppError } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import type { UserRow } from '../users/users-repository.js';
import { insertDocumentVersion, newestDocument } from './documents-repository.js';

// Issue 30: the foundation's logo, drawn at the top of every e-mail and PDF. Kept as the documents are: every version
// with its date and uploader (the audit asks which one was used when), the newest the one in use.

export type LogoType = 'image/png' | 'image/jpeg';

/** The logo in use: its bytes, their type and digest. */
export interface Logo {
  data: Buffer;
  contentType: LogoType;
  sha256: string;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** The picture's type by its first bytes (not by its name or what the browser claims); undefined for anything else. */
export function logoType(data: Buffer): LogoType | undefined {
  if (data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (data.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  return undefined;
}

interface OpenedImage {
  width: number;
  height: number;
}

/**
 * The picture's size as pdfkit decodes it, and proof that a PDF can carry it: it is drawn once into a document
 * thrown away, so a logo the confirmations could not draw is refused at the upload, not at a donor's PDF.
 */
async function decodedSize(data: Buffer): Promise<OpenedImage | undefined> {
  try {
    const doc = new PDFDocument({ autoFirstPage: true });
    const image = (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(data);
    const size = { width: image.width, height: image.height };
    await new Promise<void>((resolve, reject) => {
      doc.on('data', () => undefined);
      doc.on('end', resolve);
      doc.on('error', reject);
      doc.image(data, { fit: [10, 10] });
      doc.end();
    });
    return size;
  } catch {
    return undefined;
  }
}

const notImage = (message: string = FOUNDATION_MESSAGES.logoNotImage) => new AppError('LOGO_NOT_IMAGE', 400, message, { [LOGO_FIELD]: message });

/** A new logo: PNG or JPEG that decodes, each side at most LOGO_MAX_SIDE; the versions before it stay; audited. */
export async function uploadLogo(deps: Deps, actor: UserRow, data: Buffer | undefined): Promise<FoundationDocumentVersion> {
  const { logoRequired } = FOUNDATION_MESSAGES;
  if (!data || data.length === 0) throw new AppError('VALIDATION', 400, logoRequired, { [LOGO_FIELD]: logoRequired });
  const contentType = logoType(data);
  const size = contentType && (await decodedSize(data));
  if (!contentType || !size || size.width < 1 || size.height < 1) throw notImage();
  if (size.width > LOGO_MAX_SIDE || size.height > LOGO_MAX_SIDE) throw notImage(FOUNDATION_MESSAGES.logoTooWide);
  const sha256 = crypto.createHash('sha256').update(data).digest('hex');
  const now = deps.clock.now();
  const kind = FOUNDATION_LOGO_KIND;
  const id = await deps.db.transaction(async (trx) => {
    const inserted = await insertDocumentVersion(trx, { kind, data, sha256, uploadedBy: actor.id }, now);
    const after = { kind, bytes: data.length, sha256, content_type: contentType, width: size.width, height: size.height };
    await recordAudit(trx, { actor, action: 'foundation.logo_upload', entity_type: 'foundation', entity_id: inserted, before: null, after }, now);
    return inserted;
  });
  return { id, kind, bytes: data.length, sha256, uploaded_at: new Date(now).toISOString(), uploaded_by: actor.email };
}

/** The logo in use (the newest version), or none yet: the e-mails and PDFs then name the foundation in text alone. */
export async function currentLogo(db: Knex): Promise<Logo | undefined> {
  const newest = await newestDocument(db, FOUNDATION_LOGO_KIND);
  const contentType = newest && logoType(newest.data);
  return newest && contentType ? { ...newest, contentType } : undefined;
}
