// `npm run restore -- FILE`: puts a backup in place of the portal's database. It refuses while the
// server runs, verifies the file first (its SHA-256 against FILE.sha256, then its format), and keeps the replaced
// database aside. `-- --without-checksum FILE` restores an older backup that has no checksum file.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RestoreRefused, restoreBackup } from '../backups/restore-backup.js';
import { parseConfig } from '../config.js';
import { createDb, otherPostgresConnections } from '../db/knex.js';
import { runCommand, UsageError } from './run-command.js';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { 'without-checksum': { type: 'boolean' } } });
  if (positionals.length !== 1) throw new UsageError('Podaj plik kopii: npm run restore -- data/backups/zlota-rybka-….sqlite');
  const config = parseConfig({ LOG_LEVEL: 'warn', ...process.env });
  const db = config.database.client === 'pg' ? createDb(config.database) : undefined;
  try {
    const { previous } = await restoreBackup(config, path.resolve(positionals[0]!), db && (() => otherPostgresConnections(db)), {
      withoutChecksum: values['without-checksum'] === true,
    });
    console.log(`Przywrócono kopię ${positionals[0]}.`);
    if (previous) console.log(`Poprzednia baza leży w ${previous}.`);
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) throw new UsageError(`Nie przywrócono: ${error.message}`);
    throw error;
  } finally {
    await db?.destroy();
  }
}

runCommand(main, 'Przywracanie nie powiodło się');
