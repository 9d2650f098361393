import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatGrosze } from '@zlota/shared/money';
import { STATISTICS_GROUPS, type AdminStatistics, type StatisticsGroup } from '@zlota/shared/schemas/statistics';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { LoadProblem } from '../../../components/ui/load-problem';
import { paths } from '../../../config/paths';
import { useRemote } from '../../../hooks/use-remote';
import { useDocumentMeta } from '../../../lib/document-meta';
import { statisticsApi } from './api/statistics-api';
import { CharityEditLink } from '../components/charity-edit-link';
import { CollectedChart, ShareChart } from './components/statistics-charts';
import { StatisticsFigures } from './components/statistics-figures';
import { formatDay, methodLabel, providerLabel } from './components/statistics-labels';
import { StatisticsPeriodForm, type StatisticsPeriod } from './components/statistics-period';
import './admin-statistics.css';

const COUNT = new Intl.NumberFormat('pl-PL');
const DAY = 86_400_000;

/** The period in the URL, or the last 30 days (Polish time) split by day. */
function periodOf(params: URLSearchParams): StatisticsPeriod {
  const today = warsawDay(Date.now());
  const group = params.get('group');
  return {
    from: params.get('from') || new Date(Date.parse(`${today}T00:00:00Z`) - 29 * DAY).toISOString().slice(0, 10),
    to: params.get('to') || today,
    group: STATISTICS_GROUPS.includes(group as StatisticsGroup) ? (group as StatisticsGroup) : 'day',
  };
}

/** Fundraisers with an amount and a count each: the period's top ones, or what monthly schedules bring. */
function CharityAmounts({ caption, headings, rows }: { caption: string; headings: [string, string]; rows: AdminStatistics['top_charities'] }) {
  return (
    <table className="statistics-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Zbiórka</th>
          <th scope="col">{headings[0]}</th>
          <th scope="col">{headings[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((charity) => (
          <tr key={charity.id}>
            <th scope="row">
              <CharityEditLink id={charity.id}>{charity.title}</CharityEditLink>
            </th>
            <td>{formatGrosze(charity.amount_grosze)}</td>
            <td>{COUNT.format(charity.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function StatisticsReport({ statistics }: { statistics: AdminStatistics }) {
  const providers = useMemo(() => statistics.by_provider.map((p) => ({ ...p, label: providerLabel(p.provider) })), [statistics]);
  const methods = useMemo(() => statistics.by_method.map((m) => ({ ...m, label: methodLabel(m.method) })), [statistics]);
  const { period } = statistics;
  return (
    <>
      <section className="admin-section" aria-labelledby="statistics-figures-title">
        <h2 id="statistics-figures-title">
          Od {formatDay(period.from)} do {formatDay(period.to)}
        </h2>
        <p className="admin-section__lead">
          Zmiana względem {formatDay(period.previous_from)}–{formatDay(period.previous_to)}. Liczą się wpłaty opłacone, według dnia wpłaty w czasie polskim.
        </p>
        <StatisticsFigures statistics={statistics} />
        <p>
          Darczyńcę rozpoznajemy po koncie, bez konta po adresie e-mail, a przy wpłatach ręcznych po imieniu i nazwisku.
          {statistics.current.unidentified_donations > 0 &&
            ` Wpłaty bez tych danych (np. anonimowa gotówka) nie są liczone wśród darczyńców: ${COUNT.format(statistics.current.unidentified_donations)}.`}
        </p>
      </section>
      <section className="admin-section" aria-labelledby="statistics-charts-title">
        <h2 id="statistics-charts-title">Wykresy</h2>
        <div className="statistics-charts">
          <CollectedChart statistics={statistics} />
          <ShareChart title="Wpłaty według operatora" heading="Operator" shares={providers} />
          <ShareChart title="Wpłaty według metody" heading="Metoda" shares={methods} />
        </div>
      </section>
      <section className="admin-section" aria-labelledby="statistics-top-title">
        <h2 id="statistics-top-title">Zbiórki, które zebrały najwięcej</h2>
        {statistics.top_charities.length === 0 ? (
          <p>Brak wpłat w tym okresie.</p>
        ) : (
          <CharityAmounts caption="Dziesięć zbiórek z największą kwotą wpłat w okresie" headings={['Zebrano', 'Wpłaty']} rows={statistics.top_charities} />
        )}
      </section>
      <MonthlyGiving monthly={statistics.monthly} />
    </>
  );
}

/** Issue 40 item 6: what the active monthly schedules bring every month, as they stand today, in total and per fundraiser. */
function MonthlyGiving({ monthly }: { monthly: AdminStatistics['monthly'] }) {
  return (
    <section className="admin-section" aria-labelledby="statistics-monthly-title">
      <h2 id="statistics-monthly-title">Wpłaty co miesiąc</h2>
      <p className="admin-section__lead">
        Stan na dziś, niezależnie od wybranego okresu: aktywne wpłaty co miesiąc ({COUNT.format(monthly.count)}) przynoszą razem{' '}
        <strong>{formatGrosze(monthly.amount_grosze)} miesięcznie</strong>.
      </p>
      {monthly.by_charity.length > 0 && (
        <CharityAmounts caption="Kwota wpłat co miesiąc według zbiórki, od największej" headings={['Miesięcznie', 'Wpłaty co miesiąc']} rows={monthly.by_charity} />
      )}
    </section>
  );
}

/** /admin/statistics: the money of a chosen period in Polish days, as figures, charts and their tables. */
export function AdminStatisticsPage() {
  useDocumentMeta('Statystyki');
  const [params, setParams] = useSearchParams();
  const period = useMemo(() => periodOf(params), [params]);
  const query = new URLSearchParams({ from: period.from, to: period.to, group: period.group });
  const remote = useRemote(query.toString(), (signal) => statisticsApi.get(query, signal));
  return (
    <section className="admin-page" aria-labelledby="statistics-title">
      <h1 id="statistics-title">Statystyki</h1>
      <StatisticsPeriodForm period={period} onChange={(next) => setParams(new URLSearchParams({ ...next }))} />
      <p className="admin-section__lead">Kwoty liczymy tak jak stan zbiórek: wpłatę w dniu jej opłacenia, a zwrot odejmujemy w dniu, w którym operator go potwierdził. Unieważnione wpłaty nie są liczone.</p>
      {remote.status === 'error' && <LoadProblem message={remote.message} onRetry={remote.reload} back={{ href: paths.admin.getHref(), label: 'Wróć do pulpitu' }} />}
      {remote.status === 'loading' && <p role="status">Wczytywanie statystyk…</p>}
      {remote.status === 'ready' && <StatisticsReport statistics={remote.data} />}
    </section>
  );
}
