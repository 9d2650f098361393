import type { Request, RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { IMAGE_MAX_BYTES, MULTIPART_FIELD_MAX_BYTES } from '@zlota/shared/constants';
import { API_MESSAGES, CHARITY_MESSAGES } from '@zlota/shared/messages';
import { UPDATE_PICTURES_MAX } from '@zlota/shared/schemas/updates';
import { AppError } from '../libraries/errors.js';

/** The upload limit is the contract's (the API document says it), not the images component's: http/ never imports components. */
export { IMAGE_MAX_BYTES };

/** The most parts a form may carry (files and text fields together). */
const MAX_PARTS = 20;

/**
 * The largest multipart body any route takes, checked before its bytes arrive (body-limits.ts): an update's pictures,
 * each at most IMAGE_MAX_BYTES, with its text parts. Each route's own limits then apply as the parts are read.
 */
export const MULTIPART_BODY_MAX_BYTES = UPDATE_PICTURES_MAX * IMAGE_MAX_BYTES + MAX_PARTS * MULTIPART_FIELD_MAX_BYTES;

/** The one file part a form may carry. */
export const IMAGE_FIELD = 'image';

const tooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', 413, message);
const badMultipart = () => new AppError('VALIDATION', 400, CHARITY_MESSAGES.badMultipart);

/** Several pictures under one name (an update's): at most `max`, or the form is refused with `tooMany`. */
export interface PictureParts {
  field: string;
  max: number;
  tooMany: string;
}

/** Every multer or busboy failure becomes an AppError; anything unknown is a malformed body. */
function toAppError(error: unknown, pictures?: PictureParts, fileTooLarge: string = CHARITY_MESSAGES.imageTooLarge): AppError {
  if (error instanceof AppError) return error;
  if (!(error instanceof MulterError)) return badMultipart();
  const extraPicture = error.code === 'LIMIT_FILE_COUNT' || (error.code === 'LIMIT_UNEXPECTED_FILE' && error.field === pictures?.field);
  if (pictures && extraPicture) return new AppError('TOO_MANY_PICTURES', 400, pictures.tooMany, { [pictures.field]: pictures.tooMany });
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return tooLarge(fileTooLarge);
    case 'LIMIT_FIELD_VALUE':
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_COUNT':
      return tooLarge(API_MESSAGES.payloadTooLarge);
    default:
      return badMultipart();
  }
}

const isMultipart = (req: Request) => Boolean(req.is('multipart/form-data'));

/**
 * Reads a multipart/form-data body into memory: an optional `image` file (req.file), or with `pictures` up to their
 * `max` files under their name (req.files), and the named text fields (req.body). Any other request passes through untouched.
 */
export function multipartUpload(fields: string[], pictures?: PictureParts): RequestHandler {
  const allowed = new Set(fields);
  const reader = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: IMAGE_MAX_BYTES, files: pictures?.max ?? 1, fields: 10, fieldSize: MULTIPART_FIELD_MAX_BYTES, parts: MAX_PARTS },
  });
  const upload = pictures ? reader.array(pictures.field, pictures.max) : reader.single(IMAGE_FIELD);
  return (req, res, next) => {
    if (!isMultipart(req)) return next();
    upload(req, res, (error?: unknown) => {
      if (error) return next(toAppError(error, pictures));
      // A repeated or bracketed name (`data[x]`) arrives as an array or object: only plain named parts pass.
      const body = req.body as Record<string, unknown>;
      const unexpected = Object.keys(body).some((key) => !allowed.has(key) || typeof body[key] !== 'string');
      next(unexpected ? badMultipart() : undefined);
    });
  };
}

/**
 * A form that carries one file other than a picture (the foundation's PDF documents) under `field`, up to `maxBytes`
 * (413 with `tooLargeMessage` beyond); text parts are not read.
 */
export function multipartFile(field: string, maxBytes: number, tooLargeMessage: string): RequestHandler {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: MULTIPART_FIELD_MAX_BYTES, parts: 6 } }).single(field);
  return (req, res, next) => {
    if (!isMultipart(req)) return next();
    upload(req, res, (error?: unknown) => next(error ? toAppError(error, undefined, tooLargeMessage) : undefined));
  };
}

/** The bytes of the uploaded file part, if the form carried one. */
export const uploadedFile = (req: Request): Buffer | undefined => req.file?.buffer;

/** The bytes of the uploaded `image` part, if the form carried one. */
export function uploadedImage(req: Request): Buffer | undefined {
  return uploadedFile(req);
}

/** The bytes of every uploaded picture of a form that takes several, in the order sent. */
export function uploadedImages(req: Request): Buffer[] {
  return Array.isArray(req.files) ? req.files.map((file) => file.buffer) : [];
}

/** The JSON text of one multipart field, parsed; `undefined` when the request is not multipart or lacks it. */
export function jsonPart(req: Request, field: string): unknown {
  if (!isMultipart(req)) return undefined;
  const text = (req.body as Record<string, unknown> | undefined)?.[field];
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('INVALID_JSON', 400, API_MESSAGES.invalidJson);
  }
}
