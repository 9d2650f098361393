import { Link } from 'react-router-dom';
import { LoadProblem } from '../../../components/ui/load-problem';
import { paths } from '../../../config/paths';
import { useRemote } from '../../../hooks/use-remote';
import { CharityScreen } from '../components/charity-screen';
import { paymentConfigurationApi, type ConfigurationScope } from './api/payment-configuration-api';
import { ConnectionCheckButton, PaymentConfigurationForm, PROVIDER_LABELS } from './components/payment-configuration-form';
import '../admin-charities.css';
import './payment-configuration.css';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { Allowed } from '../staff-role';

const SOURCE_LABELS = {
  charity: 'własna konfiguracja zbiórki',
  foundation: 'domyślna konfiguracja fundacji',
  default: 'ustawienie serwera',
} as const;

const back = { href: paths.adminCharities.getHref(), label: 'Wszystkie zbiórki' };

/** /admin/charity/:id/oauth: the fundraiser's payment provider, and the foundation's default, each with "Sprawdź połączenie". */
export function AdminCharityOauthPage() {
  return (
    <CharityScreen screen="Płatności" unnamed="Konfiguracja płatności" back={() => back}>
      {(charity, id) => <Configuration id={id} title={charity.title} />}
    </CharityScreen>
  );
}

function Configuration({ id, title }: { id: number; title: string }) {
  return (
    <section className="admin-screen payment-configuration" aria-labelledby="admin-oauth-title">
      <p>
        <Link to={paths.adminCharityEdit.getHref({ id: String(id) })}>← Edycja zbiórki</Link>
      </p>
      <h1 id="admin-oauth-title">Konfiguracja płatności: {title}</h1>
      <p>Klucze są tylko do zapisu: panel pokazuje, że klucz jest zapisany, i najwyżej jego 2 ostatnie znaki — nigdy całą wartość.</p>
      <ConfigurationSection scope={id} heading="Operator płatności tej zbiórki" back={back} />
      <ConfigurationSection scope={null} heading="Domyślny operator fundacji" back={back} />
    </section>
  );
}

interface ConfigurationSectionProps {
  scope: ConfigurationScope;
  heading: string;
  back: { href: string; label: string };
}

function ConfigurationSection({ scope, heading, back }: ConfigurationSectionProps) {
  const stored = useRemote(`payment-configuration:${scope ?? 'foundation'}`, (signal) => paymentConfigurationApi.get(scope, signal));
  const headingId = `payment-configuration-${scope ?? 'foundation'}`;
  return (
    <section className="form-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {stored.status === 'error' && <LoadProblem message={stored.message} onRetry={stored.reload} back={back} />}
      {(stored.status === 'loading' || stored.status === 'idle') && <p role="status">Wczytywanie konfiguracji…</p>}
      {stored.status === 'ready' && (
        <>
          <p>
            Teraz: <strong>{PROVIDER_LABELS[stored.data.provider]}</strong> ({SOURCE_LABELS[stored.data.source]}).
          </p>
          <Allowed to={API_ROUTES.adminCharityPaymentConfiguration}>
            <PaymentConfigurationForm key={JSON.stringify(stored.data)} scope={scope} stored={stored.data} onSaved={stored.reload} />
            <ConnectionCheckButton scope={scope} />
          </Allowed>
        </>
      )}
    </section>
  );
}
