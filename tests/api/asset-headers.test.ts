// Issue 38 item 3: a static asset gets its long-cache headers and only the security headers that apply to a file that
// is not a document (nosniff, resource policy, referrer policy): the page's CSP and framing rules stay on pages.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useApiServer } from '../support/api-server.js';
import { webShell } from '../support/web-shell.js';

const web = webShell();
mkdirSync(path.join(web, 'assets'));
writeFileSync(path.join(web, 'assets', 'index-a1b2c3d4.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
const portal = useApiServer({ WEB_DIST: web });

const DOCUMENT_ONLY = ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection', 'x-dns-prefetch-control'];

describe('security headers of assets and pages', () => {
  it('an asset carries only what applies to a file, and its year of caching', async () => {
    const response = await fetch(`${portal.server.url}/assets/index-a1b2c3d4.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    for (const name of DOCUMENT_ONLY) expect(response.headers.get(name), name).toBeNull();
  });

  it('a page and an API answer keep every header', async () => {
    for (const url of ['/', '/api/charity']) {
      const response = await fetch(`${portal.server.url}${url}`, { headers: { accept: url === '/' ? 'text/html' : 'application/json' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });
});
