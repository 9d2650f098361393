// The panel's entry (admin.html, issue 38 item 5): no page is drawn by the server here, so nothing waits for a
// first paint; the layout's stylesheet, React, the router, the panel's layout and guard are all in this entry's
// modules (the HTML preloads them at once), and the desk's screen is preloaded beside them.
import './panel.css';
import { startPanel } from './app/panel-start';

startPanel();
