import { Link } from 'react-router-dom';
import type { AdminCharity } from '@zlota/shared/entities';
import { LoadProblem } from '../../../components/ui/load-problem';
import { paths } from '../../../config/paths';
import { useRemote } from '../../../hooks/use-remote';
import { CharityScreen } from '../components/charity-screen';
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
  const backOf = useCharityWayBack();
  return <CharityScreen screen="Wpłata ręczna" back={backOf}>{(charity, id) => <Donations id={id} data={charity} back={backOf(id)} />}</CharityScreen>;
}

function Donations({ id, data, back }: { id: number; data: AdminCharity & { reload: () => void }; back: { href: string; label: string } }) {
  const donations = useRemote(`admin-manual-donations:${id}`, () => manualDonationsApi.list(id));
  const changed = () => {
    data.reload();
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
