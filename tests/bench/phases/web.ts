// Phase 4: the web as a visitor gets it — Lighthouse 12 (mobile and desktop) on Debian's Chromium, and
// every JavaScript and CSS chunk the first load of / transfers.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type * as ChromeLauncherApi from 'chrome-launcher';
import type * as LighthouseApi from 'lighthouse';
import { chromium, type Response } from 'playwright-core';
import { PAGE_ROUTES } from '@zlota/shared/page-routes';
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
  faq: PAGE_ROUTES.faq.path,
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

type Category = (typeof CATEGORIES)[number];
type Preset = 'mobile' | 'desktop';
type PageName = keyof ReturnType<typeof pagePaths>;

/** One Lighthouse run (a fresh Chromium). */
interface LighthouseRun {
  /** 1-based, in the order the runs of this page × preset ran. */
  run: number;
  scores: Record<Category, number | null>;
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
  attempts: number;
  /** Why the attempt before the kept one was discarded (Lighthouse's runtime error), if there was one. */
  retriedAfter: string | null;
  /** The machine's 1-minute load average as the run started: TBT (observed × 4 on mobile) grows with it. */
  loadavg: number;
}

/** Every run of one page × preset, and the one the report shows. */
interface LighthouseAudit {
  page: PageName;
  path: string;
  preset: Preset;
  runs: LighthouseRun[];
  /** Index in `runs` of the median run: the one whose Performance is the median (the lower middle of an even count); null when no run gave a Performance score. */
  median: number | null;
  /** The median run's full report. */
  reportFile: string | null;
}

// Types only: both modules are heavy and loaded (dynamically) by this phase alone.
type LighthouseModule = typeof LighthouseApi;
type ChromeLauncher = typeof ChromeLauncherApi;
const ATTEMPTS = 2;

async function lighthouseOnce(
  tools: { lighthouse: LighthouseModule; chromeLauncher: ChromeLauncher },
  target: { baseUrl: string; path: string; preset: Preset },
): Promise<{ run: Omit<LighthouseRun, 'run' | 'attempts' | 'retriedAfter' | 'loadavg'>; html: string }> {
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
    return {
      run: {
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
      },
      html: Array.isArray(result.report) ? result.report.join('\n') : result.report,
    };
  } finally {
    chrome.kill();
  }
}

/** A run that gave a Performance score: the ones the median is taken over. */
const scored = (r: LighthouseRun) => !r.runtimeError && r.scores.performance !== null;

/** The run whose Performance is the median; of an even count, the lower middle (the stricter reading). */
function medianRun(runs: LighthouseRun[]): number | null {
  const order = runs
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => scored(r))
    .sort((a, b) => a.r.scores.performance! - b.r.scores.performance! || a.i - b.i);
  return order.length ? order[Math.floor((order.length - 1) / 2)]!.i : null;
}

/** The Performance of every run, lowest first; ✗ for a run that gave none. */
const everyPerformance = (a: LighthouseAudit) =>
  [...a.runs.filter(scored).map((r) => r.scores.performance!).sort((x, y) => x - y).map((p) => fmt.score(p)), ...a.runs.filter((r) => !scored(r)).map(() => '✗')].join(' ');

/**
 * Every page × preset, `repeats` times each with a fresh Chromium; a run whose trace Lighthouse could not
 * read (it happens, e.g. NO_NAVSTART) is tried once more. Only the median run's HTML report is kept.
 */
