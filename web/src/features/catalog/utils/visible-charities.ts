import type { Needy } from '@zlota/shared/entities';

/** A fundraiser that may be shown as a card or a banner: spec §3 hides those without a needy person. */
export type Visible<T extends { needy: Needy | null }> = T & { needy: Needy };

export const hasNeedy = <T extends { needy: Needy | null }>(charity: T | undefined | null): charity is Visible<T> =>
  charity !== undefined && charity !== null && charity.needy !== null && charity.needy !== undefined;

/** Keeps the order of the list and drops what is missing from the cache or has no needy person. */
export const visibleCharities = <T extends { needy: Needy | null }>(charities: readonly (T | undefined)[]): Visible<T>[] =>
  charities.filter(hasNeedy);
