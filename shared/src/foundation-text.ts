// Issue 30: how the foundation's record is written out on pages, in e-mails and PDFs, the same everywhere.
import type { Foundation, FoundationAddress, FoundationView } from './entities.js';
import { printedIban } from './foundation-numbers.js';
import { FOUNDATION_MESSAGES } from './messages.js';

export const addressLine = (address: FoundationAddress): string => `${address.street}, ${address.postal_code} ${address.city}`;

/** The foundation as a donor's document names it: name, seat, KRS and NIP. */
export const foundationLine = (foundation: Foundation): string =>
  `${foundation.name}, ${addressLine(foundation.address)}, KRS ${foundation.krs}, NIP ${foundation.nip}`;

/** The account for direct transfers (the first), printed in fours. */
export const mainAccount = (foundation: Foundation): string => printedIban(foundation.bank_accounts[0]!.iban);

/**
 * What every e-mail is signed with: the foundation's name (its subject ends with it) and the lines that say who it
 * is, where to give and how to reach it; the demo's values say they are an example. None while there is no record.
 */
export function foundationSignature(view: FoundationView): { name: string; lines: string[] } | null {
  const { foundation, example } = view;
  if (!foundation) return null;
  const lines = [
    foundation.name + (example ? ` ${FOUNDATION_MESSAGES.example}` : ''),
    `${addressLine(foundation.address)}, KRS ${foundation.krs}, NIP ${foundation.nip}`,
    `Konto do wpłat: ${mainAccount(foundation)}`,
    `${foundation.email}, tel. ${foundation.phone}`,
  ];
  return { name: foundation.name, lines };
}

/** The portal's own name, where no foundation is named yet. */
export const PORTAL_NAME = 'Złota rybka';

/** Open Graph's site name and the titles' suffix: the foundation's name, or the portal's until there is a record. */
export const siteName = (view: FoundationView | null | undefined): string => view?.foundation?.name ?? PORTAL_NAME;

/** Spec §2's default description, "<name> - zbiórki charytatywne", with the foundation's own name once there is one. */
export const defaultDescription = (view: FoundationView | null | undefined, fallback: string): string =>
  view?.foundation ? `${view.foundation.name} - zbiórki charytatywne` : fallback;
