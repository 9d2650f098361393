import { useState } from 'react';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { PROVIDER_HOSTS, PROVIDER_SANDBOX_URLS, sameProviderOrigin } from '@zlota/shared/payment-hosts';
import { charityPaymentConfigurationSchema, paymentConfigurationSchema } from '@zlota/shared/schemas/donation';
import { TextField } from '../../../../components/ui/fields';
import { useNotify } from '../../../../hooks/use-notify';
import { useSchemaForm } from '../../../../hooks/use-schema-form';
import { paymentConfigurationApi, type AdminPaymentConfiguration, type ConfigurationScope } from '../api/payment-configuration-api';
import { INVALID_FORM_MESSAGE } from '../../../../lib/form-errors';
import { useAction } from '../../hooks/use-action';

type Choice = 'default' | 'sandbox' | 'payu' | 'przelewy24';
interface ConfigurationValues {
  provider: Choice;
  config: Record<string, string>;
  secrets: Record<string, string>;
}

export const PROVIDER_LABELS: Record<Choice, string> = {
  default: 'Domyślny operator fundacji',
  sandbox: 'Bramka testowa (sandbox)',
  payu: 'PayU',
  przelewy24: 'Przelewy24',
};

/** Each provider's fields, labelled in Polish; the secrets are written, never shown. */
const FIELDS = {
  payu: {
    config: [
      ['pos_id', 'Identyfikator punktu płatności (POS ID)'],
      ['client_id', 'Identyfikator klienta OAuth (client_id)'],
      ['base_url', 'Adres API PayU'],
    ],
    secrets: [
      ['client_secret', 'Klucz klienta OAuth (client_secret)'],
      ['second_key', 'Drugi klucz (MD5)'],
    ],
  },
  przelewy24: {
    config: [
      ['merchant_id', 'Identyfikator sprzedawcy (merchant ID)'],
      ['pos_id', 'Identyfikator sklepu (POS ID)'],
      ['base_url', 'Adres API Przelewy24'],
    ],
    secrets: [
      ['api_key', 'Klucz API (klucz do raportów)'],
      ['crc', 'Klucz CRC'],
    ],
  },
} as const;
/** The provider's own addresses: the server sends keys nowhere else (shared/payment-hosts.ts). */
const BASE_URL_HINTS = {
  payu: `produkcyjny: https://${PROVIDER_HOSTS.payu.production}, testowy: ${PROVIDER_SANDBOX_URLS.payu}. Nowy adres wymaga ponownego wpisania kluczy.`,
  przelewy24: `produkcyjny: https://${PROVIDER_HOSTS.przelewy24.production}/api/v1, testowy: ${PROVIDER_SANDBOX_URLS.przelewy24}. Nowy adres wymaga ponownego wpisania kluczy.`,
};

interface PaymentConfigurationFormProps {
  /** The fundraiser's id, or null: the foundation's default. */
  scope: ConfigurationScope;
  stored: AdminPaymentConfiguration;
  onSaved: () => void;
}

