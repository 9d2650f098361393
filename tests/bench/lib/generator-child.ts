// A load generator in a process of its own (issue 38 item 6): forked by generators.ts, it takes one job by message and
// answers with its figures, so its work never shares the event loop of the bench process that drives the donations.
// Jobs: `crawl` walks random list pages until told to stop; `load` runs autocannon (load.ts) once.
import { measureLoad, type LoadRequests, type LoadSettings } from './load.js';

export type GeneratorJob =
  | { kind: 'crawl'; baseUrl: string; pages: number; size: number; connections: number }
  | { kind: 'load'; url: string; settings: LoadSettings; headers?: LoadRequests['headers'] };

let stopping = false;

async function crawl(job: Extract<GeneratorJob, { kind: 'crawl' }>): Promise<number> {
  let read = 0;
  await Promise.all(
    Array.from({ length: job.connections }, async () => {
      while (!stopping) {
        const page = 1 + Math.floor(Math.random() * job.pages);
        const response = await fetch(`${job.baseUrl}/api/charity?page=${page}&size=${job.size}`);
        await response.arrayBuffer();
        read += 1;
      }
    }),
  );
  return read;
}

process.on('message', (message: { job?: GeneratorJob; stop?: boolean }) => {
  if (message.stop) stopping = true;
  const { job } = message;
  if (!job) return;
  const work = job.kind === 'crawl' ? crawl(job) : measureLoad(job.url, job.settings, job.headers ? { headers: job.headers } : {});
  work.then(
    (result) => process.send!({ result }, () => process.disconnect()),
    (error: unknown) => process.send!({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }, () => process.disconnect()),
  );
});
process.send!({ ready: true });
