// The stylesheets of the layout, the catalog and the foundation's own pages, whose screens the server draws: one
// file, linked from the HTML, so a drawn page has all its styles in its first paint. Other features bring theirs
// with their screens.
import './styles.css';
import './features/catalog/catalog.css';
import './components/charity/charity-page.css';
import './components/charity/statistics.css';
import './features/static-pages/static-pages.css';
import { fetchAppModules } from './app-modules';
import { nextTask } from './lib/next-task';

/**
 * A page the server drew (entry-server.tsx) is readable before any script runs: the app starts once the browser
 * has painted it, so its scripts never hold that first paint back, wherever they come from. A hidden tab does not
 * paint, so it starts at once. The app's scripts are asked for only then, all at once (app-modules.ts): before it they
 * would take a slow link's bandwidth from the page's stylesheet and picture.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState !== 'visible') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

// The app's modules are asked for, then React (the largest library, whole in its chunk) is evaluated in a task of its
// own, then the app (start.tsx), then its start. (A library imported here whole would lose its tree-shaking:
// react-router's would double.)
void afterFirstPaint()
  .then(fetchAppModules)
  .then(nextTask)
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./app/start'))
  .then(async ({ start }) => {
    await nextTask();
    start();
  });
