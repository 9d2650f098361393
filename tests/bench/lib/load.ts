// autocannon with the same settings for every target, a warm-up first, and the figures the report keeps.
import http from 'node:http';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

export interface LoadSettings {
  connections: number;
  pipelining: number;
  durationS: number;
  warmupS: number;
}

export interface LoadResult {
  url: string;
  settings: LoadSettings;
  requests: number;
  /** Completed requests per second over the measured window (not the warm-up). */
  rps: number;
  latencyMs: { p50: number; p90: number; p99: number; mean: number; max: number };
  bytesPerS: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The machine's 1-minute load average before and after: a hint of how noisy the neighbours were. */
  loadavg: [number, number];
}

/**
 * autocannon keeps every answer's body as a string (`body += chunk`, in its pipelined-requests queue) although the
 * bench never reads it. For a picture that means decoding 10 KB of binary as UTF-8 on every answer: the load
 * generator then measured itself (node:http sending 10 KB of WebP: 3,065 req/s with the decoding, 18,887 without;
 * the same 10 KB of ASCII: 15,732). So the bodies are counted (bytes) but not kept, for every target alike.
 */
function countBodiesOnly(client: autocannon.Client): void {
  (client as unknown as { pipelinedRequests: { addBody(data: Buffer): void } }).pipelinedRequests.addBody = () => {};
}

/** What every request of a load carries: headers, and (`path`) a path of its own made for each request. */
export interface LoadRequests {
  headers?: Record<string, string>;
  path?: () => string;
}

function fire(url: string, settings: LoadSettings, durationS: number, requests: LoadRequests = {}): Promise<autocannon.Result> {
  const { headers, path } = requests;
  const perRequest = path ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: path() }) }] } : {};
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: settings.connections, pipelining: settings.pipelining, duration: durationS, timeout: 30, setupClient: countBodiesOnly, ...(headers ? { headers } : {}), ...perRequest },
      (error, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result)),
    );
  });
}

export async function measureLoad(url: string, settings: LoadSettings, requests: LoadRequests = {}): Promise<LoadResult> {
  if (settings.warmupS > 0) await fire(url, settings, settings.warmupS, requests);
  const before = loadavg()[0]!;
  const result = await fire(url, settings, settings.durationS, requests);
  const { latency } = result;
  return {
    url,
    settings,
    requests: result.requests.total,
    rps: result.requests.total / result.duration,
    latencyMs: { p50: latency.p50, p90: latency.p90, p99: latency.p99, mean: latency.mean, max: latency.max },
    bytesPerS: result.throughput.average,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    loadavg: [before, loadavg()[0]!],
  };
}

export interface SequentialResult {
  url: string;
  requests: number;
  rps: number;
  /** Measured here to the microsecond (autocannon keeps whole milliseconds, too coarse for a 1 ms request). */
  latencyMs: { p50: number; p90: number; p99: number; mean: number; max: number };
  failed: number;
  loadavg: [number, number];
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** One visitor: requests one after another on one kept-alive connection, for `durationS` after a warm-up. */
export async function measureSequential(
  url: string,
  settings: { durationS: number; warmupS: number },
  headers: Record<string, string> = {},
): Promise<SequentialResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      });
      request.on('error', reject);
    });
  try {
    const warmEnd = performance.now() + settings.warmupS * 1000;
    while (performance.now() < warmEnd) await once().catch(() => 0);
    const before = loadavg()[0]!;
    const latencies: number[] = [];
    let failed = 0;
    const started = performance.now();
    const end = started + settings.durationS * 1000;
    while (performance.now() < end) {
      const t = performance.now();
      const status = await once().catch(() => 0);
      latencies.push(performance.now() - t);
      if (status < 200 || status >= 300) failed++;
    }
    const elapsedS = (performance.now() - started) / 1000;
    return {
      url,
      requests: latencies.length,
      rps: latencies.length / elapsedS,
      latencyMs: {
        p50: percentile(latencies, 50),
        p90: percentile(latencies, 90),
        p99: percentile(latencies, 99),
        mean: latencies.reduce((s, v) => s + v, 0) / latencies.length,
        max: Math.max(...latencies),
      },
      failed,
      loadavg: [before, loadavg()[0]!],
    };
  } finally {
    agent.destroy();
  }
}
