// The one builder of free-text fields: NFC, trimmed, and refused when a character could deceive or break a page.
import { z } from './zod.js';
import { TEXT_MESSAGES as M } from '../messages.js';

/** C0 and C1 control characters and DEL; a long text may keep its tabs and line breaks. */
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINES = /(?![\t\n])\p{Cc}/u;
/** Bidi embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069): they reorder what a reader sees. */
const BIDI = /[\u202A-\u202E\u2066-\u2069]/u;
/** Nothing a reader can see: spaces and zero-width characters (U+200B–U+200D, U+2060, U+FEFF) only. */
const INVISIBLE_ONLY = /^[\s\u200B-\u200D\u2060\uFEFF]+$/u;
const LETTER = /\p{L}/u;

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

/** How every free text is stored: NFC, without surrounding spaces, line breaks as `\n`. */
export const normalizeText = (text: string, { multiline = false }: TextKind = {}): string => {
  const nfc = text.normalize('NFC').trim();
  return multiline ? nfc.replace(/\r\n?/g, '\n') : nfc;
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
