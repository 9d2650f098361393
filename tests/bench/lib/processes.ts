// Child processes of the benchmark: the production portal (server/dist/main.js), the hello-worlds it is
// compared with, and the commands around them (build, seed). All run on the same Node as the harness.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const DB_FILE = 'zlota-rybka.sqlite';
/** Any 32+ characters: the bench signs sandbox notifications with the key the server derives from it. */
export const APP_SECRET = 'bench-app-secret-of-zlota-rybka-0123456789';

/** Settings of server/src/config.ts: a child gets only the ones the bench gives (a developer's DATABASE_URL must not leak in). */
const CONFIG_NAMES = new RegExp(
  '^(NODE_ENV|NODE_OPTIONS|PORT|HOST|PUBLIC_URL|DATA_DIR|DATABASE_URL|SMTP_URL|SMTP_FROM|APP_SECRET|ADMIN_EMAIL|ADMIN_PASSWORD|REQUIRE_ADMIN_2FA' +
    '|SEED_DEMO|PAYMENT_PROVIDER|PAYMENT_TEST_HOSTS|PAYMENT_NOTIFICATION_SOURCES|DEMO_PAYMENTS|LOG_LEVEL|TRUST_PROXY|RATE_LIMIT_\\w+|SHUTDOWN_TIMEOUT_MS|SHUTDOWN_GRACE_MS|BODY_TIMEOUT_MS|UPLOAD_TIMEOUT_MS|CATALOG_CACHE_SECONDS|EXPENSE_APPROVAL_THRESHOLD_ZL|WEB_DIST|WORKERS)$',
);

const cleanEnv = (env: Record<string, string>) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !CONFIG_NAMES.test(key))),
  ...env,
});

const KEEP_OUTPUT = 64 * 1024;

// What an interrupted run (Ctrl-C, SIGTERM) must not leave behind.
const runningChildren = new Set<ChildProcess>();
const tempDirs = new Set<string>();

/** A temporary folder, removed by removeTempDir or when the run is interrupted. */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/** At the end of the run: whatever a failed phase left. */
export function removeAllTempDirs(): void {
  for (const dir of [...tempDirs]) removeTempDir(dir);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of runningChildren) child.kill('SIGKILL');
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
    process.stderr.write(`\n[bench] interrupted (${signal}): child processes stopped, temporary folders removed\n`);
    process.exit(130);
  });
}

export interface NodeChild {
  proc: ChildProcess;
  pid: number;
  /** The last 64 KB of stdout and stderr, for error messages (the rest is read and dropped, so a chatty child never blocks). */
  output(): string;
  /** Resolves with the first stdout line that `matches`; rejects when the process ends first or time runs out. */
  waitForLine(matches: (line: string) => boolean, timeoutMs: number): Promise<string>;
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export function spawnNode(args: string[], env: Record<string, string>): NodeChild {
  const proc = spawn(process.execPath, args, { cwd: REPO_ROOT, env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  let pending = '';
  const listeners = new Set<(line: string) => void>();
  const keep = (chunk: string) => {
    tail = (tail + chunk).slice(-KEEP_OUTPUT);
  };
  proc.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    keep(chunk);
    if (listeners.size === 0) {
      const end = chunk.lastIndexOf('\n');
      pending = end === -1 ? pending + chunk : chunk.slice(end + 1);
      return;
    }
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) for (const listener of [...listeners]) listener(line);
  });
  proc.stderr!.setEncoding('utf8').on('data', keep);
  runningChildren.add(proc);
  const exited = new Promise<number | null>((resolve) =>
    proc.once('close', (code) => {
      runningChildren.delete(proc);
      resolve(code);
    }),
  );
  const running = () => proc.exitCode === null && proc.signalCode === null;
  return {
    proc,
    pid: proc.pid!,
    output: () => tail,
    exited,
    waitForLine(matches, timeoutMs) {
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => finish(new Error(`no expected output in ${timeoutMs} ms:\n${tail}`)), timeoutMs);
        const listener = (line: string) => {
          if (matches(line)) finish(undefined, line);
        };
        function finish(error: Error | undefined, line?: string) {
          clearTimeout(timer);
          listeners.delete(listener);
          if (error) reject(error);
          else resolve(line!);
        }
        listeners.add(listener);
        void exited.then((code) => finish(new Error(`the process ended (code ${code}) before it was ready:\n${tail}`)));
      });
    },
    async stop(graceMs = 15_000) {
      if (!running()) return;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => running() && proc.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs a command to its end: exit code, output and how long it took. */
export async function runToEnd(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string; ms: number }> {
  const started = performance.now();
  const child = spawnNode(args, env);
  const code = await child.exited;
  return { code, output: child.output(), ms: performance.now() - started };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** VmRSS (now) and VmHWM (the peak so far) of a process, in bytes. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/**
 * The built portal the bench runs: a private copy of server/dist beside its own web build, so that
 * another build of web/dist (the e2e suite makes one) cannot change what is measured mid-run, and
 * the bench never rewrites web/dist under someone else's tests. Dependencies come from the repository.
 */
export interface AppTree {
  root: string;
  mainJs: string;
  seedJs: string;
  webDist: string;
}

export const appTreeAt = (root: string): AppTree => ({
  root,
  mainJs: path.join(root, 'server/dist/main.js'),
  seedJs: path.join(root, 'server/dist/cli/seed.js'),
  webDist: path.join(root, 'web/dist'),
});

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces): [state, ppid, …]. */
export function statOf(pid: number): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // ended meanwhile
  }
}

