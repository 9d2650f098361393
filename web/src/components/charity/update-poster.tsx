import './charity-editor.css';
import { lazy, Suspense } from 'react';
import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { CharityUpdate } from '@zlota/shared/entities';
import { api } from '../../lib/api-client';
import { useRemote } from '../../hooks/use-remote';
import { PostedUpdates } from './posted-updates';

// The form (and the editor it brings) is its own chunk: only the owner's and the panel's screens load it.
const UpdateForm = lazy(() => import('./update-form').then((m) => ({ default: m.UpdateForm })));

/** "Aktualności" on the owner's fundraiser in Konto and on its screen in the foundation's panel: post one, or take one back. */
export function UpdatePoster({ charityId }: { charityId: number }) {
  const updates = useRemote(`updates:${charityId}`, () => api.get<CharityUpdate[]>(apiPath(API_ROUTES.charityUpdates, { id: charityId })));
  return (
    <section className="update-poster" aria-labelledby={`update-poster-${charityId}`}>
      <h2 id={`update-poster-${charityId}`}>Aktualności</h2>
      <p>Aktualność od razu pojawia się na stronie zbiórki. Darczyńcy, którzy przy wpłacie o to poprosili, dostaną ją e-mailem.</p>
      <Suspense
        fallback={
          <p className="loading" role="status">
            Wczytywanie formularza…
          </p>
        }
      >
        <UpdateForm charityId={charityId} onPosted={updates.reload} />
      </Suspense>
      <h3>Opublikowane aktualności</h3>
      {updates.status === 'ready' ? (
        <PostedUpdates updates={updates.data} onDeleted={updates.reload} />
      ) : updates.status === 'error' ? (
        <p role="alert">{updates.message}</p>
      ) : (
        <p className="loading" role="status">
          Wczytywanie aktualności…
        </p>
      )}
    </section>
  );
}
