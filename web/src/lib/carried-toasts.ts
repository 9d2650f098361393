import type { Toast } from '@zlota/shared/entities';

/** Where toasts wait for the next page of this tab: the panel's own app leaves for the public one by a page load. */
const KEY = 'zr-carried-toasts';

/** Keeps `toasts` for the page this tab loads next (sessionStorage: this tab only, gone with it). */
export function carryToasts(toasts: Toast[]): void {
  try {
    if (toasts.length) sessionStorage.setItem(KEY, JSON.stringify(toasts));
  } catch {
    // No storage (a private mode that refuses it): the toasts go with the page, nothing else does.
  }
}

/** The toasts the page before this one left for it, once. */
export function takeCarriedToasts(): Toast[] {
  try {
    const kept = sessionStorage.getItem(KEY);
    if (kept === null) return [];
    sessionStorage.removeItem(KEY);
    const toasts: unknown = JSON.parse(kept);
    return Array.isArray(toasts) ? toasts.filter((toast): toast is Toast => typeof (toast as Toast | null)?.summary === 'string') : [];
  } catch {
    return [];
  }
}
