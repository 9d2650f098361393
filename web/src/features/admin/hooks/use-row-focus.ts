import { useEffect, useRef } from 'react';

/** The attribute that marks the element a row's focus goes to (its title's link): `data-row-focus={key}`. */
export const ROW_FOCUS = 'data-row-focus';

/**
 * Issue 36 item 6: a row's action (a moderation step) reloads the list, and a filtered list may lose that row. When the
 * reloaded rows come, focus goes to the row itself if it is still there, else to the row that took its place (the next
 * one, or the last when it was the last), else to the list's heading (`tabIndex={-1}`) — never left on `<body>`.
 * Focus a person has already moved elsewhere stays where it is.
 */
export function useRowFocus<T>(rows: T[], keyOf: (row: T) => number | string, headingId: string) {
  const acted = useRef<{ key: number | string; index: number } | null>(null);
  const key = useRef(keyOf);
  key.current = keyOf;
  useEffect(() => {
    const row = acted.current;
    if (!row) return;
    acted.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const keys = rows.map((one) => key.current(one));
    const target = keys.includes(row.key) ? row.key : keys[Math.min(row.index, keys.length - 1)];
    const element = target === undefined ? document.getElementById(headingId) : document.querySelector(`[${ROW_FOCUS}="${String(target)}"]`);
    if (element instanceof HTMLElement) element.focus();
  }, [rows, headingId]);
  /** Called when a row's action is done, before the list reloads. */
  return (done: T) => {
    acted.current = { key: keyOf(done), index: rows.findIndex((row) => keyOf(row) === keyOf(done)) };
  };
}
