import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The repository root: child processes run from here, as `npm start` does. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Node runs the TypeScript source of the workspaces, without a build. */
const FROM_SOURCE = ['--import', 'tsx', '--conditions=@zlota/source'];

/** The workspaces a server process is made of: their build (`tsc -b`, as `npm test` and `npm start` run it) and its record. */
const BUILT = ['server', 'shared'].map((workspace) => ({ src: path.join(REPO_ROOT, workspace, 'src'), record: path.join(REPO_ROOT, workspace, 'dist/.tsbuildinfo') }));

function newestChange(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }, statSync(dir).mtimeMs);
}

let buildIsCurrent: boolean | undefined;
/** Whether server/ and shared/ were built after their last source change (checked once per test process). */
function builtAfterSource(): boolean {
  buildIsCurrent ??= BUILT.every(({ src, record }) => existsSync(record) && statSync(record).mtimeMs >= newestChange(src));
  return buildIsCurrent;
}

/**
 * How Node runs `script` (a path under server/src): the build of it when the build is newer than every source file
 * (`npm test` builds first: a process then starts in about half the processor time, without compiling TypeScript),
 * otherwise the source itself through tsx, so that a test run after an edit never runs stale code.
 */
function howToRun(script: string): string[] {
  const built = script.replace(/^server\/src\/(.*)\.ts$/, 'server/dist/$1.js');
  return built !== script && existsSync(path.join(REPO_ROOT, built)) && builtAfterSource() ? [built] : [...FROM_SOURCE, script];
}

/** Settings of server/src/config.ts: a child gets only the ones its test gives. */
const CONFIG_NAMES = new RegExp(
  '^(NODE_ENV|PORT|HOST|PUBLIC_URL|DATA_DIR|DATABASE_URL|SMTP_URL|SMTP_FROM|APP_SECRET|ADMIN_EMAIL|ADMIN_PASSWORD|REQUIRE_ADMIN_2FA' +
    '|SEED_DEMO|FOUNDATION_FILE|PAYMENT_PROVIDER|PAYMENT_TEST_HOSTS|PAYMENT_NOTIFICATION_SOURCES|DEMO_PAYMENTS|LOG_LEVEL|TRUST_PROXY|RATE_LIMIT_\\w+|SHUTDOWN_TIMEOUT_MS|SHUTDOWN_GRACE_MS|BODY_TIMEOUT_MS|UPLOAD_TIMEOUT_MS|CATALOG_CACHE_SECONDS|EXPENSE_APPROVAL_THRESHOLD_ZL|WEB_DIST|WORKERS)$',
);

export type LogLine = Record<string, unknown> & { msg?: string };

export interface Child {
  process: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** The stdout lines that are JSON (pino). */
  logLines(): LogLine[];
  /** The first log line that matches, waiting for it; rejects when the process ends or time runs out. */
  waitForLog(matches: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** The exit code (null when killed by a signal); rejects when time runs out. */
  exit(timeoutMs?: number): Promise<number | null>;
  /** Kills the process if it still runs; safe to call twice. */
  kill(): void;
}

const running = new Set<Child>();

/** Runs `node <script> <args>` (its build when current, else from source) in the repository root with a clean configuration plus `env` (one process unless WORKERS says otherwise). */
export function runSource(script: string, env: Record<string, string>, args: string[] = []): Child {
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !CONFIG_NAMES.test(key)));
  const proc = spawn(process.execPath, [...howToRun(script), ...args], { cwd: REPO_ROOT, env: { ...base, WORKERS: '1', SHUTDOWN_GRACE_MS: '200', ...env }, stdio: 'pipe' });
  let out = '';
  let err = '';
  proc.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  proc.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<number | null>((resolve) => proc.once('close', (code) => resolve(code)));
  const within = <T>(promise: Promise<T>, timeoutMs: number, what: string) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        const timer = setTimeout(() => reject(new Error(`${what}: no answer in ${timeoutMs} ms\nstdout:\n${out}\nstderr:\n${err}`)), timeoutMs);
        void exited.then(() => clearTimeout(timer));
        void promise.then(() => clearTimeout(timer), () => clearTimeout(timer));
      }),
    ]);

  const child: Child = {
    process: proc,
    stdout: () => out,
    stderr: () => err,
    logLines: () =>
      out.split('\n').flatMap((line) => {
        try {
          return [JSON.parse(line) as LogLine];
        } catch {
          return [];
        }
      }),
    waitForLog(matches, timeoutMs = 20_000) {
      const found = new Promise<LogLine>((resolve, reject) => {
        const look = () => {
          const line = child.logLines().find(matches);
          if (line) {
            proc.stdout.off('data', look);
            resolve(line);
          }
        };
        proc.stdout.on('data', look);
        void exited.then(() => reject(new Error(`the process ended first\nstdout:\n${out}\nstderr:\n${err}`)));
        look();
      });
      return within(found, timeoutMs, 'waiting for a log line');
    },
    exit: (timeoutMs = 20_000) => within(exited, timeoutMs, 'waiting for the process to end'),
    kill() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
      running.delete(child);
    },
  };
  running.add(child);
  void exited.then(() => running.delete(child));
  return child;
}

/** For afterEach/afterAll: no child outlives its test. */
export function killAll(): void {
  for (const child of [...running]) child.kill();
}
