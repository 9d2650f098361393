import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { OnlineOnly } from '../../components/layout/online-only';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';
import { accountApi } from './api/account-api';
import { CharityPreview } from './components/charity-preview';
import { LoadProblem } from '../../components/ui/load-problem';
import { UpdatePoster } from '../../components/charity/update-poster';
import { hasPublicPage } from '@zlota/shared/charity-status';
import { RequireUser } from '../../components/user/require-user';
import { StatusBadge } from './components/status-badge';
import { useNotify } from '../../hooks/use-notify';
import { useRemote } from '../../hooks/use-remote';
import { charityStatusNote, isEditable } from './logic/labels';
import './account.css';

function Preview({ url }: { url: string }) {
  const charity = useRemote(`preview:${url}`, () => accountApi.preview(url));
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  useDocumentMeta(charity.status === 'ready' ? `Podgląd: ${charity.data.title}` : 'Podgląd zbiórki');
  if (charity.status !== 'ready' && charity.status !== 'error') return <p className="page loading" role="status">Wczytywanie podglądu…</p>;
  if (charity.status === 'error') {
    return <LoadProblem title="Nie udało się wczytać podglądu" message={charity.message} onRetry={charity.reload} back={{ href: paths.account.getHref(), label: 'Wróć do konta' }} />;
  };
  const { data } = charity;

  const submitForReview = async () => {
    setSending(true);
    try {
      await accountApi.updateCharity(data.id, { json: { submit: true } });
      notify.success('Zbiórka wysłana do akceptacji', 'Fundacja sprawdzi ją i opublikuje.');
      charity.reload();
    } catch (error) {
      notify.error(await errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="page preview-page">
      <p className="account-back">
        <Link to={paths.account.getHref()}>← Wróć do konta</Link>
      </p>
      <section className="preview-bar" aria-labelledby="preview-page-title">
        <h1 id="preview-page-title">Podgląd zbiórki</h1>
        <p>
          Tak zobaczą Twoją zbiórkę odwiedzający. Status: <StatusBadge status={data.status} />
        </p>
        <p>{charityStatusNote(data.status)}</p>
        <p className="actions">
          {isEditable(data.status) && (
            <Link to={paths.charityEdit.getHref({ url: data.url })} className="btn">
              Edytuj zbiórkę
            </Link>
          )}
          {data.status === 'draft' && (
            <button type="button" className="btn btn--primary" onClick={() => void submitForReview()} disabled={sending}>
              {sending ? 'Wysyłanie…' : 'Wyślij do akceptacji'}
            </button>
          )}
          {data.status === 'active' && (
            <Link to={paths.charity.getHref({ name: data.url })} className="btn btn--primary">
              Zobacz na stronie zbiórek
            </Link>
          )}
        </p>
      </section>
      <CharityPreview charity={data} />
      {hasPublicPage(data) && <UpdatePoster charityId={data.id} />}
    </div>
  );
}

/** Spec §2: /user/charity/:url/preview — the owner's fundraiser in any status, as the public will see it. */
export function CharityPreviewPage() {
  const { url = '' } = useParams();
  return (
    <RequireUser>
      <OnlineOnly what="Podgląd zbiórki">
        <Preview url={url} />
      </OnlineOnly>
    </RequireUser>
  );
}
