import { createHash } from 'node:crypto';

/**
 * Chromium offers to install the portal 300–570 ms after load, before the app's scripts listen (issue 37 item 1).
 * This script, inline in every drawn page's head, keeps the offer (without the browser's own mini-infobar) for the
 * app: `window.__zrInstallPrompt` (web/src/pwa/install-prompt.ts).
 */
export const INSTALL_PROMPT_CATCHER =
  "addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.__zrInstallPrompt=e;dispatchEvent(new Event('zr-install-prompt'))});";

/** The catcher's CSP source: its SHA-256, computed from the script itself so the two never part. */
export const INSTALL_PROMPT_CATCHER_SOURCE = `'sha256-${createHash('sha256').update(INSTALL_PROMPT_CATCHER).digest('base64')}'`;

/** The page's head with the catcher first, before any other script or style is asked for. */
export const withInstallPromptCatcher = (html: string) => html.replace(/<head>/, (head) => `${head}\n    <script>${INSTALL_PROMPT_CATCHER}</script>`);
