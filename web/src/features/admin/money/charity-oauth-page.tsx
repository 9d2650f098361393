import { Link } from 'react-router-dom';
import { LoadProblem } from '../../../components/ui/load-problem';
import { useRemote } from '../../../hooks/use-remote';
import { CharityScreen } from '../components/charity-screen';
import { paymentConfigurationApi, type ConfigurationScope } from './api/payment-configuration-api';
import { ConnectionCheckButton, PaymentConfigurationForm, PROVIDER_LABELS } from './components/payment-configuration-form';
import '../admin-charities.css';
import './payment-configuration.css';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { Allowed } from '../staff-role';
import { useCharityWayBack } from '../components/charity-edit-link';

const SOURCE_LABELS = {
  charity: 'własna konfiguracja zbiórki',
  foundation: 'domyślna konfiguracja fundacji',
  default: 'ustawienie serwera',
} as const;

/** /admin/charity/:id/oauth: the fundraiser's payment provider, and the foundation's default, each with "Sprawdź połączenie". */
export function AdminCharityOauthPage() {
  const backOf = useCharityWayBack();
  return (
    <CharityScreen screen="Płatności" unnamed="Konfiguracja płatności" back={backOf}>
      {(charity, id) => <Configuration id={id} title={charity.title} back={backOf(id)} />}
    </CharityScreen>
  );
}

function Configuration({ id, title, back }: { id: number; title: string; back: { href: string; label: string } }) {
  return (
    <section className="admin-screen payment-configuration" aria-labelledby="admin-oauth-title">
      <p>
        <Link to={back.href}>← {back.label}</Link>
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
