// The campaign's load generators, each in a child process (generator-child.ts): on 2 cores a generator inside the bench
// process would slow the donations' own generator, and the bench would measure itself rather than the portal.
import { fork } from 'node:child_process';
import path from 'node:path';
import type { GeneratorJob } from './generator-child.js';
import type { LoadResult, LoadSettings } from './load.js';

interface Running<T> {
  /** Resolves once the child has its job (forking and loading it takes about a second). */
  started: Promise<void>;
  result: Promise<T>;
  /** Asks a job that runs until told (a crawl) to finish and answer. */
  stop(): void;
}

function runJob<T>(job: GeneratorJob): Running<T> {
  // The same loader as the bench (`node --import tsx --conditions=@zlota/source`): process.execArgv is inherited.
  const child = fork(path.join(import.meta.dirname, 'generator-child.ts'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let begun = () => {};
  const started = new Promise<void>((resolve) => (begun = resolve));
  const result = new Promise<T>((resolve, reject) => {
    let answered = false;
    child.on('message', (message: { ready?: boolean; result?: T; error?: string }) => {
      if (message.ready) child.send({ job }, () => begun());
      else if (message.error !== undefined) {
        answered = true;
        reject(new Error(`the ${job.kind} generator failed: ${message.error}`));
      } else if ('result' in message) {
        answered = true;
        resolve(message.result as T);
      }
    });
    child.on('exit', (code) => {
      begun();
      if (!answered) reject(new Error(`the ${job.kind} generator ended (code ${code}) without an answer`));
    });
  });
  return { started, result, stop: () => child.connected && child.send({ stop: true }) };
}

/** `connections` loops walking random list pages (`pages` of `size`), from when `started` resolves until `stop()`: how many pages they read. */
export function startCrawler(options: { baseUrl: string; pages: number; size: number; connections: number }): { started: Promise<void>; stop(): Promise<number> } {
  const running = runJob<number>({ kind: 'crawl', ...options });
  return {
    started: running.started,
    stop: () => {
      running.stop();
      return running.result;
    },
  };
}

/** measureLoad (load.ts) in a child process. */
export const measureLoadInChild = (url: string, settings: LoadSettings, headers?: Record<string, string>): Promise<LoadResult> =>
  runJob<LoadResult>({ kind: 'load', url, settings, ...(headers ? { headers } : {}) }).result;
