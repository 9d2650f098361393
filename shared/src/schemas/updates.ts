// Fundraiser updates ("Aktualności", issue 18): what the owner or the foundation posts, and how a donor leaves them.
import { z } from './zod.js';
import { UPDATE_MESSAGES as M } from '../messages.js';
import { textField } from './text.js';
import { HTML_GROWTH, IMAGE_NAME_MAX_LENGTH, TOKEN_LENGTH } from '../constants.js';
import { charityTitle, charityUrl, moment, sentence, textOf } from './bounded.js';

/** Pictures one update may carry. */
export const UPDATE_PICTURES_MAX = 5;
export const UPDATE_BODY_MIN = 10;
export const UPDATE_BODY_MAX = 20_000;
export const UPDATE_ALT_MAX = 300;

/**
 * How many updates of one fundraiser go out by e-mail (issue 29): at most this many in a day (24 hours) and in a
 * week (7 days). Further updates are published, not e-mailed, and the organiser is told so.
 */
export const UPDATE_EMAILS_PER_DAY = 1;
export const UPDATE_EMAILS_PER_WEEK = 5;

/** The multipart field of an update's pictures, and of its JSON. */
export const UPDATE_PICTURES_FIELD = 'images';
export const UPDATE_JSON_FIELD = 'update';

/**
 * A new update: rich text (sanitised by the server) and a description of each picture sent with it, in the order of
 * the pictures. Without a description a picture is described by the fundraiser's title.
 */
export const charityUpdateInputSchema = z.object({
  body: textField({ error: M.body, min: UPDATE_BODY_MIN, max: UPDATE_BODY_MAX, multiline: true }),
  alts: z.array(textField({ error: M.alt, max: UPDATE_ALT_MAX }), { error: M.alt }).max(UPDATE_PICTURES_MAX, { error: M.tooManyPictures }).default([]),
});
export type CharityUpdateInput = z.output<typeof charityUpdateInputSchema>;

/** A picture's alt: its own description, or the fundraiser's title when none was given. */
export const updatePictureSchema = z.object({ image: textOf(IMAGE_NAME_MAX_LENGTH), alt: textOf(Math.max(UPDATE_ALT_MAX, charityTitle.maxLength ?? 0)) });

/** One update as everyone sees it: sanitised HTML, its pictures, and whether the organiser or the foundation wrote it. */
export const charityUpdateSchema = z.object({
  id: z.int(),
  charity_id: z.int(),
  /** Sanitised HTML of the text sent: escaping may lengthen it. */
  body: textOf(UPDATE_BODY_MAX * HTML_GROWTH),
  pictures: z.array(updatePictureSchema),
  author: z.enum(['organiser', 'foundation']),
  created_at: moment,
});

/** A posted update, and whether it went out by e-mail, said to its author in Polish. */
export const postedUpdateSchema = charityUpdateSchema.extend({ emailed: z.boolean(), message: sentence });

/** The signed token of an update e-mail's unsubscribe link (e-mail and fundraiser, HMAC with the app secret). */
export const unsubscribeSchema = z.object({
  token: z.string({ error: M.badToken }).min(10, { error: M.badToken }).max(1000, { error: M.badToken }),
});

/** The form a mail program sends for a one-click unsubscribe (RFC 8058). */
export const oneClickSchema = z.object({ 'List-Unsubscribe': z.literal('One-Click', { error: M.badToken }) });

export const unsubscribedSchema = z.object({ message: sentence, charity_title: charityTitle, charity_url: charityUrl });

/** The token of the link that confirms a donor's address for update e-mails (random; only its hash is stored). */
export const updatesConfirmationSchema = z.object({
  token: z.string({ error: M.badConfirmation }).min(10, { error: M.badConfirmation }).max(TOKEN_LENGTH, { error: M.badConfirmation }),
});

export const updatesConfirmedSchema = z.object({ message: sentence });
