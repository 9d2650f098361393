import type { Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SUPPORTERS_SHOWN } from '@zlota/shared/constants';
import type { Charity } from '@zlota/shared/entities';
import { computeProgress } from '@zlota/shared/progress';
import { cardDescription } from '@zlota/shared/text';
import { adminSession, apiCall, charityDetails, gotoPage, listCharities, usePage, useSuite } from '../support/browser.js';

// Spec §2: the home blocks (promoted banner, 1% promo, statistics, cards) and a fundraiser's page;
// ARCHITECTURE §3: the server fills in a fundraiser's title, description and image for link previews.

const suite = useSuite();
const tab = usePage(suite, { cookiesAccepted: true });

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

async function promoted(): Promise<Charity[]> {
  const response = await apiCall(suite.portal, 'GET', '/api/charity/promoted');
  expect(response.status).toBe(200);
  return response.body as Charity[];
}

/** The first public fundraiser that has a picture and supporters and has not reached its goal. */
async function ordinaryCharity(): Promise<Charity> {
  const charity = (await listCharities(suite.portal)).find((c) => c.image && c.needy && c.collected_amount > 0 && c.collected_amount < c.target_amount);
  expect(charity, 'the demo has an ordinary fundraiser').toBeDefined();
  return charity!;
}

describe('home', () => {
  test('the promoted banner rotates by itself every 5 s, and its navigators move both ways in a circle', async () => {
    const slides = await promoted();
    expect(slides.length, 'the demo promotes more than one fundraiser').toBeGreaterThan(1);
    await gotoPage(tab.page, '/');
    const banner = tab.page.getByRole('region', { name: 'Wyróżnione zbiórki' });
    const activeTitle = () => banner.getByRole('group').getByRole('heading').innerText();
    await expect.poll(activeTitle).toBe(slides[0]!.title);
    const shown = Date.now();
    await expect.poll(activeTitle, { timeout: 9000 }).toBe(slides[1]!.title);
    const turned = Date.now() - shown;
    expect(turned, `the slide turned after ${turned} ms`).toBeGreaterThan(3500);

    await banner.getByRole('button', { name: 'Następny slajd' }).click();
    await expect.poll(activeTitle).toBe(slides[2 % slides.length]!.title);
    const previous = banner.getByRole('button', { name: 'Poprzedni slajd' });
    await previous.click();
    await previous.click();
    await previous.click();
    await expect.poll(activeTitle, { message: 'previous from the first slide is the last' }).toBe(slides.at(-1)!.title);
  });

  test('the 1% promo says Podaruj 1%, that it costs nothing and Uratuj jedno życie!, and Przekaż 1% opens /jedenProcent', async () => {
    await gotoPage(tab.page, '/');
    const promo = tab.page.getByRole('region', { name: 'Podaruj 1%' });
    await promo.waitFor();
    expect(await promo.innerText()).toMatch(/nic .*nie kosztuje/i);
    expect(await promo.innerText()).toContain('Uratuj jedno życie!');
    await promo.getByRole('link', { name: 'Przekaż 1%' }).click();
    await tab.page.waitForURL((url) => url.pathname === '/jedenProcent');
  });

  test('the statistics strip shows the fundraisers run, the wheelchairs bought and the amount collected, the same on /fundacja', async () => {
    const figures = async (path: string, name: string) => {
      await gotoPage(tab.page, path);
      const strip = tab.page.getByRole('region', { name });
      await expect.poll(() => strip.getByRole('listitem').filter({ hasText: /\d/ }).count()).toBe(3);
      // textContent: the words as written (the strip shows some in capitals through CSS)
      return (await strip.getByRole('listitem').evaluateAll((li) => li.map((e) => (e as unknown as { textContent: string }).textContent))).map((t) =>
        t.replace(/\s+/g, ' ').trim(),
      );
    };
    const home = await figures('/', 'Fundacja w liczbach');
    expect(home[0]).toMatch(/^(ponad )?\d[\d ]* ?przeprowadzonych zbiórek$/);
    expect(home[1]).toMatch(/^(ponad )?\d[\d ]* ?zakupionych wózków$/);
    expect(home[2]).toMatch(/^(ponad )?\d[\d ,]*( mln)? zł ?zebranych dla potrzebujących$/);
    // One statistics call and one rule: /fundacja never tells other figures than the home page.
    expect(await figures('/fundacja', 'W liczbach')).toEqual(home);
  });

  test('a card shows its fundraiser; its title, its support button and the card itself open /zbiorka/{url}', async () => {
    const [first] = await listCharities(suite.portal, 9);
    await gotoPage(tab.page, '/');
    const card = tab.page.locator('main article').filter({ hasText: first!.title }).first();
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain(`${first!.needy!.name} ${first!.needy!.surname}`);
    expect(text).toContain(first!.needy!.city);
    expect(text).toContain(first!.name);
    expect(text.replace(/\s/g, ' ')).toContain(computeProgress(first!).label.replace(/\s/g, ' '));
    const href = `/zbiorka/${encodeURIComponent(first!.url)}`;

    await card.getByRole('link', { name: first!.title, exact: true }).click();
    await tab.page.waitForURL((url) => url.pathname === href);
    await tab.page.goBack();
    await card.getByRole('link', { name: /Wesprzyj/ }).click();
    await tab.page.waitForURL((url) => url.pathname === href);
    await tab.page.goBack();
    const description = (await card.locator('p').filter({ hasText: first!.short_description.slice(0, 30) }).boundingBox())!;
    await tab.page.mouse.click(description.x + description.width / 2, description.y + description.height / 2);
    await tab.page.waitForURL((url) => url.pathname === href);
  });

  test('a fundraiser opened from a card draws at once from what the card showed; only the description waits for the network', async () => {
    const [, second] = await listCharities(suite.portal, 9);
    await gotoPage(tab.page, '/');
    const card = tab.page.locator('main article').filter({ hasText: second!.title }).first();
    await card.waitFor();
    // The fundraiser's own answer is held back, and every loading state the page draws is noted as it appears.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answerPath = `**/api/charity/${encodeURIComponent(second!.url)}`;
    const holdBack = async (route: Route) => {
      await held;
      await route.continue();
    };
    await tab.page.route(answerPath, holdBack);
    const answered = tab.page.waitForResponse((response) => response.url().endsWith(`/api/charity/${encodeURIComponent(second!.url)}`), { timeout: 15_000 });
    await tab.page.evaluate(`(() => {
      const seen = (globalThis.loadingSeen = []);
      new MutationObserver(() => {
        const statuses = [...document.querySelectorAll('main [role="status"]')].map((status) => status.textContent ?? '');
        seen.push(...statuses.filter((status) => status.includes('Wczytywanie zbiórki')));
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    })()`);
    try {
      await card.getByRole('link', { name: second!.title, exact: true }).click();
      await tab.page.getByRole('heading', { level: 1, name: second!.title }).waitFor({ timeout: 3000 });
      expect(await tab.page.locator('main').innerText()).toContain(`${second!.needy!.name} ${second!.needy!.surname}`);
      expect(await tab.page.evaluate(() => (globalThis as unknown as { loadingSeen: string[] }).loadingSeen)).toEqual([]);
    } finally {
      release();
      await answered.catch(() => undefined);
      await tab.page.unroute(answerPath, holdBack);
    }
    const details = await charityDetails(suite.portal, second!.url);
    await tab.page.getByText(textOf(details.description).split(' ').slice(0, 4).join(' ')).first().waitFor();
  });
});

