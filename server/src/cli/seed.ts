// Fills the database with demo fundraisers: `npm run seed -- --fundraisers 100000 [--append] [--payments-each 12]`, or
// `--active 3000`: as many as it takes for exactly 3 000 of them to be active (the offline catalog's bench, issue 39).
// DATA_DIR and DATABASE_URL choose the database, as for the server.
import { parseArgs } from 'node:util';
import { pluralPl } from '@zlota/shared/format';
import { formatGrosze } from '@zlota/shared/money';
import { countAllCharities } from '../components/charities/charities-repository.js';
import { parseConfig } from '../config.js';
import { fundraisersForActive, seedDemo } from '../seeds/seed-demo.js';
import { systemClock } from '../libraries/clock.js';
import { createLogger } from '../libraries/logger.js';
import { progressReporter } from './progress-bar.js';
import { runCommand, UsageError, withDatabase } from './run-command.js';

const DEFAULT_FUNDRAISERS = 130;
const MAX_FUNDRAISERS = 1_000_000;
const MAX_PAYMENTS_EACH = 100;

const grouped = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

function readOptions() {
  const { values } = parseArgs({
    options: { fundraisers: { type: 'string' }, active: { type: 'string' }, append: { type: 'boolean', default: false }, 'payments-each': { type: 'string' } },
  });
  if (values.fundraisers !== undefined && values.active !== undefined) {
    throw new UsageError('Podaj albo --fundraisers (wszystkie zbiórki), albo --active (tylko trwające), nie oba naraz.');
  }
  const text = values.active ?? values.fundraisers ?? String(DEFAULT_FUNDRAISERS);
  const count = Number(text);
  if (!/^\d+$/.test(text) || count < 1 || count > MAX_FUNDRAISERS) {
    throw new UsageError(`Liczba zbiórek musi być liczbą całkowitą od 1 do ${grouped(MAX_FUNDRAISERS)}.\nUżycie: npm run seed -- --fundraisers 130 [--append] albo --active 3000`);
  }
  const fundraisers = values.active === undefined ? count : fundraisersForActive(count);
  const each = values['payments-each'];
  if (each !== undefined && (!/^\d+$/.test(each) || Number(each) < 1 || Number(each) > MAX_PAYMENTS_EACH)) {
    throw new UsageError(`Liczba wpłat na zbiórkę musi być liczbą całkowitą od 1 do ${MAX_PAYMENTS_EACH}.\nUżycie: npm run seed -- --fundraisers 100000 --payments-each 12`);
  }
  return { fundraisers, append: values.append, paymentsEach: each === undefined ? undefined : Number(each) };
}

async function main(): Promise<number> {
  const options = readOptions();
  const config = parseConfig(process.env);
  // Log lines go to stderr: stdout carries only the summary.
  const logger = createLogger(config.logLevel, process.stderr);
  return withDatabase(config, async (db) => {
    const existing = await countAllCharities(db);
    if (existing > 0 && !options.append) {
      process.stderr.write(
        `Baza danych zawiera już ${grouped(existing)} ${pluralPl(existing, { one: 'zbiórkę', few: 'zbiórki', many: 'zbiórek' })} — nic nie dodano.\n` +
          'Aby dopisać dane demonstracyjne do istniejących, użyj --append.\n',
      );
      return 1;
    }
    const started = Date.now();
    const onProgress = progressReporter(process.stderr, 'zbiórek');
    onProgress(0, options.fundraisers); // the pictures take a few seconds before the first batch
    const summary = await seedDemo({ db, clock: systemClock, logger }, { fundraisers: options.fundraisers, paymentsEach: options.paymentsEach, onProgress });
    const seconds = ((Date.now() - started) / 1000).toFixed(1).replace('.', ',');
    process.stdout.write(
      `Dodano ${grouped(summary.fundraisers)} ${pluralPl(summary.fundraisers, { one: 'zbiórkę', few: 'zbiórki', many: 'zbiórek' })} ` +
        `i ${grouped(summary.payments)} ${pluralPl(summary.payments, { one: 'wpłatę', few: 'wpłaty', many: 'wpłat' })}, ` +
        `zebrano łącznie ${formatGrosze(summary.collected)} (${seconds} s).\n`,
    );
    return 0;
  });
}

runCommand(main, 'Nie udało się dodać danych demonstracyjnych');
