import type { Knex } from 'knex';
import sanitizeHtml from 'sanitize-html';

// Issue 37: the sanitiser now keeps amounts and one-letter words together with non-breaking spaces as a description
// or an update is saved; this gives the ones saved before the same typography, once. Only text changes: the HTML
// was sanitised when it was saved, so it is read back with every tag and attribute allowed and written as it was.
// The rule is the one of shared/src/typography.ts when this migration was written (kept here: a migration is self-contained).
const NBSP = '\u00A0';
const DIGIT_GROUPS = /(?<![\d.,])\d{1,3}(?:[ \u202F]\d{3})+(?![\d])/g;
const BEFORE_UNIT = /(\d)[ \u202F](?=(?:zł|%)(?![\p{L}\p{N}]))/gu;
const AFTER_ONE_LETTER = /(?<=(?:^|[\s(„"«'–—-]))([aiouwzAIOUWZ]) (?=\S|$)/g;
const typeset = (text: string) =>
  text
    .replace(DIGIT_GROUPS, (groups) => groups.replace(/[ \u202F]/g, NBSP))
    .replace(BEFORE_UNIT, `$1${NBSP}`)
    .replace(AFTER_ONE_LETTER, `$1${NBSP}`);
const TEXT_ONLY: sanitizeHtml.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  textFilter: typeset,
};

const HTML_COLUMNS = [
  { table: 'charities', column: 'description' },
  { table: 'charity_revisions', column: 'description' },
  { table: 'charity_updates', column: 'body' },
] as const;

const BATCH = 500;

export async function up(knex: Knex): Promise<void> {
  for (const { table, column } of HTML_COLUMNS) {
    for (let after = 0; ; ) {
      const rows: { id: number; html: string }[] = await knex(table).where('id', '>', after).orderBy('id').limit(BATCH).select('id', `${column} as html`);
      if (rows.length === 0) break;
      for (const row of rows) {
        const html = sanitizeHtml(row.html, TEXT_ONLY);
        if (html !== row.html) await knex(table).where({ id: row.id }).update({ [column]: html });
      }
      after = rows[rows.length - 1]!.id;
    }
  }
}

/** Nothing to undo: a non-breaking space reads as a space, and one typed by the author cannot be told from ours. */
export async function down(): Promise<void> {}