async function lighthouseAudits(ctx: BenchContext, outDir: string): Promise<LighthouseAudit[]> {
  const tools = { lighthouse: await import('lighthouse'), chromeLauncher: await import('chrome-launcher') };
  const paths = pagePaths(ctx);
  const audits: LighthouseAudit[] = [];
  for (const page of ctx.settings.lighthouse.pages) {
    for (const preset of ctx.settings.lighthouse.presets) {
      const repeats = ctx.settings.lighthouse.repeats[preset];
      const runs: LighthouseRun[] = [];
      const reports: string[] = [];
      for (let run = 1; run <= repeats; run++) {
        const load = loadavg()[0]!;
        let retriedAfter: string | null = null;
        for (let attempt = 1; ; attempt++) {
          progress(`web: Lighthouse ${preset} ${paths[page]}, run ${run}/${repeats}${attempt > 1 ? ` (attempt ${attempt})` : ''}`);
          const result = await lighthouseOnce(tools, { baseUrl: ctx.portal.url, path: paths[page], preset });
          if (!result.run.runtimeError || attempt === ATTEMPTS) {
            runs.push({ run, ...result.run, attempts: attempt, retriedAfter, loadavg: load });
            reports.push(result.html);
            break;
          }
          retriedAfter = result.run.runtimeError;
        }
      }
      const median = medianRun(runs);
      let reportFile: string | null = null;
      if (median !== null) {
        reportFile = path.join(outDir, `${page}-${preset}.html`);
        writeFileSync(reportFile, reports[median]!);
      }
      audits.push({ page, path: paths[page], preset, runs, median, reportFile: reportFile && path.relative(REPO_ROOT, reportFile) });
    }
  }
  return audits;
}

const CATEGORY_NAMES: Record<Category, string> = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best Practices', seo: 'SEO' };
/** The issue's bar (16, §6) for Lighthouse mobile on /, a fundraiser, search and the FAQ. */
const LIGHTHOUSE_BUDGETS: Record<Category, number> = { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 };
const BUDGET_PAGES: PageName[] = ['home', 'charity', 'search', 'faq'];

function lighthouseBudgets(audits: LighthouseAudit[]): Budget[] {
  return audits
    .filter((a) => a.preset === 'mobile' && BUDGET_PAGES.includes(a.page))
    .flatMap((a) => {
      const median = a.median === null ? undefined : a.runs[a.median]!;
      const failed = a.runs.filter((r) => !scored(r));
      const why = `not measured: no run gave a Performance score (${failed[0]?.runtimeError ?? 'no score'})`;
      return CATEGORIES.map((category): Budget => {
        const limit = LIGHTHOUSE_BUDGETS[category];
        const limitText = limit === 100 ? '= 100' : `≥ ${limit}`;
        const label =
          category === 'performance'
            ? `Lighthouse mobile Performance on ${a.path}, median of ${a.runs.length}`
            : `Lighthouse mobile ${CATEGORY_NAMES[category]} on ${a.path}, the median run`;
        const score = median?.scores[category];
        if (score === null || score === undefined) return { phase: 'Web', label, limit: limitText, actual: median ? 'not measured: no score' : why, met: null };
        const value = Math.round(score * 100);
        const actual =
          category === 'performance'
            ? `${value} (runs: ${everyPerformance(a)}${failed.length ? `; ${failed.length} failed` : ''})`
            : String(value);
        return { phase: 'Web', label, limit: limitText, actual, met: value >= limit };
      });
    });
}

function loadNote(audits: LighthouseAudit[]): string[] {
  const loads = audits.flatMap((a) => a.runs.map((r) => r.loadavg));
  if (!loads.length) return [];
  return [`1-minute load average as the runs started: ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} (${cpus().length} CPUs); a busy machine lengthens TBT and lowers Performance.`];
}

/** Warnings and errors of every run, each message once, with the runs that gave it. */
function runNotes(audits: LighthouseAudit[]): string[] {
  return audits.flatMap((a) => {
    const byMessage = new Map<string, number[]>();
    for (const r of a.runs) {
      const messages = [...(r.runtimeError ? [r.runtimeError] : []), ...r.warnings];
      if (r.retriedAfter) messages.push(`tried again, Lighthouse could not read the first attempt's trace (${r.retriedAfter})`);
      for (const message of messages) byMessage.set(message, [...(byMessage.get(message) ?? []), r.run]);
    }
    return [...byMessage].map(([message, runs]) => `${a.path} ${a.preset}, run${runs.length > 1 ? 's' : ''} ${runs.join(', ')} of ${a.runs.length}: ${message}`);
  });
}

