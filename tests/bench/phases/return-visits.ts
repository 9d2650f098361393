// Issue 16, §6: under the service worker, a second visit to / and to a fundraiser paints real content as fast as
// the first visit or faster. A first visit is a fresh profile (the server's HTML); a second one a new tab of a
// profile whose service worker is in control (the assets from its precache, the page from the network).
// Measured twice: over a phone's network (the budget: what a returning visitor feels, page and worker throttled
// alike, lib/phone-network.ts) and straight on localhost (reported: no network to save, so the two visits differ by
// the machine's noise and the worker's own start).
import type { Browser } from 'playwright-core';
import { CONTENT, median, phoneContext, timeToContent, underServiceWorker, type Content } from '../lib/content-probe.js';
import { progress, type BenchContext } from '../lib/context.js';
import { calibrate, phoneNetwork, type Calibration, type PhoneNetwork } from '../lib/phone-network.js';
import { fmt, type Budget, type Section } from '../lib/report.js';
import { pagePaths } from './web.js';

const PAGES: Array<{ page: 'home' | 'charity'; content: Content }> = [
  { page: 'home', content: 'card' },
  { page: 'charity', content: 'charityTitle' },
];

/** Where the visits go: the portal's own address, or the portal behind a phone's network. */
interface Network {
  name: string;
  url: string;
  settle(): Promise<void>;
}

interface Visits {
  network: string;
  path: string;
  content: Content;
  firstMs: number[];
  secondMs: number[];
}

/** A first visit: a profile of its own, closed after. */
async function firstVisit(browser: Browser, ctx: BenchContext, network: Network, path: string, content: Content): Promise<number> {
  const context = await phoneContext(browser, ctx, 'allow', network.url);
  try {
    return await timeToContent(await context.newPage(), path, content);
  } finally {
    await context.close();
  }
}

/** Each page: first and second visits alternating, so that the machine's load weighs on both alike. */
async function measure(browser: Browser, ctx: BenchContext, network: Network): Promise<Visits[]> {
  const paths = pagePaths(ctx);
  const repeats = ctx.settings.offline.repeats;
  const all: Visits[] = [];
  for (const { page, content } of PAGES) {
    const path = paths[page];
    const returning = await phoneContext(browser, ctx, 'allow', network.url);
    try {
      progress(`offline (${network.name}): ${path}, a first visit installs the service worker`);
      const setup = await returning.newPage();
      await timeToContent(setup, path, content);
      await underServiceWorker(setup);
      await setup.close();
      const visits: Visits = { network: network.name, path, content, firstMs: [], secondMs: [] };
      for (let i = 0; i < repeats; i++) {
        progress(`offline (${network.name}): ${path}, first and second visit ${i + 1}/${repeats}`);
        await network.settle();
        visits.firstMs.push(await firstVisit(browser, ctx, network, path, content));
        await network.settle();
        const tab = await returning.newPage();
        // As on another day: the worker is stopped (Chromium stops an idle one after 30 s), so the visit pays its start.
        const devtools = await returning.newCDPSession(tab);
        await devtools.send('ServiceWorker.enable');
        await devtools.send('ServiceWorker.stopAllWorkers');
        await devtools.detach();
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

async function throughPhoneNetwork<T>(ctx: BenchContext, use: (network: PhoneNetwork) => Promise<T>): Promise<T> {
  const network = await phoneNetwork(ctx.portal.url);
  try {
    return await use(network);
  } finally {
    await network.close();
  }
}

const checked = ({ smallMs, expectedSmallMs, large }: Calibration) =>
  `The link, checked before the visits (each on a new connection): /api/health in ${fmt.ms(smallMs)} (expected ${fmt.ms(expectedSmallMs)}: a round trip for the handshake, one for the request); ${large.path} (${(large.bytes / 1024).toFixed(1)} KB) in ${fmt.ms(large.ms)} (expected ${fmt.ms(large.expectedMs)}).`;

export async function returnVisits(browser: Browser, ctx: BenchContext): Promise<{ section: Section; budgets: Budget[]; data: { calibration: Calibration; visits: Visits[] } }> {
  const local: Network = { name: 'localhost', url: ctx.portal.url, settle: async () => {} };
  const { phone, calibration, visits } = await throughPhoneNetwork(ctx, async (network) => {
    const phone: Network = { name: `${network.profile.name}: ${network.profile.rttMs} ms RTT, ${(network.profile.downKbps / 1024).toFixed(1)} Mbit/s down`, url: network.url, settle: network.settle };
    const calibration = await calibrate(network, '/api/health', `/api/images/${ctx.target.image}`);
    return { phone, calibration, visits: [...(await measure(browser, ctx, phone)), ...(await measure(browser, ctx, local))] };
  });
  const runs = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  const medians = (v: Visits) => [median(v.firstMs), median(v.secondMs)] as const;
  return {
    section: {
      title: `5b. Second visit under the service worker — real content drawn, first visit vs second (median of ${ctx.settings.offline.repeats}, alternating)`,
      headers: ['network', 'page', 'content', 'first visit', 'second visit', 'second ÷ first', 'first, all runs', 'second, all runs'],
      rows: visits.map((v) => {
        const [first, second] = medians(v);
        return [v.network, v.path, CONTENT[v.content], fmt.ms(first), fmt.ms(second), fmt.ratio(second / first), runs(v.firstMs), runs(v.secondMs)];
      }),
      notes: [
        'Phone viewport 360×800. First visit: a fresh profile, the page as the server draws it. Second visit: a new tab of a profile whose service worker controls it (after one visit and a reload). Time = the frame after the content has a size, from the navigation start.',
        `The phone's network is a TCP proxy in front of the portal that delays every byte, the page's and the service worker's alike (tests/bench/lib/phone-network.ts: ${phone.name}, one link shared by the connections in slices of 16 KB, a round trip for each new connection's handshake). Before each visit its connections are dropped and its links emptied, and before a second visit the service worker is stopped, as after a day. The budget is measured there; localhost, where there is no network to save, is reported.`,
        'Left out of the emulation: TLS, TCP slow start and losses (they weigh mostly on a first visit, which opens more connections), HTTP/2 (the portal serves HTTP/1.1 here). The link check below is reported, not enforced.',
        checked(calibration),
      ],
    },
    budgets: visits
      .filter((v) => v.network === phone.name)
      .map((v): Budget => {
        const [first, second] = medians(v);
        return {
          phase: 'Offline',
          label: `Second visit to ${v.path} under the service worker, real content drawn, over a phone's network (median)`,
          limit: `≤ first visit (${fmt.ms(first)})`,
          actual: fmt.ms(second),
          met: second <= first,
        };
      }),
    data: { calibration, visits },
  };
}
