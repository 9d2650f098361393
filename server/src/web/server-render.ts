import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerRender } from '@zlota/shared/first-load';
import type { Logger } from '../libraries/logger.js';

/** Where `npm run build` puts the web's server renderer (web/src/entry-server.tsx), inside the built web. */
export const rendererFile = (webDist: string) => path.join(webDist, '.ssr', 'entry-server.js');

/**
 * The web's server renderer, or null when the web was built without it: pages are then served as the bare
 * shell and drawn by the browser alone, as before.
 */
export async function loadServerRender(webDist: string, logger: Logger): Promise<ServerRender | null> {
  const file = rendererFile(webDist);
  if (!fs.existsSync(file)) {
    logger.warn({ file }, 'Brak renderera stron (npm run build): strony rysuje tylko przeglądarka');
    return null;
  }
  const module = (await import(pathToFileURL(file).href)) as { render?: ServerRender };
  if (typeof module.render !== 'function') throw new Error(`${file} nie eksportuje funkcji render`);
  return module.render;
}
