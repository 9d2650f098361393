import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnPortal } from './browser.js';
import { REPO_ROOT } from './child-process.js';

/**
 * Once per e2e run: build the web for production into a folder of its own (the portals serve it via
 * WEB_DIST, so web/dist is never touched) and seed the demo database once
 * (SEED_DEMO=1: 130 fundraisers with pictures and donations, about 20 s). Each test file's portal
 * starts on its own copy of that database, so no file sees another's donations.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const webDist = mkdtempSync(path.join(tmpdir(), 'zlota-e2e-web-'));
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'web/scripts/build.mjs'), '--out-dir', webDist, '--quiet'], { cwd: REPO_ROOT, stdio: 'inherit' });
  const built = Date.now();
  const templateDir = mkdtempSync(path.join(tmpdir(), 'zlota-e2e-template-'));
  const portal = await spawnPortal(templateDir, { SEED_DEMO: '1', WEB_DIST: webDist });
  await portal.stop(); // SIGTERM: the server closes the database cleanly, so the copy is whole
  process.stdout.write(`e2e: web built in ${built - started} ms, demo database seeded in ${Date.now() - built} ms\n`);
  project.provide('e2eTemplateDir', templateDir);
  project.provide('e2eWebDist', webDist);
  return () => {
    rmSync(templateDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  };
}
