import { anySealedTwoFactorSecret } from '../components/auth/two-factor-repository.js';
import { allConfigurations } from '../components/payments/payment-configurations-repository.js';
import { getSetting, putSettingOnce } from '../components/settings/settings-repository.js';
import { ConfigError } from '../config.js';
import type { Deps } from '../deps.js';

// Issue 33: a copy of the database started with another APP_SECRET would open none of its sealed values (admins'
// two-factor secrets, providers' credentials) and fail at the first one. The first start seals a canary with its key
// in the settings; each start checks that its key opens it, and refuses to start when it does not.

export const APP_SECRET_CANARY = 'app_secret_canary';
const CANARY = 'Złota rybka';

export const APP_SECRET_MISMATCH =
  'Klucz APP_SECRET nie otwiera danych zapisanych w tej bazie: to kopia wykonana przy innym kluczu, więc uruchom ją z tym samym APP_SECRET ' +
  '(albo plikiem DATA_DIR/app-secret tamtego serwera), a jeśli go nie masz, wyczyść zapisane sekrety poleceniem npm run forget-secrets ' +
  '(administratorzy ustawią wtedy od nowa logowanie dwuetapowe i dane dostępowe operatorów płatności).';

/** The canary sealed with the current key, as the first start and `npm run forget-secrets` write it. */
export const sealedCanary = (deps: Pick<Deps, 'secretBox'>) => deps.secretBox.seal(CANARY);

/** What the database holds sealed, to judge a key by when it has no canary yet (written before there was one). */
async function sealedValues(deps: Pick<Deps, 'db'>): Promise<string[]> {
  const twoFactor = await anySealedTwoFactorSecret(deps.db);
  const configuration = (await allConfigurations(deps.db))[0]?.secret_config;
  return [twoFactor, configuration].filter((value) => value !== undefined);
}

/** Before anything is served: the key must open the canary (or, before there is one, what is sealed); then the canary is there. */
export async function checkAppSecret(deps: Pick<Deps, 'db' | 'secretBox' | 'clock'>): Promise<void> {
  const canary = await getSetting<string>(deps.db, APP_SECRET_CANARY);
  const sealed = canary === undefined ? await sealedValues(deps) : [canary];
  if (!sealed.every((value) => deps.secretBox.opens(value))) throw new ConfigError(APP_SECRET_MISMATCH);
  // Another instance starting at the same moment may write its canary first: then that one is checked.
  if (canary === undefined && !(await putSettingOnce(deps.db, APP_SECRET_CANARY, sealedCanary(deps), deps.clock.now()))) await checkAppSecret(deps);
}
