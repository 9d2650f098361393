// Phase 4: the web as a visitor gets it — Lighthouse 12 (mobile and desktop) on Debian's Chromium, and
// every JavaScript and CSS chunk the first load of / transfers.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type * as ChromeLauncherApi from 'chrome-launcher';
import type * as LighthouseApi from 'lighthouse';
import { chromium, type Response } from 'playwright-core';
import { progress, type BenchContext } from '../lib/context.js';
import { REPO_ROOT } from '../lib/processes.js';
import { fmt, type Budget, type PhaseOutcome, type Section } from '../lib/report.js';
import { CHROMIUM_ARGS } from '../../support/browser-env.js';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = CHROMIUM_ARGS;

/** 170 KB of JavaScript, KB read as 1 000 bytes (the stricter reading). */
const JS_BUDGET_BYTES = 170_000;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export const pagePaths = (ctx: BenchContext) => ({
  home: '/',
  charity: `/zbiorka/${encodeURIComponent(ctx.target.url)}`,
  search: `/zbiorki/szukaj/${encodeURIComponent(ctx.target.searchTerm)}`,
});

// ---- bytes of the first load --------------------------------------------------------------------

interface Chunk {
  path: string;
  type: 'js' | 'css';
  /** Bytes of the body on the wire, as the server sent it (Content-Encoding applied, if any). */
  transferred: number;
  contentEncoding: string | null;
  raw: number;
  /** gzip -6 of the body: what it would weigh served compressed. */
  gzip: number;
}

const typeOf = (response: Response): Chunk['type'] | undefined => {
  const pathname = new URL(response.url()).pathname;
  const contentType = response.headers()['content-type'] ?? '';
  if (pathname.endsWith('.js') || contentType.includes('javascript')) return 'js';
  if (pathname.endsWith('.css') || contentType.includes('text/css')) return 'css';
  return undefined;
};

async function firstLoadChunks(baseUrl: string): Promise<{ chunks: Chunk[]; requests: number }> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    // A fresh profile; the service worker blocked, so only what the page itself loads is counted.
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 }, locale: 'pl-PL' });
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await page.locator('main article').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const chunks: Chunk[] = [];
    for (const response of responses) {
      const type = typeOf(response);
      if (!type || response.status() !== 200) continue;
      const [sizes, body] = await Promise.all([response.request().sizes(), response.body()]);
      chunks.push({
        path: new URL(response.url()).pathname,
        type,
        transferred: sizes.responseBodySize,
        contentEncoding: response.headers()['content-encoding'] ?? null,
        raw: body.byteLength,
        gzip: gzipSync(body).byteLength,
      });
    }
    await context.close();
    return { chunks, requests: responses.length };
  } finally {
    await browser.close();
  }
}

/** What the service worker downloads in the background after a first visit (its precache list in web/dist/sw.js). */
function precacheSize(webDist: string): { files: number; raw: number; gzip: number } {
  const sw = readFileSync(path.join(webDist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"?url"?:\s*"([^"]+)"/g)].map((m) => m[1]!);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = path.join(webDist, url);
    raw += statSync(file).size;
    gzip += gzipSync(readFileSync(file)).byteLength;
  }
  return { files: urls.length, raw, gzip };
}

// ---- Lighthouse ---------------------------------------------------------------------------------

interface LighthouseRun {
  page: string;
  path: string;
  preset: 'mobile' | 'desktop';
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Lighthouse's own estimate of what text compression would save (bytes). */
  textCompressionSavings: number | null;
  /** The elements that moved most (Lighthouse's “Avoid large layout shifts”), and the LCP element. */
  layoutShifts: Array<{ element: string; score: number }>;
  lcpElement: string | null;
  warnings: string[];
  runtimeError: string | null;
  reportFile: string;
  attempts: number;
}

// Types only: both modules are heavy and loaded (dynamically) by this phase alone.
type LighthouseModule = typeof LighthouseApi;
type ChromeLauncher = typeof ChromeLauncherApi;
const ATTEMPTS = 2;

