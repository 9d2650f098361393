import type { Request, Response } from 'express';
import { matchesEtag } from '../../http/etag.js';

/**
 * One uploaded file of the foundation (a document, the logo), revalidated on every read so a new version shows at
 * once, by its SHA-256 as ETag; its type as its bytes say, never sniffed further by the browser.
 */
export function sendUpload(req: Request, res: Response, upload: { data: Buffer; sha256: string }, contentType: string): void {
  const etag = `"${upload.sha256}"`;
  res.set({ 'Cache-Control': 'no-cache', ETag: etag, 'X-Content-Type-Options': 'nosniff' });
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.status(304).end();
    return;
  }
  res.type(contentType).send(upload.data);
}
