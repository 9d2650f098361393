import { describe, expect, it } from 'vitest';
import { aboutText, applicationMenu, contextMenu } from './menu-template.js';

const none = () => {};
const actions = { settings: none, print: none, about: none, checkUpdates: none, openWebsite: none };

describe('menus', () => {
  it('has the Polish application menu: Plik, Edycja, Widok, Okno, Pomoc', () => {
    expect(applicationMenu(actions, false).map((item) => item.label)).toEqual(['Plik', 'Edycja', 'Widok', 'Okno', 'Pomoc']);
    const labels = JSON.stringify(applicationMenu(actions, false));
    for (const label of ['Ustawienia…', 'Drukuj…', 'Kopiuj', 'Wklej', 'O programie', 'Sprawdź aktualizacje']) expect(labels).toContain(label);
  });

  it('when a form field is right-clicked, then copy and paste are offered; on plain text only copy', () => {
    expect(contextMenu({ isEditable: true, hasSelection: true }).map((item) => item.label)).toEqual(['Wytnij', 'Kopiuj', 'Wklej', 'Zaznacz wszystko']);
    expect(contextMenu({ isEditable: false, hasSelection: true }).map((item) => item.label)).toEqual(['Kopiuj']);
    expect(contextMenu({ isEditable: false, hasSelection: false })).toEqual([]);
  });

  it('"O programie" names the version and the server', () => {
    expect(aboutText('1.0.0', 'https://zbiorki.zlotarybka.pl', '40.8.5').detail).toContain('Wersja 1.0.0\nSerwer: https://zbiorki.zlotarybka.pl');
  });
});
