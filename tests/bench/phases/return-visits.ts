// Issue 16, §6: under the service worker, a second visit to / and to a fundraiser paints real content as fast as
// the first visit or faster. A first visit is a fresh profile (the server's HTML); a second one a new tab of a
// profile whose service worker is in control (the shell from its precache, the content from Dexie).
import type { Browser } from 'playwright-core';
import { CONTENT, median, phoneContext, timeToContent, underServiceWorker, type Content } from '../lib/content-probe.js';
import { progress, type BenchContext } from '../lib/context.js';
import { fmt, type Budget, type Section } from '../lib/report.js';
import { pagePaths } from './web.js';

const PAGES: Array<{ page: 'home' | 'charity'; content: Content }> = [
  { page: 'home', content: 'card' },
  { page: 'charity', content: 'charityTitle' },
];

interface Visits {
  path: string;
  content: Content;
  firstMs: number[];
  secondMs: number[];
}

/** A first visit: a profile of its own, closed after. */
async function firstVisit(browser: Browser, ctx: BenchContext, path: string, content: Content): Promise<number> {
  const context = await phoneContext(browser, ctx, 'allow');
  try {
    return await timeToContent(await context.newPage(), path, content);
  } finally {
    await context.close();
  }
}

/** Each page: first and second visits alternating, so that the machine's load weighs on both alike. */
async function measure(browser: Browser, ctx: BenchContext): Promise<Visits[]> {
  const paths = pagePaths(ctx);
  const repeats = ctx.settings.offline.repeats;
  const all: Visits[] = [];
  for (const { page, content } of PAGES) {
    const path = paths[page];
    const returning = await phoneContext(browser, ctx, 'allow');
    try {
      progress(`offline: ${path}, a first visit installs the service worker`);
      const setup = await returning.newPage();
      await timeToContent(setup, path, content);
      await underServiceWorker(setup);
      await setup.close();
      const visits: Visits = { path, content, firstMs: [], secondMs: [] };
      for (let i = 0; i < repeats; i++) {
        progress(`offline: ${path}, first and second visit ${i + 1}/${repeats}`);
        visits.firstMs.push(await firstVisit(browser, ctx, path, content));
        const tab = await returning.newPage();
        visits.secondMs.push(await timeToContent(tab, path, content));
        await tab.close();
      }
      all.push(visits);
    } finally {
      await returning.close();
    }
  }
  return all;
}

export async function returnVisits(browser: Browser, ctx: BenchContext): Promise<{ section: Section; budgets: Budget[]; data: Visits[] }> {
  const visits = await measure(browser, ctx);
  const runs = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  return {
    section: {
      title: `5b. Second visit under the service worker — real content drawn, first visit vs second (median of ${ctx.settings.offline.repeats}, alternating)`,
      headers: ['page', 'content', 'first visit', 'second visit', 'second ÷ first', 'first, all runs', 'second, all runs'],
      rows: visits.map((v) => {
        const [first, second] = [median(v.firstMs), median(v.secondMs)];
        return [v.path, CONTENT[v.content], fmt.ms(first), fmt.ms(second), fmt.ratio(second / first), runs(v.firstMs), runs(v.secondMs)];
      }),
      notes: [
        'Phone viewport 360×800, no throttling. First visit: a fresh profile, the page as the server draws it. Second visit: a new tab of a profile whose service worker controls it (after one visit and a reload). Time = the frame after the content has a size, from the navigation start.',
      ],
    },
    budgets: visits.map((v): Budget => {
      const [first, second] = [median(v.firstMs), median(v.secondMs)];
      return {
        phase: 'Offline',
        label: `Second visit to ${v.path} under the service worker, real content drawn (median)`,
        limit: `≤ first visit (${fmt.ms(first)})`,
        actual: fmt.ms(second),
        met: second <= first,
      };
    }),
    data: visits,
  };
}
