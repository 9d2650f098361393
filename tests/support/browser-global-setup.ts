import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnPortal } from './browser.js';
import { REPO_ROOT } from './child-process.js';

/**
 * Once per e2e run: build the web (web/dist, which the server serves) and seed the demo database once
 * (SEED_DEMO=1: 130 fundraisers with pictures and donations, about 20 s). Each test file's portal
 * starts on its own copy of that database, so no file sees another's donations.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  // Built aside, then copied over web/dist without removing what is there: a portal still running from an
  // earlier build (another run on this machine) keeps finding the hashed assets its page names.
  const buildDir = mkdtempSync(path.join(tmpdir(), 'zlota-e2e-web-'));
  try {
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build', 'web', '--outDir', buildDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    const webDist = path.join(REPO_ROOT, 'web/dist');
    mkdirSync(webDist, { recursive: true });
    cpSync(buildDir, webDist, { recursive: true, force: true });
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
  const built = Date.now();
  const templateDir = mkdtempSync(path.join(tmpdir(), 'zlota-e2e-template-'));
  const portal = await spawnPortal(templateDir, { SEED_DEMO: '1' });
  await portal.stop(); // SIGTERM: the server closes the database cleanly, so the copy is whole
  process.stdout.write(`e2e: web built in ${built - started} ms, demo database seeded in ${Date.now() - built} ms\n`);
  project.provide('e2eTemplateDir', templateDir);
  return () => rmSync(templateDir, { recursive: true, force: true });
}
