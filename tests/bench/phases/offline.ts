// Phase 5: a returning visitor under the service worker — navigation to / until the first fundraiser card
// is drawn, with the network on and with it off (the list then comes from Dexie, the shell from the precache).
import { chromium, type Page } from 'playwright-core';
import { listsStored, median, phoneContext, timeToContent, underServiceWorker } from '../lib/content-probe.js';
import { progress, type BenchContext } from '../lib/context.js';
import { fmt, type PhaseOutcome } from '../lib/report.js';
import { returnVisits } from './return-visits.js';
import { CHROME_FLAGS, CHROME_PATH } from './web.js';

const timeToFirstCard = (page: Page) => timeToContent(page, '/', 'card');

export async function offlinePhase(ctx: BenchContext): Promise<PhaseOutcome> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const context = await phoneContext(browser, ctx, 'allow');
    const page = await context.newPage();

    progress('offline: first visit, waiting for the service worker to take the tab');
    await timeToFirstCard(page);
    await underServiceWorker(page);
    await timeToFirstCard(page);
    await listsStored(page);

    const online: number[] = [];
    const offline: number[] = [];
    for (let i = 0; i < ctx.settings.offline.repeats; i++) {
      progress(`offline: round ${i + 1}/${ctx.settings.offline.repeats}`);
      await context.setOffline(false);
      online.push(await timeToFirstCard(page));
      await context.setOffline(true);
      offline.push(await timeToFirstCard(page));
    }
    await context.setOffline(false);
    await context.close();
    const second = await returnVisits(browser, ctx);

    const on = median(online);
    const off = median(offline);
    return {
      sections: [
        {
          title: `5. Offline — navigation to / until the first fundraiser card is drawn, under the service worker (median of ${online.length}, alternating)`,
          headers: ['network', 'median', 'all runs'],
          rows: [
            ['online', fmt.ms(on), online.map((v) => v.toFixed(0)).join(', ')],
            ['offline (context.setOffline)', fmt.ms(off), offline.map((v) => v.toFixed(0)).join(', ')],
            ['offline ÷ online', fmt.ratio(off / on), ''],
          ],
          notes: ['Phone viewport 360×800, no throttling, a returning visitor (shell precached, list in Dexie). Time = the frame after the first `main article` has a size, from the navigation start.'],
        },
        second.section,
      ],
      budgets: second.budgets,
      data: { returnVisits: second.data, onlineMs: online, offlineMs: offline, onlineMedianMs: on, offlineMedianMs: off, ratio: off / on },
    };
  } finally {
    await browser.close();
  }
}
