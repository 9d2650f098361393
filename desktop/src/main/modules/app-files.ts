import path from 'node:path';
import { APP_ORIGIN } from './navigation-policy.js';

// What the app:// protocol serves (protocol.ts): files of the web's build packaged inside the app, and nothing
// outside that folder. A path without a file extension is a screen of the single-page app: index.html.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file under `root` an app:// URL names, or undefined (not the app's origin, outside the folder, odd encoding). */
export function appFileFor(url: string, root: string): { file: string; type: string } | undefined {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return undefined;
  }
  if (`${target.protocol}//${target.host}` !== APP_ORIGIN) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(target.pathname);
  } catch {
    return undefined;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return undefined;
  const extension = path.posix.extname(pathname).toLowerCase();
  const relative = extension ? pathname : '/index.html';
  const file = path.resolve(root, `.${path.posix.normalize(relative)}`);
  if (!file.startsWith(path.resolve(root) + path.sep)) return undefined;
  const type = TYPES[extension || '.html'];
  return type ? { file, type } : undefined;
}

/** The app's CSP (checklist 7): its own scripts only; calls only to the chosen server; no plugins, frames or forms elsewhere. */
export function contentSecurityPolicy(serverUrl: string | null): string {
  const connect = serverUrl ? `'self' ${serverUrl}` : "'self'";
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${serverUrl ? ` ${serverUrl}` : ''}`,
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "worker-src 'none'",
    "object-src 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Pictures of fundraisers: the web names them `/api/images/…` on its own origin; for app:// pages main fetches them
 * from the chosen server (only that path, only pictures). Undefined for anything else.
 */
export function serverImageUrl(url: string, serverUrl: string | null): string | undefined {
  if (!serverUrl) return undefined;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return undefined;
  }
  if (`${target.protocol}//${target.host}` !== APP_ORIGIN || !/^\/api\/images\/[A-Za-z0-9._-]+$/.test(target.pathname)) return undefined;
  return `${serverUrl}${target.pathname}${target.search}`;
}
