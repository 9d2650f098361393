// The one rule for whole numbers that come as text (a path's id, a query's page or filter): decimal digits only.
import { z } from './zod.js';
import { API_MESSAGES } from '../messages.js';
import { DECIMAL, ID_MAX } from '../record-id.js';

export { ID_MAX };

/** A whole number written as text, from `min` to `max` (at most 2^31 - 1 unless said otherwise), in as many digits as `max` has. */
export const digits = (error: string, min = 0, max = ID_MAX) =>
  z
    .string({ error })
    .max(String(max).length, { error })
    .regex(DECIMAL, { error })
    .transform(Number)
    .pipe(z.number().min(min, { error }).max(max, { error }));

/** A record's id in a JSON body: a JSON integer, or its digits as text (a form's field). */
export const bodyId = (error: string) => z.union([z.int().min(1).max(ID_MAX), digits(error, 1)], { error });

/** A record's id in a path: a positive id or nothing at all, so a malformed one is a record that is not there. */
export const idParamSchema = z.object({ id: digits(API_MESSAGES.notFound, 1) });
