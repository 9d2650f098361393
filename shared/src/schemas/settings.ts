import { z } from './zod.js';

const WHEELCHAIRS_MESSAGE = 'Liczba wózków musi być liczbą całkowitą od 0 do 1 000 000.';

/** What the foundation sets by hand: the wheelchairs bought, shown in the home page's strip. */
export const foundationSettingsSchema = z.object({
  wheelchairs: z
    .number({ error: WHEELCHAIRS_MESSAGE })
    .int({ error: WHEELCHAIRS_MESSAGE })
    .min(0, { error: WHEELCHAIRS_MESSAGE })
    .max(1_000_000, { error: WHEELCHAIRS_MESSAGE }),
});
