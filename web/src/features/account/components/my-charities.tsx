import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../../components/ui/logo';
import { AmountLine } from '../../../components/ui/amount-line';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { accountApi, type OwnCharity } from '../api/account-api';
import { useNotify } from '../../../hooks/use-notify';
import { imageUrl } from '@zlota/shared/images';
import { isEditable } from '../logic/labels';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StatusBadge } from './status-badge';

function CharityRow({ charity, onDelete }: { charity: OwnCharity; onDelete: (charity: OwnCharity) => void }) {
  const titleId = `my-charity-${charity.id}`;
  return (
    <li className="my-charity" aria-labelledby={titleId}>
      <div className="my-charity__media">
        {charity.image ? (
          <img src={imageUrl(charity.image, 'card')} alt="" width={160} height={120} loading="lazy" />
        ) : (
          <div className="my-charity__no-image" aria-hidden="true">
            <Logo size={40} />
          </div>
        )}
      </div>
      <div className="my-charity__body">
        <p className="my-charity__status">
          <StatusBadge status={charity.status} />
        </p>
        <h3 className="my-charity__title" id={titleId}>
          {charity.title}
        </h3>
        {charity.needy && (
          <p className="my-charity__needy">
            Dla: {charity.needy.name} {charity.needy.surname}, {charity.needy.city}
          </p>
        )}
        {charity.review_note && (charity.status === 'rejected' || charity.status === 'draft') && (
          <p className="my-charity__review-note">Uwagi fundacji: {charity.review_note}</p>
        )}
        <AmountLine collected_amount={charity.collected_amount} target_amount={charity.target_amount} className="my-charity__amounts" />
        <ul className="my-charity__actions" aria-label={`Działania: ${charity.title}`}>
          <li>
            <Link to={paths.charityPreview.getHref({ url: charity.url })} className="btn">
              Podgląd<span className="visually-hidden"> zbiórki „{charity.title}”</span>
            </Link>
          </li>
          {isEditable(charity.status) && (
            <li>
              <Link to={paths.charityEdit.getHref({ url: charity.url })} className="btn">
                Edytuj<span className="visually-hidden"> zbiórkę „{charity.title}”</span>
              </Link>
            </li>
          )}
          {charity.status === 'active' && (
            <li>
              <Link to={paths.charity.getHref({ name: charity.url })} className="btn">
                Strona zbiórki<span className="visually-hidden"> „{charity.title}”</span>
              </Link>
            </li>
          )}
          <li>
            <button type="button" className="btn btn--danger-outline" onClick={() => onDelete(charity)}>
              Usuń<span className="visually-hidden"> zbiórkę „{charity.title}”</span>
            </button>
          </li>
        </ul>
      </div>
    </li>
  );
}

/** The user's fundraisers: status, progress, preview, edit, and delete after a confirmation. */
export function MyCharities({ charities, onChanged }: { charities: OwnCharity[]; onChanged: () => void }) {
  const notify = useNotify();
  const [deleting, setDeleting] = useState<OwnCharity | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await accountApi.deleteCharity(deleting.id);
      notify.success('Zbiórka usunięta', `„${deleting.title}” nie istnieje już w serwisie.`);
      onChanged();
      document.getElementById('account-charities')?.focus();
    } catch (error) {
      notify.error(await errorMessage(error));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  if (charities.length === 0) {
    return (
      <div className="account-empty">
        <p>Nie masz jeszcze żadnej zbiórki. Założenie zbiórki jest bezpłatne i zajmuje kilka minut.</p>
        <Link to={paths.newCharity.getHref()} className="btn btn--primary">
          Utwórz zbiórkę
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="my-charities">
        {charities.map((charity) => (
          <CharityRow key={charity.id} charity={charity} onDelete={setDeleting} />
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title="Usunąć zbiórkę?"
        confirmLabel="Tak, usuń zbiórkę"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => !busy && setDeleting(null)}
      >
        <p>
          Zbiórka „{deleting?.title}” zostanie usunięta razem z danymi podopiecznego. Tej operacji nie można cofnąć.
        </p>
        <p className="field__hint">Zbiórki, która otrzymała już wpłaty, nie można usunąć — można ją zamknąć w porozumieniu z fundacją.</p>
      </ConfirmDialog>
    </>
  );
}
