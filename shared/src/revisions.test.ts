import { describe, expect, it } from 'vitest';
import { linksIn, plainText } from './description-text.js';
import { changedCharacters, revisionPath, smallEditLimit } from './revisions.js';

const paragraph = 'Leon ma osiem lat i porusza się na wózku. Zbieramy na łazienkę bez barier, żeby mógł sam z niej korzystać.';
const description = `<p>${paragraph}</p><p>Dziękujemy za każdą wpłatę i udostępnienie.</p>`;
const edited = (html: string) => revisionPath({ description }, { description: html, pictureChanged: false });

describe('plain text of a description', () => {
  it('reads the words without tags, entities decoded and blocks apart', () => {
    expect(plainText('<p>Ala &amp; <strong>kot</strong></p><p>dom&nbsp;ok</p>')).toBe('Ala & kot dom ok');
  });

  it('finds link and picture addresses in the HTML and typed as text', () => {
    const links = linksIn('<p><a href="https://a.pl/x">tu</a> albo www.b.pl <img src="/api/images/1.webp"></p>');
    expect([...links].sort()).toEqual(['/api/images/1.webp', 'https://a.pl/x', 'www.b.pl']);
  });
});

describe('how many characters an edit changes', () => {
  it('counts a fixed typo as the word it touches', () => {
    expect(changedCharacters('Ala ma kota i psa', 'Ala ma kot i psa', 80)).toBe(5);
  });

  it('counts two distant fixes separately, not the text between them', () => {
    const long = `${'słowo '.repeat(200)}koniec`;
    const fixed = `start ${'słowo '.repeat(199)}koniec.`;
    expect(changedCharacters(long, fixed, 1000)).toBeLessThan(20);
  });

  it('stops counting above the limit', () => {
    expect(changedCharacters('a', 'b '.repeat(100), 80)).toBe(Infinity);
  });
});

describe('which way a change of a published fundraiser goes', () => {
  it('a typo fixed in the description goes live at once', () => {
    expect(edited(description.replace('wózku', 'wózku inwalidzkim'))).toBe('at_once');
  });

  it('an unchanged description goes live at once', () => {
    expect(edited(description)).toBe('at_once');
  });

  it('a new picture waits for review, even with the same text', () => {
    expect(revisionPath({ description }, { description, pictureChanged: true })).toBe('review');
  });

  it('a new link waits for review, however short', () => {
    expect(edited(description.replace('</p>', ' <a href="https://zrzutka.example">tu</a></p>'))).toBe('review');
    expect(edited(description.replace('wpłatę', 'wpłatę na www.inna.pl'))).toBe('review');
  });

  it('a new account number, phone number or e-mail address waits for review, however short', () => {
    expect(edited(description.replace('wpłatę', 'wpłatę na konto 61 1090 1014 0000 0712 1981 2874'))).toBe('review');
    expect(edited(description.replace('wpłatę', 'wpłatę, tel. 600 123 456'))).toBe('review');
    expect(edited(description.replace('wpłatę', 'wpłatę, leon@example.pl'))).toBe('review');
  });

  it('a link the text already had may stay', () => {
    const withLink = `${description}<p><a href="https://fundacja.example">Fundacja</a></p>`;
    expect(revisionPath({ description: withLink }, { description: withLink.replace('Leon', 'Leoś'), pictureChanged: false })).toBe('at_once');
  });

  it('a rewritten paragraph waits for review', () => {
    expect(edited(`<p>Zupełnie nowa historia, którą fundacja musi przeczytać, zanim ją pokaże darczyńcom. ${'Nowe zdanie. '.repeat(8)}</p>`)).toBe('review');
  });

  it('allows 80 changed characters in a short text, and a tenth of a long one', () => {
    expect(smallEditLimit('krótki')).toBe(80);
    expect(smallEditLimit('x'.repeat(5000))).toBe(500);
    const longText = `<p>${'Zdanie o Leonie i jego łazience. '.repeat(100)}</p>`;
    const added = ' Dopisane zdanie.'.repeat(10); // 170 characters: over 80, under a tenth of 3 300
    expect(revisionPath({ description: longText }, { description: longText.replace('</p>', `${added}</p>`), pictureChanged: false })).toBe('at_once');
    expect(revisionPath({ description }, { description: description.replace('</p>', `${added}</p>`), pictureChanged: false })).toBe('review');
  });
});