/** utime + stime in clock ticks. */
export const cpuTicks = (pid: number) => {
  const fields = statOf(pid);
  return fields ? Number(fields[11]) + Number(fields[12]) : 0;
};

/** CPU ticks of a process's main thread only (its JavaScript, not the threads of the SQLite driver or libuv). */
export const mainThreadTicks = (pid: number) => {
  try {
    const text = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // ended meanwhile
  }
};

const childrenOf = (pid: number) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => Number(statOf(child)?.[1]) === pid);

/**
 * The worker processes of a WORKERS=N portal. It answers /api/health as soon as its first worker listens; the
 * others are ready once they all exist and sit idle (a worker still starting burns CPU loading its modules).
 */
export async function workersReady(primary: number, count: number): Promise<number[]> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const workers = childrenOf(primary);
    if (workers.length === count) {
      const before = workers.reduce((sum, pid) => sum + cpuTicks(pid), 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (workers.reduce((sum, pid) => sum + cpuTicks(pid), 0) - before <= 2) return workers;
    } else {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${count} workers were not ready in 180 s`);
}

/** The machine's load averages over 1, 5 and 15 minutes, as `uptime` prints them. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ');

export interface Portal {
  url: string;
  dataDir: string;
  logLevel: string;
  child: NodeChild;
  startMs: number;
  stop(): Promise<void>;
}

/**
 * `node server/dist/main.js` as production runs it. A free port chosen here rather than PORT=0: at
 * LOG_LEVEL=warn the server never prints the info line that carries its port, and PUBLIC_URL should
 * name the real address. Ready once /api/health answers 200.
 */
export async function startPortal(
  app: AppTree,
  options: {
    dataDir: string;
    logLevel: string;
    seedDemo: boolean;
    /** Seconds; unset keeps the production default. */
    catalogCacheSeconds?: number;
    /** Processes serving HTTP (WORKERS); 1 unless a phase compares more, so every hello-world comparison is process to process. */
    workers?: number;
    /** More settings of the portal's own (a first admin, say). */
    env?: Record<string, string>;
  },
): Promise<Portal> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // BENCH_CPU_PROF_DIR=/some/dir: the portal writes a V8 CPU profile there when it stops (for finding the hot frames).
  const profile = process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
  const child = spawnNode([...profile, app.mainJs], {
    NODE_ENV: 'production',
    // The bench donates through the sandbox: in production only as a demonstration, chosen explicitly.
    PAYMENT_PROVIDER: 'sandbox',
    DEMO_PAYMENTS: '1',
    LOG_LEVEL: options.logLevel,
    DATA_DIR: options.dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    APP_SECRET,
    SEED_DEMO: options.seedDemo ? '1' : '0',
    WORKERS: String(options.workers ?? 1),
    ...(options.catalogCacheSeconds === undefined ? {} : { CATALOG_CACHE_SECONDS: String(options.catalogCacheSeconds) }),
    ...options.env,
  });
  const deadline = Date.now() + 180_000;
  let ended = false;
  void child.exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`the portal ended before it was ready:\n${child.output()}`);
    if (Date.now() > deadline) {
      await child.stop();
      throw new Error(`the portal did not answer /api/health in 180 s:\n${child.output()}`);
    }
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, dataDir: options.dataDir, logLevel: options.logLevel, child, startMs: performance.now() - started, stop: () => child.stop() };
}

/** `bytes`: node:http sending the bytes of BODY_FILE (give it in `env`), the ceiling for an answer of that size. */
export type HelloKind = 'http' | 'express' | 'bytes';

export interface Hello {
  url: string;
  child: NodeChild;
  stop(): Promise<void>;
}

/** One hello-world in its own process, plain `node` (no loader), on a port it picks itself. */
export async function startHello(kind: HelloKind, env: Record<string, string> = {}): Promise<Hello> {
  const child = spawnNode([path.join(REPO_ROOT, `tests/bench/hello/${kind}.js`)], { PORT: '0', ...env });
  const line = await child.waitForLine((text) => text.startsWith('{"port"'), 20_000);
  const { port } = JSON.parse(line) as { port: number };
  return { url: `http://127.0.0.1:${port}/`, child, stop: () => child.stop() };
}
