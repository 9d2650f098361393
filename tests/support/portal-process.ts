import { runSource, type Child } from './child-process.js';

const MAIN = 'server/src/main.ts';
const LISTENING = 'Złota rybka nasłuchuje';

/**
 * `npm start` from source with WORKERS processes (a test build, a free port, info logs, no demo data) plus `env`,
 * once every process listens: the child and the portal's address.
 */
export async function startPortalProcess(workers: string, env: Record<string, string>, startMs = 180_000): Promise<{ child: Child; url: string }> {
  const child = runSource(MAIN, { NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'info', SEED_DEMO: '0', ...env, WORKERS: workers });
  await child.waitForLog(() => child.logLines().filter((line) => line.msg === LISTENING).length >= Number(workers), startMs);
  return { child, url: `http://127.0.0.1:${child.logLines().find((line) => line.msg === LISTENING)!.port as number}` };
}
