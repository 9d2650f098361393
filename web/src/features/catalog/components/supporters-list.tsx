import { formatDatePl, pluralPl } from '@zlota/shared/format';
import { formatZl } from '@zlota/shared/money';
import { groupThousands } from '../../../lib/numbers-pl';
import { useSupporters, type Supporter } from '../hooks/use-supporters';
import { ListStatus } from './list-status';

function SupporterItem({ supporter }: { supporter: Supporter }) {
  const time = supporter.date ? Date.parse(supporter.date) : NaN;
  return (
    <li className="supporters__item">
      <div className="supporters__head">
        <strong className="supporters__donor">{supporter.donor}</strong>
        <span className={supporter.amount === null ? 'supporters__amount supporters__amount--hidden' : 'supporters__amount'}>
          {supporter.amount === null ? 'kwota ukryta' : formatZl(supporter.amount)}
        </span>
      </div>
      {supporter.message && <p className="supporters__message">{supporter.message}</p>}
      {Number.isFinite(time) && (
        <time className="supporters__date" dateTime={supporter.date ?? undefined}>
          {formatDatePl(time)}
        </time>
      )}
    </li>
  );
}

const supportersWord = (count: number) => pluralPl(count, { one: 'osoba wsparła', few: 'osoby wsparły', many: 'osób wsparło' });

/** "Wspierający": how many, and the latest donations as each donor chose to appear (name or anonymous, amount or hidden). */
export function SupportersList({ charityId }: { charityId: number }) {
  const { supporters, total, sync, retry, showMore, loadingMore, moreProblem } = useSupporters(charityId);
  return (
    <section className="supporters" aria-labelledby="supporters-heading">
      <h2 id="supporters-heading">Wspierający</h2>
      {total !== undefined && total > 0 && (
        <p className="supporters__total">
          {groupThousands(total)} {supportersWord(total)} tę zbiórkę
        </p>
      )}
      <ListStatus
        sync={sync}
        cached={!!supporters}
        retry={retry}
        offlineText="Lista wspierających pojawi się, gdy połączysz się z internetem."
        failedText="Nie udało się wczytać listy wspierających. Ponowimy próbę, gdy połączenie wróci."
      />
      {supporters?.length === 0 && <p>Tę zbiórkę nikt jeszcze nie wsparł. Możesz być pierwszą osobą, która pomoże!</p>}
      {supporters && supporters.length > 0 && (
        <ol className="supporters__list">
          {supporters.map((supporter, index) => (
            <SupporterItem key={`${supporter.date}-${index}`} supporter={supporter} />
          ))}
        </ol>
      )}
      {moreProblem && (
        <p className="form-alert" role="alert">
          {moreProblem}
        </p>
      )}
      {showMore && (
        <p className="supporters__more">
          <button type="button" className="btn" onClick={showMore} disabled={loadingMore} aria-busy={loadingMore}>
            {loadingMore ? 'Wczytywanie…' : 'Pokaż więcej'}
          </button>
        </p>
      )}
    </section>
  );
}
