// `npm run recurring -- --as-of YYYY-MM-DD`: charges the monthly donations due up to that day (default: today in
// Warsaw), each month of each schedule exactly once: safe while the server runs its own job, and twice in a row.
import { parseArgs } from 'node:util';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { createDeps, loadConfig } from '../bootstrap.js';
import { instancesAnnouncer } from '../cache/cache-invalidation.js';
import { chargeDue } from '../components/recurring/charge-due-use-case.js';
import { runCommand, UsageError } from './run-command.js';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'as-of': { type: 'string' } } });
  const deps = await createDeps(loadConfig({ LOG_LEVEL: 'warn', ...process.env }));
  try {
    const asOf = values['as-of'] ?? warsawDay(deps.clock.now());
    if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(`${asOf}T00:00:00Z`))) throw new UsageError('--as-of przyjmuje dzień w formacie RRRR-MM-DD, np. --as-of 2027-03-05');
    // On PostgreSQL the running servers hear of the schedules it confirmed, paused or ended; on SQLite their kept answers expire.
    const announce = instancesAnnouncer({ db: deps.db, postgres: deps.config.database.client === 'pg', logger: deps.logger });
    const report = await chargeDue({ ...deps, announce }, asOf);
    console.log(
      `Wpłaty cykliczne do ${asOf}: potwierdzone nowe ${report.activated}, obciążenia ${report.charged} (opłacone ${report.paid}, odrzucone do ponowienia ${report.declined}), wstrzymane ${report.paused}, zakończone ze zbiórką ${report.ended}, zapowiedziane wygaśnięcia kart ${report.expiring}`,
    );
    return 0;
  } finally {
    await deps.close();
  }
}

runCommand(main, 'Pobieranie wpłat cyklicznych nie powiodło się');
