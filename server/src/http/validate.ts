import type { z } from 'zod';
import type { ErrorCode } from '@zlota/shared/errors';
import { API_MESSAGES } from '@zlota/shared/messages';
import { idParamSchema } from '@zlota/shared/schemas/numbers';
import { installPolishErrorMessages } from '@zlota/shared/schemas/polish-errors';
import { AppError, notFound } from '../libraries/errors.js';

installPolishErrorMessages();

/** The refusals that have a code of their own, known by their message: a list's unknown sort (issue 36). */
const CODED_MESSAGES = new Map<string, ErrorCode>([[API_MESSAGES.sortUnknown, 'SORT_UNKNOWN']]);

/** Parses input with a shared schema; the first issue's message leads, every field's first issue is listed. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, prefix?: string): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = [prefix, ...issue.path].filter((part) => part !== undefined).join('.') || '_';
    fields[key] ??= issue.message;
  }
  const message = result.error.issues[0]?.message ?? API_MESSAGES.validation;
  throw new AppError(CODED_MESSAGES.get(message) ?? 'VALIDATION', 400, message, fields);
}

/** A record's id from the path (`:id`): a malformed one names no record, so it is not found, like a missing one. */
export function pathId(params: unknown): number {
  const result = idParamSchema.safeParse(params ?? {});
  if (!result.success) throw notFound();
  return result.data.id;
}
