// What a route of the table takes and answers, in zod: the API document and the tests are made from it.
import type { z } from 'zod';
import { errorBodySchema, unauthorizedBodySchema } from '../schemas/error.js';

/** An answer that is not JSON: a picture, a page, a script; described by its media types only. */
export interface NonJsonContent {
  mediaTypes: readonly string[];
  /** Text (HTML, CSS, JavaScript, a provider's plain answer) or bytes (a picture). */
  format: 'text' | 'binary';
  /** The same status may come as JSON too: the one error body, when the failure is ours rather than the route's. */
  orJson?: z.ZodType;
}

/** A JSON body's schema, a non-JSON answer, or `null` for no body at all (204, 303, 304). */
export type ResponseContract = z.ZodType | NonJsonContent | null;

/** A multipart body: JSON text parts by name, and the one optional picture part. */
export interface MultipartContract {
  jsonParts: Record<string, z.ZodType>;
  file?: string;
  /** A file that is not a picture (a PDF): its limit and what it must be; a picture's otherwise. */
  fileKind?: { maxBytes: number; description: string };
}

export interface RouteContract {
  /** One line for the API document, in Polish like everything a person reads. */
  summary: string;
  /** More than the summary's line, when a reader needs it (how two paths part, why a token is in the path). */
  description?: string;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: { json?: z.ZodType; multipart?: MultipartContract; form?: z.ZodType };
  /** The answers the route gives itself; the guard's 401/403, a body's 400/413/415 and 500 are added from the table. */
  responses: Record<number, ResponseContract>;
  /** A Bearer token is read when sent (a donation is then the user's) but never required. */
  optionalToken?: true;
}

export const text = (...mediaTypes: string[]): NonJsonContent => ({ mediaTypes, format: 'text' });
export const binary = (...mediaTypes: string[]): NonJsonContent => ({ mediaTypes, format: 'binary' });

/** A public answer the server keeps: If-None-Match with its ETag gets a 304 with no body (the client holds it). */
export const notModified: Record<number, ResponseContract> = { 304: null };

/** Statuses a route answers with the one error body (ARCHITECTURE §3); every 401 also names itself. */
export const errors = (...statuses: number[]): Record<number, ResponseContract> =>
  Object.fromEntries(statuses.map((status) => [status, status === 401 ? unauthorizedBodySchema : errorBodySchema]));
