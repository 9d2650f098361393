import { Link, useParams } from 'react-router-dom';
import { LoadProblem } from '../../../components/ui/load-problem';
import { paths } from '../../../config/paths';
import { useRemote } from '../../../hooks/use-remote';
import { useDocumentMeta } from '../../../lib/document-meta';
import { charitiesApi } from '../api/charities-api';
import { manualDonationsApi } from './api/manual-donations-api';
import { ManualDonationForm } from './components/manual-donation-form';
import { formatAmount } from './components/manual-donation-format';
import { ManualDonationsTable } from './components/manual-donations-table';
import '../admin-charities.css';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { Allowed } from '../staff-role';
import { useCharityWayBack } from '../components/charity-edit-link';

/** /admin/charity/:id/donate: a bank transfer or cash the foundation received, entered once; mistakes are voided. */
export function AdminCharityDonatePage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const charity = useRemote(valid ? `admin-charity:${id}` : null, () => charitiesApi.get(id));
  const donations = useRemote(valid ? `admin-manual-donations:${id}` : null, () => manualDonationsApi.list(id));
  useDocumentMeta(charity.status === 'ready' ? `Wpłata ręczna: ${charity.data.title} — panel fundacji` : 'Wpłata ręczna — panel fundacji');
  const back = useCharityWayBack(id);
  if (charity.status === 'error' || charity.status === 'idle') {
    const message = charity.status === 'error' ? charity.message : 'Nie ma takiej zbiórki.';
    return <LoadProblem title="Nie udało się wczytać zbiórki" message={message} onRetry={charity.reload} back={back} notFound={charity.status === 'idle' || charity.notFound} />;
  }
  if (charity.status !== 'ready') return <p role="status">Wczytywanie zbiórki…</p>;
  const { data } = charity;
  const changed = () => {
    charity.reload();
    donations.reload();
  };
  return (
    <section className="admin-screen manual-donation" aria-labelledby="manual-donation-title">
      <p>
        <Link to={back.href}>← {back.label}</Link>
      </p>
      <h1 id="manual-donation-title">Wpłata ręczna: {data.title}</h1>
      <p>
        <Link to={paths.adminCharityExpenses.getHref({ id: String(id) })}>Wydatki zbiórki i faktury</Link>
      </p>
      <dl className="admin-facts" aria-label="Stan zbiórki">
        <dt>Zebrano</dt>
        <dd data-testid="collected">{formatAmount(data.collected_amount)}</dd>
        <dt>Cel</dt>
        <dd>{formatAmount(data.target_amount)}</dd>
      </dl>
      <h2>Nowa wpłata</h2>
      <p>Przelew albo gotówka, które fundacja otrzymała dla tej zbiórki. Przed zapisaniem pokażemy kwotę do sprawdzenia.</p>
      <Allowed to={API_ROUTES.manualDonation}>
        <ManualDonationForm charity={data} onSaved={changed} />
      </Allowed>
      <h2>Wpłaty ręczne</h2>
      {donations.status === 'ready' ? (
        <ManualDonationsTable rows={donations.data} onVoided={changed} />
      ) : donations.status === 'error' ? (
        <LoadProblem message={donations.message} onRetry={donations.reload} back={back} />
      ) : (
        <p role="status">Wczytywanie wpłat…</p>
      )}
    </section>
  );
}
