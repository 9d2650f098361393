import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './rich-text.js';

const OWN = '/api/images/0123456789abcdef01234567.webp';

// OWASP XSS Filter Evasion vectors: none may leave anything executable behind.
const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  `<img src="${OWN}" onerror="alert(1)">`,
  '<a href="javascript:alert(1)">klik</a>',
  '<a href="JaVaScRiPt:alert(1)">klik</a>',
  '<a href="jav&#x09;ascript:alert(1)">klik</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">klik</a>',
  '<a href="vbscript:msgbox(1)">klik</a>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)" onmouseover="alert(1)">tekst</p>',
  '<form action="https://evil.example"><input name=x></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<img src="https://evil.example/track.png">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<IMG SRC=`javascript:alert("XSS")`>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<a href="//evil.example">klik</a>',
];

describe('sanitizeDescription', () => {
  it('puts non-breaking spaces into amounts and after one-letter words in the text, never into tags, attributes or URLs', () => {
    const html =
      '<p>Brakuje 39 000 zł, czyli 40 % celu. <a href="https://example.org/w z/1 000" title="w domu 5 000 zł">Mieszka w domu</a></p>' +
      `<p><img src="${OWN}" alt="a z 1 000 zł"> i <strong>1 250 000</strong> zł</p>`;
    expect(sanitizeDescription(html)).toBe(
      '<p>Brakuje 39\u00A0000\u00A0zł, czyli 40\u00A0% celu. ' +
        '<a href="https://example.org/w z/1 000" title="w domu 5 000 zł" rel="noopener noreferrer nofollow" target="_blank">Mieszka w\u00A0domu</a></p>' +
        `<p><img src="${OWN}" alt="a z 1 000 zł" /> i\u00A0<strong>1\u00A0250\u00A0000</strong> zł</p>`,
    );
    expect(sanitizeDescription(sanitizeDescription(html))).toBe(sanitizeDescription(html));
  });

  it.each(VECTORS)('when given %s, then nothing executable survives', (vector) => {
    const clean = sanitizeDescription(vector).toLowerCase();
    for (const forbidden of ['<script', 'javascript:', 'vbscript:', 'data:', 'onerror', 'onload', 'onclick', 'onmouseover', '<svg', '<iframe', '<object', '<embed', '<form', '<meta', '<base', 'style=', 'evil.example']) {
      expect(clean).not.toContain(forbidden);
    }
  });

  it('keeps headings, lists, emphasis and safe links, opening links in a new tab without referrer', () => {
    const html = '<h2>Cel</h2><p><strong>Julka</strong> potrzebuje <em>wózka</em>.</p><ul><li>rehabilitacja</li></ul><a href="https://zlotarybka.pl/x">więcej</a>';
    expect(sanitizeDescription(html)).toBe(
      '<h2>Cel</h2><p><strong>Julka</strong> potrzebuje <em>wózka</em>.</p><ul><li>rehabilitacja</li></ul><a href="https://zlotarybka.pl/x" rel="noopener noreferrer nofollow" target="_blank">więcej</a>',
    );
  });

  it('keeps images from our own image address only', () => {
    expect(sanitizeDescription(`<img src="${OWN}" alt="Julka">`)).toBe(`<img src="${OWN}" alt="Julka" />`);
    expect(sanitizeDescription('<img src="/api/images/../../etc/passwd">')).toBe('');
  });
});
