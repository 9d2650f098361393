// The Polish application menu (Plik, Edycja, Widok, Okno, Pomoc) and the context menu of forms. Pure data with
// the actions passed in, so the labels and structure are tested without Electron.

export interface MenuActions {
  settings(): void;
  print(): void;
  about(): void;
  checkUpdates(): void;
  openWebsite(): void;
}

export interface MenuItem {
  label?: string;
  role?: string;
  type?: 'separator';
  accelerator?: string;
  click?: () => void;
  submenu?: MenuItem[];
}

export function applicationMenu(actions: MenuActions, isMac: boolean): MenuItem[] {
  return [
    {
      label: 'Plik',
      submenu: [
        { label: 'Ustawienia…', accelerator: 'CmdOrCtrl+,', click: actions.settings },
        { label: 'Drukuj…', accelerator: 'CmdOrCtrl+P', click: actions.print },
        { type: 'separator' },
        { label: isMac ? 'Zakończ Złotą rybkę' : 'Zakończ', role: 'quit' },
      ],
    },
    {
      label: 'Edycja',
      submenu: [
        { label: 'Cofnij', role: 'undo' },
        { label: 'Ponów', role: 'redo' },
        { type: 'separator' },
        { label: 'Wytnij', role: 'cut' },
        { label: 'Kopiuj', role: 'copy' },
        { label: 'Wklej', role: 'paste' },
        { label: 'Zaznacz wszystko', role: 'selectAll' },
      ],
    },
    {
      label: 'Widok',
      submenu: [
        { label: 'Odśwież', role: 'reload' },
        { type: 'separator' },
        { label: 'Rzeczywisty rozmiar', role: 'resetZoom' },
        { label: 'Powiększ', role: 'zoomIn' },
        { label: 'Pomniejsz', role: 'zoomOut' },
        { type: 'separator' },
        { label: 'Pełny ekran', role: 'togglefullscreen' },
      ],
    },
    {
      label: 'Okno',
      submenu: [
        { label: 'Minimalizuj', role: 'minimize' },
        { label: 'Powiększ okno', role: 'zoom' },
        { label: 'Zamknij okno', role: 'close' },
      ],
    },
    {
      label: 'Pomoc',
      submenu: [
        { label: 'Sprawdź aktualizacje', click: actions.checkUpdates },
        { label: 'Strona fundacji', click: actions.openWebsite },
        { type: 'separator' },
        { label: 'O programie', click: actions.about },
      ],
    },
  ];
}

/** The right-click menu: copy where text is selected, cut and paste where a form field can be edited. */
export function contextMenu(state: { isEditable: boolean; hasSelection: boolean }): MenuItem[] {
  const items: MenuItem[] = [];
  if (state.isEditable && state.hasSelection) items.push({ label: 'Wytnij', role: 'cut' });
  if (state.hasSelection) items.push({ label: 'Kopiuj', role: 'copy' });
  if (state.isEditable) items.push({ label: 'Wklej', role: 'paste' }, { label: 'Zaznacz wszystko', role: 'selectAll' });
  return items;
}

/** The "O programie" text: the version and the server the app talks to. */
export function aboutText(version: string, serverUrl: string | null, electronVersion: string) {
  return {
    title: 'O programie',
    message: 'Złota rybka — panel fundacji',
    detail: `Wersja ${version}\nSerwer: ${serverUrl ?? 'jeszcze nie wybrany (Plik → Ustawienia)'}\nElectron ${electronVersion}\n© Fundacja Złota rybka`,
  };
}
