// `npm run reconcile -- --older-than 30`: asks the providers again about payments still pending
// after N minutes, then checks every fundraiser's collected amount against its paid payments, the ledger and the
// home page's maintained figures against a full recount.
import { parseArgs } from 'node:util';
import { formatGrosze } from '@zlota/shared/money';
import { createDeps, loadConfig } from '../bootstrap.js';
import { reconcile } from '../components/payments/reconcile-use-case.js';
import { runCommand } from './run-command.js';

const FIGURE_NAMES = { listed: 'zbiórki na liście', fundraisers: 'prowadzone zbiórki', collected: 'zebrano łącznie' } as const;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'older-than': { type: 'string', default: '30' } } });
  const olderThanMinutes = Number(values['older-than']);
  if (!Number.isInteger(olderThanMinutes) || olderThanMinutes < 0) {
    process.stderr.write('--older-than przyjmuje liczbę minut, np. --older-than 30\n');
    return 1;
  }
  const deps = await createDeps(loadConfig({ LOG_LEVEL: 'warn', ...process.env }));
  try {
    const report = await reconcile(deps, { olderThanMinutes });
    const outcomes = Object.entries(report.outcomes).map(([outcome, count]) => `${outcome}: ${count}`).join(', ');
    console.log(`Sprawdzono oczekujących wpłat: ${report.polled}${outcomes ? ` (${outcomes})` : ''}`);
    if (report.differences.length === 0) console.log('Zebrane kwoty wszystkich zbiórek zgadzają się z sumą wpłat i z księgą wpłat i wypłat.');
    for (const d of report.differences) {
      const ledger = d.ledger_sum === d.collected ? '' : `, w księdze ${formatGrosze(d.ledger_sum)} (różnica ${formatGrosze(d.collected - d.ledger_sum)})`;
      console.log(`Zbiórka #${d.charity_id} „${d.title}”: zebrano ${formatGrosze(d.collected)}, suma wpłat ${formatGrosze(d.paid_sum)}, różnica ${formatGrosze(d.collected - d.paid_sum)}${ledger}`);
    }
    if (report.figure_differences.length === 0) console.log('Liczby na stronie głównej zgadzają się z przeliczeniem zbiórek.');
    for (const d of report.figure_differences) {
      const shown = (value: number) => (d.figure === 'collected' ? formatGrosze(value) : String(value));
      console.log(`Liczba na stronie głównej „${FIGURE_NAMES[d.figure]}”: zapisano ${shown(d.maintained)}, po przeliczeniu ${shown(d.recounted)}`);
    }
    return report.differences.length === 0 && report.figure_differences.length === 0 ? 0 : 2;
  } finally {
    await deps.close();
  }
}

runCommand(main, 'Uzgadnianie nie powiodło się');