export async function webPhase(ctx: BenchContext): Promise<PhaseOutcome> {
  progress('web: the first load of / (bytes of every chunk)');
  const { chunks, requests } = await firstLoadChunks(ctx.portal.url);
  const precache = precacheSize(ctx.app.webDist);
  const lighthouseDir = path.join(ctx.resultsDir, 'lighthouse');
  rmSync(lighthouseDir, { recursive: true, force: true }); // no report of an earlier run left beside this run's
  mkdirSync(lighthouseDir, { recursive: true });
  const audits = await lighthouseAudits(ctx, lighthouseDir);
  /** The run each row of the table shows. */
  const medians = audits.flatMap((a) => (a.median === null ? [] : [{ ...a.runs[a.median]!, path: a.path, preset: a.preset }]));

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

  const { repeats } = ctx.settings.lighthouse;
  const lighthouseSection: Section = {
    title: '4a. Web — Lighthouse 12, Debian Chromium (mobile = simulated slow 4G + 4× CPU; desktop preset): the median of several runs',
    headers: ['page', 'preset', 'perf', 'perf of every run', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS'],
    rows: audits.map((a) => {
      const r = a.median === null ? undefined : a.runs[a.median]!;
      return [
        a.path,
        a.preset,
        fmt.score(r?.scores.performance),
        everyPerformance(a),
        fmt.score(r?.scores.accessibility),
        fmt.score(r?.scores['best-practices']),
        fmt.score(r?.scores.seo),
        fmt.ms(r?.lcpMs ?? NaN),
        fmt.ms(r?.tbtMs ?? NaN),
        r && Number.isFinite(r.cls) ? r.cls.toFixed(3) : '—',
      ];
    }),
    notes: [
      `Each page × preset is run ${ctx.settings.lighthouse.presets.map((p) => `${repeats[p]} times on ${p}`).join(', ')}, a fresh Chromium each time. A row is the median run: the run whose Performance is the median (of an even count of runs that gave one, the lower middle); a11y, best practices, SEO, LCP, TBT and CLS are that run's. “perf of every run”: lowest first, ✗ = a run Lighthouse could not finish. Every run is in latest.json.`,
      ...loadNote(audits),
      ...(ctx.settings.quick ? ['Quick run: / on mobile only; the full run audits /, a fundraiser, a search page and the FAQ, mobile and desktop.'] : []),
      ...runNotes(audits),
      ...medians.filter((r) => r.textCompressionSavings).slice(0, 1).map((r) => `Lighthouse (“Enable text compression”) on ${r.path}: ${fmt.kb(r.textCompressionSavings!)} could be saved.`),
      ...medians.filter((r) => r.cls > 0.1 && r.layoutShifts.length).map((r) => `${r.path} ${r.preset}: largest shift ${r.layoutShifts[0]!.score.toFixed(3)} — ${r.layoutShifts[0]!.element}`),
      ...medians.filter((r) => r.preset === 'mobile' && r.lcpElement).map((r) => `${r.path} mobile: LCP element ${r.lcpElement}`),
      `Full reports of the median runs: ${path.relative(REPO_ROOT, lighthouseDir)}/<page>-<preset>.html`,
    ],
  };

  const budgets: Budget[] = [
    { phase: 'Web', label: 'JavaScript of the first load of /, gzip', limit: `≤ ${fmt.kb(JS_BUDGET_BYTES)}`, actual: fmt.kb(js.gzip), met: js.gzip <= JS_BUDGET_BYTES },
    { phase: 'Web', label: 'JavaScript of the first load of /, as actually transferred', limit: `≤ ${fmt.kb(JS_BUDGET_BYTES)}`, actual: `${fmt.kb(js.transferred)}${compressed ? '' : ' (sent uncompressed)'}`, met: js.transferred <= JS_BUDGET_BYTES },
    ...lighthouseBudgets(audits),
  ];

  return {
    sections: [lighthouseSection, bytesSection],
    budgets,
    // One failed run of several leaves a median; none that gave a Performance score is a measurement not made.
    failures: audits
      .filter((a) => a.median === null)
      .map((a) => `Lighthouse ${a.preset} ${a.path}: none of ${a.runs.length} runs gave a Performance score (${a.runs.map((r) => r.runtimeError ?? 'no score').join('; ')})`),
    data: { firstLoad: { requests, js, css, compressed, chunks: sorted }, precache, lighthouse: audits },
  };
}
