// The one error body of every failure (ARCHITECTURE §3), as a schema for the API document and the tests.
import { z } from './zod.js';
import { ERROR_CODES } from '../errors.js';
import { sentence, textOf } from './bounded.js';

/** A field's path in an error (`charity.needy.name`, `alts.2`): the contract's own names. */
const FIELD_PATH_MAX_LENGTH = 200;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: sentence,
    /** Each failed field's first message, by the field's path (`user.email`). */
    fields: z.record(textOf(FIELD_PATH_MAX_LENGTH), sentence).optional(),
  }),
});

/** A 401 also carries `name`, so the client can force a logout (spec §4). */
export const unauthorizedBodySchema = errorBodySchema.extend({ name: z.literal('Unauthorized') });
