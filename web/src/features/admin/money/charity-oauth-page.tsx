import { Link, useParams } from 'react-router-dom';
import { LoadProblem } from '../../../components/ui/load-problem';
import { useRemote } from '../../../hooks/use-remote';
import { useDocumentMeta } from '../../../lib/document-meta';
import { charitiesApi } from '../api/charities-api';
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
  const id = Number(useParams().id);
  const charity = useRemote(Number.isInteger(id) && id > 0 ? `admin-charity:${id}` : null, () => charitiesApi.get(id));
  useDocumentMeta(charity.status === 'ready' ? `Płatności: ${charity.data.title} — panel fundacji` : 'Konfiguracja płatności — panel fundacji');
  const back = useCharityWayBack(id);
  if (charity.status === 'error' || charity.status === 'idle') {
    const message = charity.status === 'error' ? charity.message : 'Nie ma takiej zbiórki.';
    return <LoadProblem title="Nie udało się wczytać zbiórki" message={message} onRetry={charity.reload} back={back} notFound={charity.status === 'idle' || charity.notFound} />;
  }
  if (charity.status !== 'ready') return <p role="status">Wczytywanie zbiórki…</p>;
  return (
    <section className="admin-screen payment-configuration" aria-labelledby="admin-oauth-title">
      <p>
        <Link to={back.href}>← {back.label}</Link>
      </p>
      <h1 id="admin-oauth-title">Konfiguracja płatności: {charity.data.title}</h1>
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
