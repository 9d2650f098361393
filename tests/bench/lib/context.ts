// The run's settings (quick or full) and what the phases share: the demo portal and the fundraiser they use.
import type { LoadSettings } from './load.js';
import type { AppTree, Portal } from './processes.js';

export const PHASES = ['api', 'donations', 'web', 'offline', 'memory', 'logging', 'scaling', 'uploads', 'catalog', 'campaign'] as const;
export type PhaseName = (typeof PHASES)[number];

export interface Settings {
  quick: boolean;
  /** Phase 1: every target, hello-worlds included. */
  load: LoadSettings;
  /** Phase 1 also measures GET /api/health, and phase 2 GET /api/stats (full run only). */
  diagnostics: boolean;
  /** Phase 2: one visitor at a time (sequential requests), for the latency a visitor feels; the fundraiser counts compared. */
  scaling: {
    small: number;
    large: number;
    durationS: number;
    warmupS: number;
    /** `--admin-payments`: also a database of `large` fundraisers with about 1 000 000 payments, for the panel's statistics. */
    adminPayments: boolean;
  };
  /** `warmup` donations first (checked, not timed): a portal's first requests run before its JIT has warmed up. With the
   * measured ones, within RATE_LIMIT_PAYMENT_NOTIFICATIONS (12 000 a minute, the default) of each portal. */
  donations: { count: number; concurrency: number; warmup: number };
  lighthouse: {
    pages: Array<'home' | 'charity' | 'search' | 'faq'>;
    presets: Array<'mobile' | 'desktop'>;
    /** Runs of each page × preset (a fresh Chromium each); the report shows the median one. */
    repeats: Record<'mobile' | 'desktop', number>;
  };
  offline: { repeats: number };
}

export function settingsFor(quick: boolean, adminPayments = false): Settings {
  return {
    quick,
    load: { connections: 100, pipelining: 1, durationS: quick ? 3 : 10, warmupS: quick ? 0.5 : 2 },
    diagnostics: !quick,
    scaling: {
      small: 1_000,
      large: quick ? 10_000 : 100_000,
      durationS: quick ? 1.5 : 6,
      warmupS: quick ? 0.3 : 1,
      adminPayments,
    },
    donations: { count: 1_000, concurrency: 50, warmup: 100 },
    lighthouse: {
      pages: quick ? ['home'] : ['home', 'charity', 'search', 'faq'],
      presets: quick ? ['mobile'] : ['mobile', 'desktop'],
      // Mobile (simulated 4× CPU, TBT = observed task time × 4) swings by ±5 points from one run to the next.
      repeats: quick ? { mobile: 3, desktop: 3 } : { mobile: 5, desktop: 3 },
    },
    offline: { repeats: quick ? 3 : 7 },
  };
}

/** A public fundraiser of the demo that the API, donation, web and offline phases all use. */
export interface DemoTarget {
  id: number;
  url: string;
  title: string;
  image: string;
  /** A search term with results in the demo. */
  searchTerm: string;
  searchResults: number;
}

export interface MemorySample {
  when: string;
  rss: number;
  peak: number;
}

export interface BenchContext {
  settings: Settings;
  app: AppTree;
  resultsDir: string;
  portal: Portal;
  target: DemoTarget;
  /** RSS of the demo portal through the run. */
  memory: MemorySample[];
  sampleMemory(when: string): void;
  /** Phase 1's figures, which the logging phase compares with. */
  apiListRps?: number;
}

/** Progress on stderr: stdout carries only the tables. */
export const progress = (message: string) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
