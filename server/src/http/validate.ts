import type { z } from 'zod';
import { API_MESSAGES } from '@zlota/shared/messages';
import { idParamSchema } from '@zlota/shared/schemas/numbers';
import { installPolishErrorMessages } from '@zlota/shared/schemas/polish-errors';
import { AppError, notFound } from '../libraries/errors.js';

installPolishErrorMessages();

/** Parses input with a shared schema; the first issue's message leads, every field's first issue is listed. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, prefix?: string): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = [prefix, ...issue.path].filter((part) => part !== undefined).join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw new AppError('VALIDATION', 400, result.error.issues[0]?.message ?? API_MESSAGES.validation, fields);
}

/** A record's id from the path (`:id`): a malformed one names no record, so it is not found, like a missing one. */
export function pathId(params: unknown): number {
  const result = idParamSchema.safeParse(params ?? {});
  if (!result.success) throw notFound();
  return result.data.id;
}
