import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingStatus } from '../components/ui/loading-status';
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
 * The panel's own layout (issue 38 item 5), the page around every /admin screen when the panel is the first thing
 * the tab loads (panel-start.tsx): the navbar, cookie banner and footer as on every page, no public quote, offline
 * notice or how-to; <main> fills the viewport, so the footer is out of sight and nothing in sight moves when the
 * screen's data arrives.
 */
export function PanelLayout({ hydrating = false }: { hydrating?: boolean }) {
  return (
    <PageFrame hydrating={hydrating} mainClassName="main--fill">
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
