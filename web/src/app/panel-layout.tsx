import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import type { FoundationView } from '@zlota/shared/entities';
import { catalogPaths } from '@zlota/shared/first-load';
import { LoadingStatus } from '../components/ui/loading-status';
import { useRemote } from '../hooks/use-remote';
import { getEarly } from '../lib/prefetch';
import { PageFrame } from './page-frame';

/** What the panel's <main> shows while a screen's script loads: a heading's and a section's blocks, hidden from screen readers. */
export function PanelSkeleton() {
  return (
    <div className="admin">
      <LoadingStatus />
      <div className="page-skeleton" aria-hidden="true">
        <span className="skeleton skeleton--heading" style={{ width: '40%' }} />
        <span className="skeleton page-skeleton__block" />
      </div>
    </div>
  );
}

/**
 * The foundation's record straight from the API (the panel works online only): not through the device's catalog
 * (Dexie), which the panel's first load then need not open. Asked for at the start (panel-start.tsx).
 */
function usePanelFoundation(): FoundationView | null | undefined {
  const remote = useRemote('foundation', (signal) => getEarly<FoundationView>(catalogPaths.foundation(), signal));
  return remote.status === 'ready' ? remote.data : remote.status === 'error' ? null : undefined;
}

/**
 * The panel's own layout (issue 38 item 5), the page around every /admin screen when the panel is the first thing
 * the tab loads (panel-start.tsx): the navbar, cookie banner and footer as on every page, no public quote, offline
 * notice or how-to; <main> fills the viewport, so the footer is out of sight and nothing in sight moves when the
 * screen's data arrives.
 */
export function PanelLayout({ hydrating = false }: { hydrating?: boolean }) {
  return (
    <PageFrame hydrating={hydrating} foundation={usePanelFoundation()} mainClassName="main--fill">
      {hydrating ? (
        <PanelSkeleton />
      ) : (
        <Suspense fallback={<PanelSkeleton />}>
          <Outlet />
        </Suspense>
      )}
    </PageFrame>
  );
}
