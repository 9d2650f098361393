import cluster from 'node:cluster';
import { loadConfig } from './bootstrap.js';
import { ConfigError } from './config.js';
import { runPrimary } from './startup/primary.js';
import { serve } from './startup/serve.js';

/** WORKERS=1: one process does everything; more: a primary and that many workers (node:cluster). */
async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isPrimary && config.workers > 1) await runPrimary(config);
  else await serve(config);
}

main().catch((error: unknown) => {
  // A configuration the server cannot run with (such as an APP_SECRET that does not open the database) says only why.
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`Nie udało się uruchomić serwera: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
