// The one error body of every failure (ARCHITECTURE §3), as a schema for the API document and the tests.
import { z } from './zod.js';
import { ERROR_CODES } from '../errors.js';

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Each failed field's first message, by the field's path (`user.email`). */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** A 401 also carries `name`, so the client can force a logout (spec §4). */
export const unauthorizedBodySchema = errorBodySchema.extend({ name: z.literal('Unauthorized') });
