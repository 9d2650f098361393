// The panel's entry (admin.html, issue 38 item 5). No page is drawn by the server here, so nothing waits for a first
// paint: the first answers are asked for at once, and React, the router, the panel's layout and guard (their modules
// all preloaded by the HTML, with the desk's screen: vite.config.ts) are evaluated in tasks of their own, so that
// none of them is one long task.
import './panel.css';
import { askEarly } from './app/panel-early';
import { nextTask } from './lib/next-task';

askEarly();
void import('react-dom/client')
  .then(nextTask)
  .then(() => import('./app/panel-start'))
  .then(async ({ startPanel }) => {
    await nextTask();
    startPanel();
  });
