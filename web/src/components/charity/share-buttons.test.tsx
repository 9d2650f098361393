import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShareButtons } from './share-buttons';

const url = 'https://zlotarybka.pl/zbiorka/wozek-dla-ani';
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => new URL(match[1]!.replaceAll('&amp;', '&')));
const xText = (html: string) => hrefs(html).find((href) => href.hostname === 'x.com')?.searchParams.get('text');
const whatsAppText = (html: string) => hrefs(html).find((href) => href.hostname === 'wa.me')?.searchParams.get('text');

describe('ShareButtons: one widget for the fundraiser page and the thank-you page', () => {
  it('sends the text it is given with the link on every network (the thank-you page\'s "Wspieram zbiórkę…")', () => {
    const html = renderToStaticMarkup(<ShareButtons url={url} title="Wózek dla Ani" text="Wspieram zbiórkę „Wózek dla Ani”." />);
    expect(xText(html)).toBe('Wspieram zbiórkę „Wózek dla Ani”.');
    expect(whatsAppText(html)).toBe(`Wspieram zbiórkę „Wózek dla Ani”. ${url}`);
  });

  it('sends the title when given no text, and labels its group with a visible heading when asked', () => {
    const html = renderToStaticMarkup(<ShareButtons url={url} title="Wózek dla Ani" withHeading />);
    expect(xText(html)).toBe('Wózek dla Ani');
    expect(html).toContain('<div class="share" role="group" aria-labelledby="share-heading"><h2 id="share-heading" class="share__heading">Udostępnij zbiórkę</h2>');
  });

  it('is drawn on the server without the system share button (the server cannot tell), each network opening in a new tab, and the copy button', () => {
    const html = renderToStaticMarkup(<ShareButtons url={url} title="Wózek dla Ani" />);
    expect(html).toContain('<div class="share" role="group" aria-label="Udostępnij zbiórkę">');
    expect(html).not.toContain('> Udostępnij</button>');
    expect(html.match(/target="_blank" rel="noopener noreferrer"/g)).toHaveLength(3);
    expect(html).toContain('Kopiuj link</button>');
  });
});
