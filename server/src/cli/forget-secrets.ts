// `npm run forget-secrets -- --yes`: a restored copy whose APP_SECRET is lost starts again. It clears what the old key
// sealed (admins' two-factor set-ups, payment providers' credentials) and seals a new canary with the current key.
import { parseArgs } from 'node:util';
import { parseConfig } from '../config.js';
import { resolveAppSecret } from '../libraries/app-secret.js';
import { systemClock } from '../libraries/clock.js';
import { createLogger } from '../libraries/logger.js';
import { createSecretBox } from '../libraries/secret-box.js';
import { forgetSecrets } from '../startup/forget-secrets.js';
import { runCommand, UsageError, withDatabase } from './run-command.js';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { yes: { type: 'boolean' } } });
  if (!values.yes) {
    throw new UsageError(
      'To polecenie usuwa logowanie dwuetapowe administratorów i dane dostępowe operatorów płatności zapisane innym kluczem APP_SECRET; jeśli masz pewność, uruchom: npm run forget-secrets -- --yes',
    );
  }
  const config = parseConfig({ LOG_LEVEL: 'warn', ...process.env });
  const secretBox = createSecretBox(resolveAppSecret(config, createLogger(config.logLevel)));
  const forgotten = await withDatabase(config, (db) => forgetSecrets({ db, secretBox, clock: systemClock }, 'npm run forget-secrets'));
  console.log(
    `Wyczyszczono sekrety zapisane poprzednim kluczem: logowanie dwuetapowe ${forgotten.two_factor_setups} administratorów ` +
      `(ustawią je od nowa po zalogowaniu) i dane dostępowe ${forgotten.payment_configurations} konfiguracji płatności (wpisz je ponownie w panelu). ` +
      'Serwer uruchomi się teraz z obecnym APP_SECRET.',
  );
  return 0;
}

runCommand(main, 'Nie udało się wyczyścić sekretów');