describe('a fundraiser', () => {
  test('its page shows the title, the needy person and city, the progress, the description, the supporters, sharing and the support button', async () => {
    const card = await ordinaryCharity();
    const details = await charityDetails(suite.portal, card.url);
    await gotoPage(tab.page, `/zbiorka/${encodeURIComponent(card.url)}`);
    expect(await tab.page.locator('main h1').innerText()).toBe(details.title);
    const main = tab.page.getByRole('main');
    await expect.poll(() => main.innerText()).toContain(`${details.needy!.name} ${details.needy!.surname}`);
    const text = await main.innerText();
    expect(text).toContain(details.needy!.city);
    const progress = computeProgress(details).label;
    expect(progress).toMatch(/^(Brakuje .+ zł|Cel osiagnięty)$/);
    expect(text.replace(/\s/g, ' ')).toContain(progress.replace(/\s/g, ' '));
    const firstWords = textOf(details.description).split(' ').slice(0, 8).join(' ');
    await expect.poll(() => main.innerText().then((t) => t.replace(/\s+/g, ' '))).toContain(firstWords);

    const supporters = tab.page.getByRole('region', { name: 'Wspierający' });
    await expect.poll(() => supporters.getByRole('listitem').count()).toBeGreaterThan(0);
    const share = tab.page.getByRole('group', { name: 'Udostępnij zbiórkę' });
    for (const name of [/Facebook/, /^X/, /WhatsApp/]) expect(await share.getByRole('link', { name }).count()).toBe(1);
    expect(await main.getByRole('link', { name: 'Wesprzyj', exact: true }).getAttribute('href')).toBe(`/zbiorka/${encodeURIComponent(card.url)}/wsparcie`);
  });

  test('the picture opens a preview that zooms in 0.1 steps between 0.5 and 1.5 and turns by 90°', async () => {
    const card = await ordinaryCharity();
    await gotoPage(tab.page, `/zbiorka/${encodeURIComponent(card.url)}`);
    await tab.page.getByRole('button', { name: /Powiększ zdjęcie do zbiórki/ }).click();
    const dialog = tab.page.getByRole('dialog', { name: 'Podgląd zdjęcia' });
    await dialog.waitFor();
    const image = dialog.getByRole('img');
    /** The rotation and zoom the picture is drawn with, read from its CSS transform. */
    const drawn = async () => {
      const transform = await image.evaluate((img) => (img as unknown as { style: { transform: string } }).style.transform);
      return { rotate: /rotate\(([-\d.]+)deg\)/.exec(transform)?.[1], scale: /scale\(([-\d.]+)\)/.exec(transform)?.[1], zoom: await dialog.locator('output').innerText() };
    };
    const zoomIn = dialog.getByRole('button', { name: 'Powiększ zdjęcie' });
    const zoomOut = dialog.getByRole('button', { name: 'Pomniejsz zdjęcie' });
    expect(await drawn()).toEqual({ rotate: '0', scale: '1', zoom: '100%' });

    await zoomIn.click();
    expect(await drawn()).toEqual({ rotate: '0', scale: '1.1', zoom: '110%' });
    for (let i = 0; i < 4; i++) await zoomIn.click();
    expect(await drawn()).toEqual({ rotate: '0', scale: '1.5', zoom: '150%' });
    expect(await zoomIn.isDisabled(), 'no zoom beyond 1.5').toBe(true);
    for (let i = 0; i < 10; i++) await zoomOut.click();
    expect(await drawn()).toEqual({ rotate: '0', scale: '0.5', zoom: '50%' });
    expect(await zoomOut.isDisabled(), 'no zoom below 0.5').toBe(true);

    const rotate = dialog.getByRole('button', { name: /Obróć/ });
    await rotate.click();
    expect(await drawn()).toEqual({ rotate: '90', scale: '0.5', zoom: '50%' });
    await rotate.click();
    expect(await drawn()).toEqual({ rotate: '180', scale: '0.5', zoom: '50%' });
    await tab.page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  test('its HTML, read without JavaScript, carries its own title, description, picture and canonical address', async () => {
    const card = await ordinaryCharity();
    const response = await fetch(`${suite.portal.url}/zbiorka/${encodeURIComponent(card.url)}`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
    const unescape = (text: string | undefined) => text?.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    expect(unescape(meta('og:title'))).toBe(card.title);
    expect(unescape(meta('og:description'))).toBe(cardDescription(card.short_description));
    expect(meta('og:image')).toBe(`${suite.portal.url}/api/images/${card.image}?variant=banner`);
    expect(html).toContain(`<link rel="canonical" href="${suite.portal.url}/zbiorka/${encodeURIComponent(card.url)}" />`);
    expect(html).toContain(`<title>${card.title.replace(/&/g, '&amp;')} | Fundacja Złota rybka</title>`);
  });

  test('a finished fundraiser keeps its page, drawn by the server too: "Zbiórka zakończona", the amount, supporters and links to active ones', async () => {
    const admin = await adminSession(suite.portal);
    const listed = await apiCall(suite.portal, 'GET', '/api/admin/charity?status=completed&limit=50', { token: admin.access_token });
    expect(listed.status).toBe(200);
    const finished = (listed.body as (Charity & { published_at: string | null })[]).find((c) => c.needy && c.published_at);
    expect(finished, 'the demo has a completed fundraiser').toBeDefined();
    const path = `/zbiorka/${encodeURIComponent(finished!.url)}`;

    const response = await fetch(`${suite.portal.url}${path}`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Zbiórka zakończona');
    expect(html).toContain('<meta property="og:title"');

    await gotoPage(tab.page, path);
    const aside = tab.page.getByRole('complementary', { name: 'Postęp i wsparcie zbiórki' });
    await aside.getByRole('heading', { name: 'Zbiórka zakończona' }).waitFor();
    expect(await aside.getByRole('link', { name: 'Wesprzyj' }).count()).toBe(0);
    await aside.getByRole('link', { name: 'Zobacz trwające zbiórki' }).click();
    await tab.page.waitForURL((url) => url.pathname === '/zbiorki');

    await gotoPage(tab.page, path);
    await tab.page.getByRole('region', { name: 'Wspierający' }).waitFor();
    await tab.page.getByRole('heading', { name: 'Co udało się zrobić' }).waitFor();
    // Not listed and not found: it is over.
    const search = await apiCall(suite.portal, 'GET', `/api/charity/search/${encodeURIComponent(finished!.title)}`);
    expect((search.body as Charity[]).map((c) => c.id)).not.toContain(finished!.id);
  });

  test('the supporters say how many there are and show the latest 20; "Pokaż więcej" brings the next ones', async () => {
    let chosen: { charity: Charity; count: number } | undefined;
    for (const charity of await listCharities(suite.portal)) {
      const answer = await apiCall(suite.portal, 'GET', `/api/charity/${charity.id}/donations/count`);
      if ((answer.body as { count: number }).count > SUPPORTERS_SHOWN) {
        chosen = { charity, count: (answer.body as { count: number }).count };
        break;
      }
    }
    expect(chosen, `the demo has a fundraiser with more than ${SUPPORTERS_SHOWN} supporters`).toBeDefined();
    await gotoPage(tab.page, `/zbiorka/${encodeURIComponent(chosen!.charity.url)}`);
    const region = tab.page.getByRole('region', { name: 'Wspierający' });
    await expect.poll(() => region.innerText()).toMatch(new RegExp(`${String(chosen!.count).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s')} (osoba wsparła|osoby wsparły|osób wsparło) tę zbiórkę`));
    const items = region.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(SUPPORTERS_SHOWN);
    await region.getByRole('button', { name: 'Pokaż więcej' }).click();
    await expect.poll(() => items.count()).toBe(Math.min(chosen!.count, 2 * SUPPORTERS_SHOWN));
    if (chosen!.count <= 2 * SUPPORTERS_SHOWN) expect(await region.getByRole('button', { name: 'Pokaż więcej' }).count()).toBe(0);
  });
});
