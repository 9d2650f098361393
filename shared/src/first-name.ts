// Issue 36 item 6: after a beneficiary is anonymised, their first name may still stand in a fundraiser's title and
// name, usually declined ("Wózek dla Łucji", "Rower dla Kuby" is beyond any rule). The panel offers a version without it.

import { foldPolish } from './text.js';

/**
 * The part of a first name its declined forms keep: folded, without a final vowel (Łucja → "lucj": Łucji, Łucję)
 * and without the "e" of a final "-ek" (Marek → "mark": Marka, Markowi).
 */
function stemOf(firstName: string): string {
  const folded = foldPolish(firstName.trim());
  if (/ek$/.test(folded) && folded.length > 3) return `${folded.slice(0, -2)}k`;
  return folded.length > 3 ? folded.replace(/[aeiouy]$/, '') : folded;
}

/** A word that is the first name or one of its declined forms: the stem and at most three letters more. */
const wordPattern = (firstName: string) => {
  const stem = stemOf(firstName);
  return (word: string) => {
    const folded = foldPolish(word);
    return stem.length > 1 && folded.startsWith(stem) && folded.length - stem.length <= 3;
  };
};

/** True when the text still names the person by their first name, in any of its forms. */
export function mentionsFirstName(text: string, firstName: string): boolean {
  const isName = wordPattern(firstName);
  return (text.match(/\p{L}+/gu) ?? []).some(isName);
}

/**
 * The text with each form of the first name replaced by its initial ("Wózek dla Łucji" → "Wózek dla Ł."), which keeps
 * the sentence whole; staff may write it otherwise before they accept it.
 */
export function withoutFirstName(text: string, firstName: string): string {
  const isName = wordPattern(firstName);
  return text.replace(/\p{L}+/gu, (word) => (isName(word) ? `${Array.from(word)[0] ?? ''}.` : word)).replace(/\.\.+/g, '.');
}
