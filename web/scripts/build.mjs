// `npm run build -w @zlota/web [-- --out-dir DIR] [--quiet]`: the production web in two parts — the PWA the
// browser loads (DIR, default web/dist) and the server's renderer of first screens (DIR/.ssr/entry-server.js,
// loaded by server/src/web/server-render.ts; a dot-folder, so it is neither served nor precached).
import path from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { 'out-dir': { type: 'string' }, quiet: { type: 'boolean', default: false } } });
const outDir = path.resolve(values['out-dir'] ?? path.join(root, 'dist'));
const logLevel = values.quiet ? 'warn' : 'info';
// The vitest and tsx callers run with NODE_ENV=test or none: the build is React's production one whatever they say.
process.env.NODE_ENV = 'production';

await build({ root, logLevel, build: { outDir, emptyOutDir: true } });
await build({ root, logLevel, build: { ssr: 'src/entry-server.tsx', outDir: path.join(outDir, '.ssr'), emptyOutDir: true } });
