import { formatGrosze } from '@zlota/shared/money';
import { countAllCharities } from '../components/charities/charities-repository.js';
import { ensureFirstAdmin } from '../components/auth/create-admin-use-case.js';
import { foundationFromFile } from '../components/foundation/foundation-use-case.js';
import { isSqlite } from '../db/knex.js';
import type { Deps } from '../deps.js';
import { seedDemo } from '../seeds/seed-demo.js';
import { checkAppSecret } from './app-secret-check.js';

/** The demo goes into an empty database only: with SEED_DEMO=1 any, unset only SQLite; SEED_DEMO=0 never. */
async function seedDemoIfWanted(deps: Deps): Promise<void> {
  const { config, db, logger } = deps;
  const wanted = config.seedDemo ?? isSqlite(db);
  if (!wanted || (await countAllCharities(db)) > 0) return;
  const summary = await seedDemo(deps, { fundraisers: 130 });
  const collected = formatGrosze(summary.collected);
  logger.info(summary, `Dodano dane demonstracyjne: ${summary.fundraisers} zbiórek, ${summary.payments} wpłat, ${collected} (SEED_DEMO=0 wyłącza)`);
}

/**
 * Once per start, before any request is served: APP_SECRET must open what the database holds, then the first admin,
 * the foundation's record (FOUNDATION_FILE) and the demo.
 */
export async function prepareDatabase(deps: Deps): Promise<void> {
  await checkAppSecret(deps);
  await ensureFirstAdmin(deps, deps.config.firstAdmin);
  if (deps.config.foundationFile) await foundationFromFile(deps, deps.config.foundationFile);
  await seedDemoIfWanted(deps);
}
