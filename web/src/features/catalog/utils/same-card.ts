import type { Charity } from '@zlota/shared/entities';

const CARD_FIELDS = ['id', 'url', 'title', 'name', 'target', 'target_amount', 'collected_amount', 'image', 'short_description'] as const;

/**
 * Whether two copies of a fundraiser show the same card or banner slide. A sync stores what the page already
 * shows as new objects: comparing what is drawn spares re-rendering every card and slide for nothing.
 */
export function sameCard(a: Charity, b: Charity): boolean {
  if (a === b) return true;
  if (CARD_FIELDS.some((field) => a[field] !== b[field])) return false;
  if (a.needy === b.needy) return true;
  return a.needy !== null && b.needy !== null && a.needy.id === b.needy.id && a.needy.name === b.needy.name && a.needy.surname === b.needy.surname && a.needy.city === b.needy.city;
}
