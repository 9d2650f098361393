import { describe, expect, it } from 'vitest';
import { contactDataIn, newContactData } from './contact-data.js';

const story = '<p>Leon ma osiem lat i porusza się na wózku. Zbieramy 12 500 zł na łazienkę bez barier (do 15.03.2027).</p>';
const withSentence = (sentence: string) => story.replace('</p>', ` ${sentence}</p>`);
const kinds = (html: string) => newContactData(story, html).map((item) => item.kind);

describe('contact data in a description', () => {
  it('finds none in an ordinary story with amounts and dates', () => {
    expect(contactDataIn(story)).toEqual([]);
  });

  it('finds an account number however its 26 digits are grouped, and a PL IBAN', () => {
    expect(kinds(withSentence('Wpłacajcie na konto 61 1090 1014 0000 0712 1981 2874.'))).toEqual(['account']);
    expect(kinds(withSentence('Konto: 61109010140000071219812874'))).toEqual(['account']);
    expect(kinds(withSentence('IBAN PL61 1090 1014 0000 0712 1981 2874'))).toContain('account');
    expect(kinds(withSentence('Konto 61-1090-1014-0000-0712-1981-2874'))).toEqual(['account']);
  });

  it('finds digits hidden by invisible characters or written full-width', () => {
    expect(kinds(withSentence('Konto 61\u200b1090\u00ad1014 0000 0712 1981 2874'))).toEqual(['account']);
    expect(kinds(withSentence('Tel. ６００ １２３ ４５６'))).toEqual(['phone']);
  });

  it('finds a phone number with or without the country code, and counts both as one', () => {
    expect(kinds(withSentence('Dzwońcie: 600 123 456.'))).toEqual(['phone']);
    expect(kinds(withSentence('Dzwońcie: +48 600-123-456.'))).toEqual(['phone']);
    expect(kinds(withSentence('Biuro: (22) 123 45 67.'))).toEqual(['phone']);
    const known = withSentence('Dzwońcie: 600 123 456.');
    expect(newContactData(known, known.replace('600 123 456', '+48 600 123 456'))).toEqual([]);
  });

  it('finds an e-mail address, also one written with (at) or "małpa"', () => {
    expect(kinds(withSentence('Piszcie: mama.leona@example.pl'))).toEqual(['email']);
    expect(kinds(withSentence('Piszcie: mama.leona (at) example (dot) pl'))).toEqual(['email']);
    expect(kinds(withSentence('Piszcie: mama.leona małpa example kropka pl'))).toEqual(['email']);
  });

  it('finds links in the HTML, typed with http or www, and bare addresses', () => {
    expect(kinds(story.replace('</p>', ' <a href="https://zrzutka.example">tu</a></p>'))).toEqual(['link']);
    expect(kinds(withSentence('Więcej na https://inna-zbiorka.example/leon'))).toEqual(['link']);
    expect(kinds(withSentence('Więcej na www.leon.pl'))).toEqual(['link']);
    expect(kinds(withSentence('Wspierajcie przez zrzutka.pl/leon'))).toEqual(['link']);
  });

  it('reads the longest description an owner may send in linear time, however it is made to backtrack', () => {
    for (const text of ['a'.repeat(100_000), 'a-'.repeat(50_000), 'a.'.repeat(50_000), 'ab at '.repeat(16_000)]) {
      const started = Date.now();
      contactDataIn(`<p>${text}</p>`);
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it('counts only what the approved text did not have', () => {
    const approved = withSentence('Kontakt: fundacja@zlotarybka.pl, tel. 22 123 45 67, www.zlotarybka.pl.');
    expect(newContactData(approved, approved.replace('Leon ma', 'Leoś ma'))).toEqual([]);
    expect(newContactData(approved, approved.replace('Kontakt:', 'Kontakt: leon@example.pl,'))).toEqual([{ kind: 'email', key: 'leon@example.pl' }]);
  });
});
