import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import { cardDescription } from '@zlota/shared/text';
import type { Deps } from '../deps.js';
import { findByNameOrId, isPublic } from '../components/charities/catalog-use-case.js';
import { listPromoted } from '../components/charities/charities-repository.js';
import { injectHead, type HeadTags } from './html-head.js';
import { metaOf, pageForPath } from './page-for-path.js';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../../web/dist');

/** The tags of a path: a fundraiser's own title, description and image, or its page's; 404 for the unknown. */
async function headFor(deps: Deps, pathname: string): Promise<{ status: number; tags: HeadTags }> {
  const page = pageForPath(pathname);
  const canonical = `${deps.config.publicUrl}${pathname}`;
  if (page.kind === 'page' && page.name === 'home') {
    // The home page's largest paint is the first banner: the same URL the carousel's <img> uses.
    const [first] = await listPromoted(deps.db, 1);
    const preloadImage = first?.image ? `/api/images/${first.image}?variant=banner` : undefined;
    return { status: 200, tags: { ...metaOf('home'), canonical, ...(preloadImage ? { preloadImage } : {}) } };
  }
  if (page.kind === 'page') return { status: page.name === 'notFound' ? 404 : 200, tags: { ...metaOf(page.name), canonical } };
  if (page.kind === 'unknown') return { status: 404, tags: metaOf('notFound') };
  const charity = await findByNameOrId(deps, page.name);
  if (!charity || !isPublic(charity)) return { status: 404, tags: metaOf('notFound') };
  return {
    status: 200,
    tags: {
      title: charity.title,
      description: cardDescription(charity.short_description),
      canonical: `${deps.config.publicUrl}/zbiorka/${encodeURIComponent(charity.url)}`,
      type: 'article',
      ...(charity.image ? { image: `${deps.config.publicUrl}/api/images/${charity.image}?variant=banner` } : {}),
    },
  };
}

/**
 * Serves the built PWA: hashed assets for a year, the service worker and the shell never cached,
 * and every other GET answered with the shell, its head filled in for that path.
 */
export function serveWeb(app: Express, deps: Deps, webDist = deps.config.webDist ?? WEB_DIST): void {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    deps.logger.warn({ webDist }, 'Brak zbudowanej aplikacji web (npm run build): serwer odpowiada tylko API');
    return;
  }
  const shell = fs.readFileSync(indexFile, 'utf8');
  app.use(
    express.static(webDist, {
      index: false,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.get(/^(?!\/api\/).*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    const { status, tags } = await headFor(deps, req.path);
    res.status(status).set('Cache-Control', 'no-cache').type('html').send(injectHead(shell, tags));
  });
}
