// Where money or people could be sent away from the foundation: account numbers, phone numbers, e-mail addresses and
// links in a published fundraiser's description. A new one always goes to the foundation's review, however small the
// edit (issue 29, item 3). The owner's page and the server decide with this one rule.
import { linksIn, plainText } from './description-text.js';

export type ContactKind = 'account' | 'phone' | 'email' | 'link';

export interface ContactItem {
  kind: ContactKind;
  /** How it is compared: digits only for numbers, lower case for addresses. */
  key: string;
}

/** A Polish account number (NRB, also the digits of a PL IBAN) has 26 digits; a phone number 9 (with its country code up to 15). */
const ACCOUNT_DIGITS = 26;
const PHONE_DIGITS = { min: 9, max: 15 };

/** Characters that show nothing (zero-width spaces, joiners, soft hyphens…): they must not split a number or an address. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}]/gu;
/** A run of digits with the separators people type inside numbers: spaces, hyphens, dots, slashes, brackets. */
const DIGIT_RUN = /\+?\p{Nd}(?:[\s\-./()]{0,2}\p{Nd})*/gu;
/** A bank account given with its country letters (IBAN): two letters, two check digits, then letters and digits. */
const IBAN = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){11,30}\b/g;
/** An address written with @, or with the "(at)", "[at]" and "małpa" people use to hide it (from the start of a word only: linear). */
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\]|\{at\}|\s(?:at|małpa)\s)\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\(dot\)|\[dot\]|\s(?:dot|kropka)\s)\s*[\p{L}\p{N}-]+)+/giu;
/** A web address typed without http:// or www.: a name and one of the endings people use. */
const BARE_DOMAIN = /(?<![\p{L}\d.-])(?:[\p{L}\d-]+\.)+(?:pl|com|org|net|eu|info|biz|io|co|me|ly|to|gl|app|dev|link|site|online|shop|xyz|de|uk)\b(?:\/[^\s<>"]*)?/giu;

/** The text a reader sees, as it is compared: compatibility forms unified (full-width digits), invisible characters gone. */
const readable = (html: string) => plainText(html).normalize('NFKC').replace(INVISIBLE, '');

const digitsOf = (run: string) => [...run].filter((character) => /\p{Nd}/u.test(character)).join('');

function numbersIn(text: string): ContactItem[] {
  const items: ContactItem[] = [];
  for (const match of text.matchAll(IBAN)) items.push({ kind: 'account', key: match[0].replace(/\s/g, '').toUpperCase() });
  for (const match of text.matchAll(DIGIT_RUN)) {
    const digits = digitsOf(match[0]);
    if (digits.length >= ACCOUNT_DIGITS) items.push({ kind: 'account', key: digits });
    else if (digits.length >= PHONE_DIGITS.min) items.push({ kind: 'phone', key: digits.length > PHONE_DIGITS.max ? digits : digits.slice(-PHONE_DIGITS.min) });
  }
  return items;
}

function emailsIn(text: string): ContactItem[] {
  return [...text.matchAll(EMAIL)].map((match) => ({
    kind: 'email' as const,
    key: match[0]
      .toLowerCase()
      .replace(/\s*(?:\(at\)|\[at\]|\{at\}|\sat\s|\smałpa\s)\s*/u, '@')
      .replace(/\s*(?:\(dot\)|\[dot\]|\sdot\s|\skropka\s)\s*/gu, '.')
      .replace(/\s/g, ''),
  }));
}

/** Every account number, phone number, e-mail address and link a description gives. */
export function contactDataIn(html: string): ContactItem[] {
  const text = readable(html);
  const withoutEmails = text.replace(EMAIL, ' ');
  const links = [...linksIn(html), ...(withoutEmails.match(BARE_DOMAIN) ?? [])].map((link) => ({ kind: 'link' as const, key: link.toLowerCase() }));
  return [...numbersIn(text), ...emailsIn(text), ...links];
}

/** What the new text gives that the approved one did not: each such item needs the foundation's review. */
export function newContactData(approved: string, next: string): ContactItem[] {
  const known = new Set(contactDataIn(approved).map((item) => `${item.kind}:${item.key}`));
  const seen = new Set<string>();
  return contactDataIn(next).filter((item) => {
    const id = `${item.kind}:${item.key}`;
    if (known.has(id) || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
