// Texts of the contract with their length said (issue 29 §8, the OWASP lint): every string of the API document has
// a maxLength, and the schema that says it is the one the server validates with. Answers are bounded by the limit
// of the input they came from, or by their column; constants.ts says where each limit comes from.
import { z } from './zod.js';
import {
  CHARITY_TITLE_MAX_LENGTH,
  CHARITY_URL_MAX_LENGTH,
  DAY_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  MOMENT_LENGTH,
  URL_MAX_LENGTH,
  UUID_LENGTH,
} from '../constants.js';

/** A text of an answer, at most `max` characters. */
export const textOf = (max: number) => z.string().max(max);

/** A moment as the API writes it (`2026-11-27T13:46:34.000Z`). */
export const moment = z.iso.datetime().max(MOMENT_LENGTH);
/** A calendar day of an answer, `YYYY-MM-DD`. */
export const dayText = textOf(DAY_LENGTH);
/** A payment's guid or a refund's key. */
export const uuid = z.uuid().max(UUID_LENGTH);
/** An e-mail address as the portal keeps it. */
export const emailText = textOf(EMAIL_MAX_LENGTH);
/** A fundraiser's `url` slug. */
export const charityUrl = textOf(CHARITY_URL_MAX_LENGTH);
/** A fundraiser's title. */
export const charityTitle = textOf(CHARITY_TITLE_MAX_LENGTH);
/** A fundraiser as an answer links to it. */
export const charityLink = z.object({ id: z.int(), url: charityUrl, title: charityTitle });
/** A sentence for a person, in Polish. */
export const sentence = textOf(MESSAGE_MAX_LENGTH);
/** A URL the server makes itself (a provider's page, a picture's address): generous, as no input bounds it. */
export const madeUrl = textOf(URL_MAX_LENGTH);

/** An e-mail address as a person types it: trimmed, in lower case, at most 254 characters. */
export const emailAddress = (error: string) =>
  z.string({ error }).trim().toLowerCase().max(EMAIL_MAX_LENGTH, { error }).pipe(z.email({ error }));

/** An address for a confirmation or an answer, or none at all: empty is none. */
export const optionalEmail = (error: string) =>
  z
    .union([z.literal(''), emailAddress(error)], { error })
    .optional()
    .transform((value) => value || null);
