// `npm run backup`: a verified copy of the portal's database (with its SHA-256 beside it, FILE.sha256), taken while the server runs, into
// BACKUP_DIR (DATA_DIR/backups unless set) or `-- --dir FOLDER`. On PostgreSQL it calls pg_dump.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { checksumFileOf } from '../backups/checksum.js';
import { takeBackup } from '../backups/take-backup.js';
import { parseConfig } from '../config.js';
import { createDb } from '../db/knex.js';
import { progressReporter } from './progress-bar.js';
import { runCommand } from './run-command.js';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  const config = parseConfig({ LOG_LEVEL: 'warn', ...process.env });
  const dir = values.dir ? path.resolve(values.dir) : config.backupDir;
  const progress = progressReporter(process.stderr, config.database.client === 'pg' ? 'tabel' : 'bajtów');
  const db = createDb(config.database);
  try {
    const backup = await takeBackup(config, db, dir, progress);
    const megabytes = (backup.bytes / 1_048_576).toLocaleString('pl-PL', { maximumFractionDigits: 1 });
    console.log(`Zapisano i sprawdzono kopię: ${backup.file} (${megabytes} MB), jej sumę kontrolną SHA-256 w ${checksumFileOf(backup.file)}`);
    if (!config.appSecret) console.log(`Klucz APP_SECRET nie wchodzi do kopii: przechowuj osobno plik ${path.join(config.dataDir, 'app-secret')}.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

runCommand(main, 'Kopia zapasowa nie powiodła się');