/** One configuration: the provider, its public ids and its write-only secrets ("zapisano" and a masked hint). */
export function PaymentConfigurationForm({ scope, stored, onSaved }: PaymentConfigurationFormProps) {
  const notify = useNotify();
  const form = scope === null ? 'foundation-payments' : 'charity-payments';
  const own = stored.source === (scope === null ? 'foundation' : 'charity');
  const choices: Choice[] = scope === null ? ['sandbox', 'payu', 'przelewy24'] : ['default', 'sandbox', 'payu', 'przelewy24'];
  const initialChoice: Choice = own || scope === null ? stored.provider : 'default';
  const storedConfig = (choice: Choice) =>
    Object.fromEntries(Object.entries(own && stored.provider === choice ? stored.config : {}).map(([key, value]) => [key, String(value)]));

  const { values, sending, change, submit, showRefusal, field } = useSchemaForm<ConfigurationValues>({
    form,
    schema: scope === null ? paymentConfigurationSchema : charityPaymentConfigurationSchema,
    defaultValues: { provider: initialChoice, config: storedConfig(initialChoice), secrets: {} },
    order: ['provider', 'config.merchant_id', 'config.pos_id', 'config.client_id', 'config.base_url', 'secrets.client_secret', 'secrets.second_key', 'secrets.api_key', 'secrets.crc'],
    prepare: ({ provider, config, secrets }) => {
      if (provider === 'default' || provider === 'sandbox') return { provider };
      const pick = (list: readonly (readonly [string, string])[], from: Record<string, string>) =>
        Object.fromEntries(list.map(([key]) => [key, (from[key] ?? '').trim()]));
      return { provider, config: pick(FIELDS[provider].config, config), secrets: pick(FIELDS[provider].secrets, secrets) };
    },
    onInvalid: () => notify.error(INVALID_FORM_MESSAGE),
  });

  const choose = (choice: Choice) => {
    change('provider', choice);
    change('config', storedConfig(choice));
    change('secrets', {});
  };
  const send = async (body: object) => {
    try {
      await paymentConfigurationApi.save(scope, body);
      notify.success('Zapisano', 'Konfiguracja płatności została zapisana.');
      onSaved();
    } catch (error) {
      await showRefusal(error);
    }
  };

  const provider = values.provider;
  return (
    <form className="account-form payment-configuration-form" onSubmit={submit(send)} noValidate aria-label={scope === null ? 'Domyślny operator fundacji' : 'Operator płatności zbiórki'}>
      <fieldset className="form-section">
        <legend>Operator płatności</legend>
        <div className="admin-choice" id={`${form}-provider`}>
          {choices.map((choice) => (
            <label key={choice}>
              <input type="radio" name={`${form}-provider`} value={choice} checked={provider === choice} onChange={() => choose(choice)} /> {PROVIDER_LABELS[choice]}
            </label>
          ))}
        </div>
        {provider === 'default' && <p>Zbiórka nie ma własnej konfiguracji: wpłaty obsługuje domyślny operator fundacji (ustawiany niżej).</p>}
        {provider === 'sandbox' && <p>Bramka testowa nie przyjmuje prawdziwych pieniędzy i nie potrzebuje kluczy.</p>}
      </fieldset>
      {(provider === 'payu' || provider === 'przelewy24') && (
        <fieldset className="form-section">
          <legend>Dane dostępowe {PROVIDER_LABELS[provider]}</legend>
          {FIELDS[provider].config.map(([key, label]) => (
            <TextField
              key={`${provider}-${key}`}
              {...field(`config.${key}`)}
              label={label}
              {...(key === 'base_url' ? { type: 'url', placeholder: PROVIDER_SANDBOX_URLS[provider], hint: BASE_URL_HINTS[provider] } : {})}
              autoComplete="off"
            />
          ))}
          {FIELDS[provider].secrets.map(([key, label]) => {
            const saved = own && stored.provider === provider ? stored.secrets[key] : undefined;
            // A key saved for another address is not sent to this one: the server asks for it again.
            const kept = saved?.set === true && sameProviderOrigin(String(stored.config.base_url), values.config.base_url ?? '');
            return (
              <TextField
                key={`${provider}-${key}`}
                {...field(`secrets.${key}`)}
                required={!kept}
                label={label}
                type="password"
                autoComplete="new-password"
                hint={
                  kept
                    ? `zapisano (${saved.hint ?? '••••••'}) — zostaw puste, aby zachować zapisany klucz`
                    : saved?.set
                      ? PAYMENT_MESSAGES.secretsForNewAddress
                      : 'nie zapisano — wpisz klucz'
                }
              />
            );
          })}
        </fieldset>
      )}
      <button type="submit" className="btn btn--primary" disabled={sending}>
        {sending ? 'Zapisywanie…' : 'Zapisz konfigurację'}
      </button>
    </form>
  );
}

/** "Sprawdź połączenie": the saved credentials are put to the provider; the answer is read out in a live region. */
export function ConnectionCheckButton({ scope }: { scope: ConfigurationScope }) {
  const { busy: checking, run } = useAction();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const check = async () => {
    setResult(null);
    const checked = await run(() => paymentConfigurationApi.check(scope));
    if (checked) setResult(checked.value);
  };
  return (
    <div className="connection-check">
      <button type="button" className="btn" onClick={() => void check()} disabled={checking}>
        Sprawdź połączenie
      </button>
      <p role="status" aria-live="polite" className={result ? (result.ok ? 'connection-check__ok' : 'connection-check__failed') : undefined}>
        {checking ? 'Sprawdzanie połączenia z operatorem…' : result ? `${result.ok ? 'Udało się.' : 'Nie udało się.'} ${result.message}` : 'Sprawdza zapisaną konfigurację.'}
      </p>
    </div>
  );
}
