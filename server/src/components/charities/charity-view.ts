import type { AdminCharity, Charity, CharityDetails, CharityOwner } from '@zlota/shared/entities';
import { groszeToZl } from '@zlota/shared/money';
import { transferCodeOf } from '@zlota/shared/transfer-code';
import type { CharityRecord } from './charities-repository.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The card of spec §3: amounts in zł, the beneficiary without what only the foundation sees. */
export function toCharityCard(record: CharityRecord): Charity {
  return {
    id: record.id,
    url: record.url,
    title: record.title,
    name: record.name,
    target: record.target,
    target_amount: groszeToZl(record.target_amount),
    collected_amount: groszeToZl(record.collected_amount),
    image: record.image,
    short_description: record.short_description,
    needy: record.needy
      ? { id: record.needy.id, name: record.needy.name, surname: record.needy.surname, city: record.needy.city }
      : null,
  };
}

export function toCharityDetails(record: CharityRecord): CharityDetails {
  return {
    ...toCharityCard(record),
    description: record.description,
    status: record.status,
    promoted: record.promoted,
    published_at: iso(record.published_at),
    transfer_code: transferCodeOf(record.id),
  };
}

export function toAdminCharity(record: CharityRecord, owner: CharityOwner | null = null): AdminCharity {
  return {
    ...toCharityDetails(record),
    owner_id: record.owner_id,
    owner,
    promoted_order: record.promoted_order,
    review_note: record.review_note,
    reviewed_at: iso(record.reviewed_at),
    created_at: iso(record.created_at)!,
    updated_at: iso(record.updated_at)!,
  };
}
