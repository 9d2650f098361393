// What a person sees of their own sessions, and the copy of their personal data they download from Konto (RODO).
import { z } from './zod.js';
import { moment, textOf } from './bounded.js';

/** The sessions' columns: the device's name (from its User-Agent) and the address it came from. */
const DEVICE_MAX = 64;
const IP_MAX = 64;
import { userInfoSchema } from './account-views.js';
import { auditEntrySchema } from './audit.js';
import { ownCharitySchema } from './charity-views.js';
import { personalDonationSchema } from './payment-views.js';

/** One signed-in device: a short description of the browser, the address it signed in from, and when. */
export const accountSessionSchema = z.object({
  id: z.int(),
  device: textOf(DEVICE_MAX),
  ip: textOf(IP_MAX).nullable(),
  created_at: moment,
  last_seen_at: moment,
  /** The device asking: "to urządzenie". */
  current: z.boolean(),
});
export type AccountSession = z.output<typeof accountSessionSchema>;

/** Everything the portal keeps about the person, as one JSON file. */
export const personalDataSchema = z.object({
  exported_at: moment,
  profile: userInfoSchema,
  fundraisers: z.array(ownCharitySchema),
  donations: z.array(personalDonationSchema),
  sessions: z.array(accountSessionSchema),
  audit: z.array(auditEntrySchema),
});
export type PersonalData = z.output<typeof personalDataSchema>;

/** The file name the download is saved under. */
export const PERSONAL_DATA_FILE = 'zlota-rybka-moje-dane.json';
