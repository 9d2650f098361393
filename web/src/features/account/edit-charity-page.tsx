import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { CharityDetails } from '@zlota/shared/entities';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { OnlineOnly } from '../../components/layout/online-only';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/document-meta';
import { accountApi } from './api/account-api';
import { CharityForm } from '../../components/charity/charity-form';
import { LoadProblem } from '../../components/ui/load-problem';
import { RequireUser } from '../../components/user/require-user';
import { useNotify } from '../../hooks/use-notify';
import { useRemote } from '../../hooks/use-remote';
import { charityRequestBody, valuesFromCharity } from '../../components/charity/logic/charity-form';
import { imageUrl } from '@zlota/shared/images';
import { isEditable } from './logic/labels';
import { PublishedCharityForm } from './components/published-charity-form';
import './account.css';

function EditCharity({ url }: { url: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const charity = useRemote(`preview:${url}`, () => accountApi.preview(url));
  useDocumentMeta(charity.status === 'ready' ? `Edycja: ${charity.data.title}` : 'Edycja zbiórki');
  if (charity.status !== 'ready' && charity.status !== 'error') return <p className="page loading" role="status">Wczytywanie zbiórki…</p>;
  if (charity.status === 'error') {
    return <LoadProblem title="Nie udało się wczytać zbiórki" message={charity.message} onRetry={charity.reload} back={{ href: paths.account.getHref(), label: 'Wróć do konta' }} />;
  };
  const { data } = charity;
  const back = (
    <p className="account-back">
      <Link to={paths.account.getHref()}>← Wróć do konta</Link>
    </p>
  );
  // Published: the description and the picture, through a revision.
  if (data.status === 'active') return <EditPublishedCharity charity={data} reload={charity.reload} back={back} />;
  if (!isEditable(data.status)) {
    return (
      <section className="page page--narrow" aria-labelledby="charity-editor-title">
        {back}
        <h1 id="charity-editor-title">Edycja zbiórki</h1>
        <p className="form-error">{CHARITY_MESSAGES.notEditable}</p>
        <Link to={paths.contact.getHref()} className="btn">
          Napisz do fundacji
        </Link>
      </section>
    );
  }
  return (
    <section className="page charity-editor" aria-labelledby="charity-editor-title">
      {back}
      <h1 id="charity-editor-title">Edycja zbiórki</h1>
      <p className="charity-editor__lead">„{data.title}” — wprowadź zmiany i zapisz. Zdjęcie zmienisz, wybierając nowe.</p>
      <CharityForm
        initial={valuesFromCharity(data)}
        currentImageUrl={data.image ? imageUrl(data.image, 'card') : null}
        mode={data.status === 'submitted' ? 'submitted' : 'draft'}
        save={async (body, image) => {
          const saved = await accountApi.updateCharity(data.id, charityRequestBody(body, image));
          notify.success(body.submit ? 'Zbiórka wysłana do akceptacji' : 'Zmiany zapisane');
          void navigate(paths.charityPreview.getHref({ url: saved.url }));
        }}
      />
    </section>
  );
}

/** A published fundraiser: its description and picture, through a revision; the page says when one waits. */
function EditPublishedCharity({ charity, reload, back }: { charity: CharityDetails; reload: () => void; back: ReactNode }) {
  const revisions = useRemote(`revisions:${charity.id}`, () => accountApi.revisions(charity.id));
  return (
    <section className="page charity-editor" aria-labelledby="charity-editor-title">
      {back}
      <h1 id="charity-editor-title">Edycja zbiórki</h1>
      <p className="charity-editor__lead">
        „{charity.title}” jest opublikowana. Możesz zmienić jej opis i zdjęcie; cel, kwotę i podopiecznego zmienia fundacja.{' '}
        <Link to={paths.charity.getHref({ name: charity.url })}>Zobacz stronę zbiórki</Link>
      </p>
      {revisions.status === 'error' ? (
        <LoadProblem title="Nie udało się wczytać zmian zbiórki" message={revisions.message} onRetry={revisions.reload} back={{ href: paths.account.getHref(), label: 'Wróć do konta' }} />
      ) : revisions.status !== 'ready' ? (
        <p className="loading" role="status">Wczytywanie zmian…</p>
      ) : (
        <PublishedCharityForm
          key={revisions.data[0]?.id ?? 0}
          charity={charity}
          revisions={revisions.data}
          onSaved={() => {
            reload();
            revisions.reload();
          }}
        />
      )}
    </section>
  );
}

/** The owner changes a fundraiser until the foundation publishes it (PUT charity/{id}); after that, its description and picture. */
export function EditCharityPage() {
  const { url = '' } = useParams();
  return (
    <RequireUser>
      <OnlineOnly what="Edycja zbiórki">
        <EditCharity url={url} />
      </OnlineOnly>
    </RequireUser>
  );
}
