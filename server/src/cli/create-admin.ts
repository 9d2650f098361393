// Creates (or promotes) an admin account: `npm run create-admin -- --email admin@example.org`; with `--role finance`
// (or moderator, viewer) a member of the foundation's team of that role instead.
// The password is asked twice on a terminal, or read from the first line of standard input.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { newAdminSchema } from '@zlota/shared/schemas/auth';
import { STAFF_ROLE_LABELS } from '@zlota/shared/staff-roles';
import { parseConfig } from '../config.js';
import { createAdmin } from '../components/auth/create-admin-use-case.js';
import { systemClock } from '../libraries/clock.js';
import { runCommand, withDatabase } from './run-command.js';

async function askPassword(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  output._writeToOutput = (text) => {
    if (text.includes(question)) process.stdout.write(text); // the typed characters stay hidden
  };
  const answer = await rl.question(question);
  process.stdout.write('\n');
  rl.close();
  return answer;
}

async function readStdinLine(): Promise<string> {
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' } } });
  let password: string;
  let confirmation: string;
  if (process.stdin.isTTY) {
    password = await askPassword('Hasło: ');
    confirmation = await askPassword('Powtórz hasło: ');
  } else {
    password = confirmation = await readStdinLine();
  }
  const input = newAdminSchema.safeParse({ email: values.email, password, password_confirmation: confirmation, role: values.role });
  if (!input.success) {
    for (const issue of input.error.issues) process.stderr.write(`${issue.path.join('.')}: ${issue.message}\n`);
    process.stderr.write('Użycie: npm run create-admin -- --email adres@example.org [--role admin|finance|moderator|viewer]\n');
    return 1;
  }
  const outcome = await withDatabase(parseConfig(process.env), (db) => createAdmin({ db, clock: systemClock }, input.data, 'npm run create-admin'));
  const role = input.data.role ?? 'admin';
  const done =
    role === 'admin'
      ? { created: `Utworzono konto administratora ${input.data.email}`, promoted: `Nadano uprawnienia administratora kontu ${input.data.email}` }
      : { created: `Utworzono konto ${input.data.email} w roli: ${STAFF_ROLE_LABELS[role]}`, promoted: `Nadano kontu ${input.data.email} rolę: ${STAFF_ROLE_LABELS[role]}` };
  process.stdout.write(`${done[outcome]}\n`);
  return 0;
}

runCommand(main, 'Nie udało się utworzyć administratora');
