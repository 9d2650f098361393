import crypto from 'node:crypto';
import { EXPENSE_MESSAGES } from '@zlota/shared/messages';
import { AppError } from '../../libraries/errors.js';
import { isPdf } from '../foundation/documents-use-case.js';
import { sniffFormat } from '../images/image-pipeline.js';
import type { ExpenseDocument } from './expenses-repository.js';

/**
 * An invoice, a receipt or its blacked-out copy: a PDF or a PNG, JPEG or WebP picture as its bytes prove (the name
 * and the type the browser claims are never trusted). The portal only hands it out, so it is not decoded further.
 */
export function expenseDocumentOf(data: Buffer | undefined, field: string, required: string): ExpenseDocument {
  if (!data || data.length === 0) throw new AppError('VALIDATION', 400, required, { [field]: required });
  const picture = sniffFormat(data);
  const contentType = isPdf(data) ? 'application/pdf' : picture ? `image/${picture}` : undefined;
  if (!contentType) throw new AppError('EXPENSE_DOCUMENT_TYPE', 400, EXPENSE_MESSAGES.documentType, { [field]: EXPENSE_MESSAGES.documentType });
  return { content_type: contentType, data, sha256: crypto.createHash('sha256').update(data).digest('hex') };
}
