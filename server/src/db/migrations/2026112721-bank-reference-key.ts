import type { Knex } from 'knex';
import unhomoglyph from 'unhomoglyph';

// A bank reference counts once however it is disguised (issue 29): the key of every manual donation's reference is
// built again by the rule below, the one of shared/src/bank-reference.ts when this migration was written (copied:
// a migration is self-contained). Before, the key only dropped spaces and upper-cased.
//
// Two entries that still count may now have one key (the same transfer entered twice, disguised). The migration
// moves no money and fails on nothing: the first entered keeps the key, so the reference is refused from now on in
// any form, and a later one keeps counting with its own id appended to its key (`KEY#id`, never a real key: a key
// has letters and digits only). Each such entry is named in a warning for the foundation to check and void by hand.
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]/gu;
const DECIMAL_DIGIT = /\p{Nd}/u;

function asciiDigit(digit: string): string {
  const codePoint = digit.codePointAt(0)!;
  let start = codePoint;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return String((codePoint - start) % 10);
}

const skeletonKey = (reference: string) => {
  const plain = reference
    .normalize('NFKC')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .normalize('NFD')
    .replace(NOT_LETTER_OR_DIGIT, '')
    .replace(/\p{Nd}/gu, asciiDigit)
    .toLowerCase()
    .toUpperCase();
  return unhomoglyph(plain.normalize('NFD')).normalize('NFD').replace(NOT_LETTER_OR_DIGIT, '').toUpperCase();
};
const spacelessKey = (reference: string) => reference.replace(/\s+/gu, '').toUpperCase();

interface Entry {
  id: number;
  guid: string;
  bank_reference: string;
  status: string;
}

/** Every manual reference keyed by `keyOf`; an entry that counts and meets a key already counted gets `KEY#id`. */
async function rekey(knex: Knex, keyOf: (reference: string) => string): Promise<Entry[]> {
  const entries: Entry[] = await knex('payments')
    .where({ provider: 'manual' })
    .whereNotNull('bank_reference')
    .orderBy('id')
    .select('id', 'guid', 'bank_reference', 'status');
  // No key for a moment, so that no new key meets an old one in the unique index on the way.
  await knex('payments').where({ provider: 'manual' }).whereNotNull('bank_reference_key').update({ bank_reference_key: null });
  const counted = new Set<string>();
  const doubled: Entry[] = [];
  for (const entry of entries) {
    let key = keyOf(entry.bank_reference);
    if (key === '' || (entry.status !== 'voided' && counted.has(key))) {
      if (key !== '') doubled.push(entry);
      key = `${key}#${entry.id}`;
    } else if (entry.status !== 'voided') counted.add(key);
    await knex('payments').where({ id: entry.id }).update({ bank_reference_key: key });
  }
  return doubled;
}

export async function up(knex: Knex): Promise<void> {
  const doubled = await rekey(knex, skeletonKey);
  if (doubled.length > 0) {
    process.emitWarning(
      `Manual donations whose bank reference was entered earlier in another form (check them and void the doubles): ${doubled.map((entry) => `${entry.guid} (${entry.bank_reference})`).join(', ')}`,
      { code: 'ZLOTA_BANK_REFERENCE_DOUBLED' },
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  await rekey(knex, spacelessKey);
}
