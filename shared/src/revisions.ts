// A published fundraiser's description and picture change through revisions: a small text edit goes live at once,
// anything else waits for the foundation's review. The owner's page and the server decide with this one rule.
import { newContactData } from './contact-data.js';
import { plainText } from './description-text.js';

/** A small edit changes at most this many characters, or this share of the text when that is more. */
export const SMALL_EDIT_MIN_CHARACTERS = 80;
export const SMALL_EDIT_SHARE = 0.1;
/** Beyond this many changed words the diff stops counting: such an edit is never small (and stays cheap to check). */
const MAX_CHANGED_WORDS = 2000;

export type RevisionPath = 'at_once' | 'review';

const words = (text: string) => text.match(/\S+\s*/g) ?? [];

/**
 * How many characters an edit changes: the larger of the characters removed and added, by the shortest word diff
 * (Myers) of the two texts. Counting stops above `limit`: the answer is then `Infinity`.
 */
export function changedCharacters(before: string, after: string, limit: number): number {
  const a = words(before);
  const b = words(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const removed = a.slice(start, endA);
  const added = b.slice(start, endB);
  const length = (list: string[]) => list.reduce((sum, word) => sum + word.length, 0);
  if (removed.length === 0 || added.length === 0) {
    const changed = Math.max(length(removed), length(added));
    return changed > limit ? Infinity : changed;
  }
  // Myers' O(ND) diff over words; each diagonal keeps the characters its best path left unchanged.
  const n = removed.length;
  const m = added.length;
  const maxD = Math.min(n + m, MAX_CHANGED_WORDS, 2 * limit);
  const offset = maxD + 1;
  const x = new Int32Array(2 * offset + 1);
  const kept = new Float64Array(2 * offset + 1);
  for (let d = 0; d <= maxD; d++) {
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && x[offset + k - 1]! < x[offset + k + 1]!);
      const from = offset + (down ? k + 1 : k - 1);
      let i = down ? x[from]! : x[from]! + 1;
      let j = i - k;
      let same = kept[from]!;
      while (i < n && j < m && removed[i] === added[j]) {
        same += removed[i]!.length;
        i++;
        j++;
      }
      x[offset + k] = i;
      kept[offset + k] = same;
      if (i >= n && j >= m) {
        const changed = Math.max(length(removed), length(added)) - same;
        return changed > limit ? Infinity : changed;
      }
    }
  }
  return Infinity;
}

/** The most characters a small edit of this text may change: 80, or a tenth of a longer text. */
export const smallEditLimit = (text: string) => Math.max(SMALL_EDIT_MIN_CHARACTERS, Math.floor(text.length * SMALL_EDIT_SHARE));

/**
 * Which way a change of a published fundraiser goes. `approved` is the version the foundation approved last (at
 * publication, on review, or its own edit): every change is measured from it, so small edits that add up are reviewed
 * once their sum is no longer small (issue 29). Small, and live at once: the description only (no new picture), no
 * account number, phone number, e-mail address or link the approved text did not have, and at most `smallEditLimit`
 * characters changed since it. Anything else waits for the foundation's review.
 */
export function revisionPath(approved: { description: string }, after: { description: string; pictureChanged: boolean }): RevisionPath {
  if (after.pictureChanged) return 'review';
  if (newContactData(approved.description, after.description).length > 0) return 'review';
  const text = plainText(approved.description);
  const limit = smallEditLimit(text);
  return changedCharacters(text, plainText(after.description), limit) <= limit ? 'at_once' : 'review';
}

export const REVISION_STATUSES = ['live', 'pending', 'rejected', 'superseded'] as const;
export type RevisionStatus = (typeof REVISION_STATUSES)[number];

export const REVISION_STATUS_LABELS: Record<RevisionStatus, string> = {
  live: 'Widoczna',
  pending: 'Czeka na akceptację',
  rejected: 'Odrzucona',
  superseded: 'Wcześniejsza',
};

/** What the owner's page says before saving, by the path the change will take. */
export const REVISION_PATH_NOTES: Record<RevisionPath, string> = {
  at_once: 'Ta drobna poprawka będzie widoczna od razu.',
  review: 'Zmiana będzie widoczna po akceptacji przez fundację.',
};
