// The one builder of free-text fields: NFC, trimmed, and refused when a character could deceive or break a page.
import { z } from './zod.js';
import { TEXT_MESSAGES as M } from '../messages.js';

/**
 * C0 and C1 control characters and DEL, and the line and paragraph separators (U+2028, U+2029) that break a line as
 * well; a long text may keep its tabs and line breaks (the separators stored as `\n`).
 */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_BUT_LINES = /(?![\t\n])\p{Cc}/u;
/** The line breaks a long text keeps, each stored as `\n`: CRLF, CR, and the line and paragraph separators. */
const LINE_BREAK = /\r\n?|[\u2028\u2029]/g;
/** Bidi embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069): they reorder what a reader sees. */
const BIDI = /[\u202A-\u202E\u2066-\u2069]/u;
/**
 * Nothing a reader can see: spaces and characters drawn as nothing only. Default-ignorable characters are zero-width
 * spaces and joiners, the soft hyphen, the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0, letters that show as
 * blanks), the Mongolian vowel separator, variation selectors and the tag characters (U+E0000–U+E0FFF); the blank
 * Braille pattern (U+2800) is a symbol that shows as a blank.
 */
const INVISIBLE_ONLY = /^[\s\p{Default_Ignorable_Code_Point}\u2800]+$/u;
/** A letter a reader can see: not a Hangul filler. */
const LETTER = /(?!\p{Default_Ignorable_Code_Point})\p{L}/u;

export interface TextKind {
  /** A name (of a person, a fundraiser, a place): it must hold a letter. */
  name?: boolean;
  /** A long text (a description, a note): tabs and line breaks are kept. */
  multiline?: boolean;
}

export interface TextRule {
  message: string;
  passes: (text: string) => boolean;
}

/** The checks of a text's characters, in the order they are reported; lengths are the field's own. */
export const textRules = ({ name = false, multiline = false }: TextKind = {}): TextRule[] => [
  { message: M.controlCharacters, passes: (text) => !(multiline ? CONTROL_BUT_LINES : CONTROL).test(text) },
  { message: M.bidiCharacters, passes: (text) => !BIDI.test(text) },
  { message: M.invisibleOnly, passes: (text) => text === '' || !INVISIBLE_ONLY.test(text) },
  ...(name ? [{ message: M.noLetter, passes: (text: string) => text === '' || LETTER.test(text) }] : []),
];

/** How every free text is stored: NFC, without surrounding spaces, line breaks (CRLF, CR, U+2028, U+2029) as `\n`. */
export const normalizeText = (text: string, { multiline = false }: TextKind = {}): string => {
  const nfc = text.normalize('NFC').trim();
  return multiline ? nfc.replace(LINE_BREAK, '\n') : nfc;
};

export interface TextField extends TextKind {
  /** The field's own message: a missing value or a wrong length. */
  error: string;
  min?: number;
  max: number;
}

/**
 * A free-text field of the contract, the same on the server and in the web's forms: stored as `normalizeText` makes
 * it, and a character problem is reported before the length, since its message says what to fix.
 */
export const textField = ({ error, min = 0, max, ...kind }: TextField) =>
  z
    .string({ error })
    .overwrite((text) => normalizeText(text, kind))
    .check((ctx) => {
      const broken = textRules(kind).find((rule) => !rule.passes(ctx.value));
      if (broken) ctx.issues.push({ code: 'custom', message: broken.message, input: ctx.value, continue: false });
    })
    .min(min, { error })
    .max(max, { error });