async function lighthouseOnce(
  tools: { lighthouse: LighthouseModule; chromeLauncher: ChromeLauncher },
  target: { baseUrl: string; page: LighthouseRun['page']; path: string; preset: LighthouseRun['preset'] },
  outDir: string,
): Promise<Omit<LighthouseRun, 'attempts'>> {
  const { default: lighthouse, desktopConfig } = tools.lighthouse;
  // A fresh Chromium for every run, as Lighthouse recommends.
  const chrome = await tools.chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      `${target.baseUrl}${target.path}`,
      { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      target.preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${target.path} (${target.preset})`);
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const items = (id: string) => ((lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? []) as Array<Record<string, unknown>>;
    const nodeText = (node: unknown) => {
      const n = node as { selector?: string; snippet?: string } | undefined;
      return n ? `${n.selector ?? ''} ${n.snippet ?? ''}`.trim().slice(0, 160) : '(not an element)';
    };
    const lcpNode = items('largest-contentful-paint-element')
      .flatMap((item) => (item.items as Array<Record<string, unknown>> | undefined) ?? [item])
      .find((item) => item.node)?.node;
    const reportFile = path.join(outDir, `${target.page}-${target.preset}.html`);
    writeFileSync(reportFile, Array.isArray(result.report) ? result.report.join('\n') : result.report);
    return {
      page: target.page,
      path: target.path,
      preset: target.preset,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null])) as LighthouseRun['scores'],
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
      textCompressionSavings: (lhr.audits['uses-text-compression']?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? null,
      layoutShifts: items('layout-shifts').slice(0, 3).map((item) => ({ element: nodeText(item.node), score: Number(item.score) })),
      lcpElement: lcpNode ? nodeText(lcpNode) : null,
      warnings: lhr.runWarnings,
      runtimeError: lhr.runtimeError?.message ?? null,
      reportFile: path.relative(REPO_ROOT, reportFile),
    };
  } finally {
    chrome.kill();
  }
}

/** Every page × preset; a run whose trace Lighthouse could not read (it happens, e.g. NO_NAVSTART) is tried once more. */
async function lighthouseRuns(ctx: BenchContext, outDir: string): Promise<LighthouseRun[]> {
  const tools = { lighthouse: await import('lighthouse'), chromeLauncher: await import('chrome-launcher') };
  const paths = pagePaths(ctx);
  const runs: LighthouseRun[] = [];
  for (const page of ctx.settings.lighthouse.pages) {
    for (const preset of ctx.settings.lighthouse.presets) {
      for (let attempt = 1; ; attempt++) {
        progress(`web: Lighthouse ${preset} ${paths[page]}${attempt > 1 ? ` (attempt ${attempt})` : ''}`);
        const run = await lighthouseOnce(tools, { baseUrl: ctx.portal.url, page, path: paths[page], preset }, outDir);
        if (!run.runtimeError || attempt === ATTEMPTS) {
          runs.push({ ...run, attempts: attempt });
          break;
        }
      }
    }
  }
  return runs;
}

export async function webPhase(ctx: BenchContext): Promise<PhaseOutcome> {
  progress('web: the first load of / (bytes of every chunk)');
  const { chunks, requests } = await firstLoadChunks(ctx.portal.url);
  const precache = precacheSize(ctx.app.webDist);
  const lighthouseDir = path.join(ctx.resultsDir, 'lighthouse');
  rmSync(lighthouseDir, { recursive: true, force: true }); // no report of an earlier run left beside this run's
  mkdirSync(lighthouseDir, { recursive: true });
  const runs = await lighthouseRuns(ctx, lighthouseDir);

  const sum = (type: Chunk['type'], key: 'transferred' | 'raw' | 'gzip') => chunks.filter((c) => c.type === type).reduce((s, c) => s + c[key], 0);
  const js = { transferred: sum('js', 'transferred'), raw: sum('js', 'raw'), gzip: sum('js', 'gzip') };
  const css = { transferred: sum('css', 'transferred'), raw: sum('css', 'raw'), gzip: sum('css', 'gzip') };
  const compressed = chunks.some((c) => c.contentEncoding);

  const sorted = [...chunks].sort((a, b) => a.type.localeCompare(b.type) || b.raw - a.raw);
  const bytesSection: Section = {
    title: '4b. Web — JavaScript and CSS of the first load of / (fresh profile, service worker blocked)',
    headers: ['chunk', 'type', 'transferred', 'encoding', 'raw', 'gzip'],
    rows: [
      ...sorted.map((c) => [c.path, c.type, fmt.kb(c.transferred), c.contentEncoding ?? 'none', fmt.kb(c.raw), fmt.kb(c.gzip)]),
      ['JavaScript, all chunks', 'js', fmt.kb(js.transferred), '', fmt.kb(js.raw), fmt.kb(js.gzip)],
      ['CSS, all files', 'css', fmt.kb(css.transferred), '', fmt.kb(css.raw), fmt.kb(css.gzip)],
    ],
    notes: [
      `${requests} requests in all. KB = 1 000 bytes. “gzip” is gzip -6 of each body, computed here.`,
      compressed ? 'The server sent some chunks compressed.' : 'The server sent every chunk uncompressed (no Content-Encoding), although Chromium asked for gzip/br: “transferred” is the raw size.',
      `After the first visit the service worker precaches ${precache.files} files in the background: ${fmt.kb(precache.raw)} raw, ${fmt.kb(precache.gzip)} gzip.`,
    ],
  };

  const lighthouseSection: Section = {
    title: '4a. Web — Lighthouse 12, Debian Chromium (mobile = simulated slow 4G + 4× CPU; desktop preset)',
    headers: ['page', 'preset', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS'],
    rows: runs.map((r) => [
      r.path,
      r.preset,
      fmt.score(r.scores.performance),
      fmt.score(r.scores.accessibility),
      fmt.score(r.scores['best-practices']),
      fmt.score(r.scores.seo),
      fmt.ms(r.lcpMs),
      fmt.ms(r.tbtMs),
      Number.isFinite(r.cls) ? r.cls.toFixed(3) : '—',
    ]),
    notes: [
      ...(ctx.settings.quick ? ['Quick run: / on mobile only; the full run audits /, a fundraiser and a search page, mobile and desktop.'] : []),
      ...runs.filter((r) => r.runtimeError || r.warnings.length || r.attempts > 1).map((r) => `${r.path} ${r.preset}: ${r.runtimeError ?? r.warnings.join('; ')}${r.attempts > 1 ? ` (attempt ${r.attempts}; Lighthouse could not read the trace of the first)` : ''}`),
      ...runs.filter((r) => r.textCompressionSavings).slice(0, 1).map((r) => `Lighthouse (“Enable text compression”) on ${r.path}: ${fmt.kb(r.textCompressionSavings!)} could be saved.`),
      ...runs.filter((r) => r.cls > 0.1 && r.layoutShifts.length).map((r) => `${r.path} ${r.preset}: largest shift ${r.layoutShifts[0]!.score.toFixed(3)} — ${r.layoutShifts[0]!.element}`),
      ...runs.filter((r) => r.preset === 'mobile' && r.lcpElement).map((r) => `${r.path} mobile: LCP element ${r.lcpElement}`),
      `Full reports: ${path.relative(REPO_ROOT, lighthouseDir)}/*.html`,
    ],
  };

  const budgets: Budget[] = [
    { phase: 'Web', label: 'JavaScript of the first load of /, gzip', limit: `≤ ${fmt.kb(JS_BUDGET_BYTES)}`, actual: fmt.kb(js.gzip), met: js.gzip <= JS_BUDGET_BYTES },
    { phase: 'Web', label: 'JavaScript of the first load of /, as actually transferred', limit: `≤ ${fmt.kb(JS_BUDGET_BYTES)}`, actual: `${fmt.kb(js.transferred)}${compressed ? '' : ' (sent uncompressed)'}`, met: js.transferred <= JS_BUDGET_BYTES },
  ];

  return {
    sections: [lighthouseSection, bytesSection],
    budgets,
    failures: runs.filter((r) => r.runtimeError).map((r) => `Lighthouse ${r.preset} ${r.path} failed ${r.attempts} times: ${r.runtimeError}`),
    data: { firstLoad: { requests, js, css, compressed, chunks: sorted }, precache, lighthouse: runs },
  };
}
