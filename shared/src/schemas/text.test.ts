import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGES as M } from '../messages.js';
import { textField } from './text.js';
import { z } from './zod.js';

const ERROR = 'Tytuł musi mieć od 3 do 200 znaków.';
const title = textField({ error: ERROR, min: 3, max: 200, name: true });
const description = textField({ error: ERROR, max: 2000, multiline: true });
const messageOf = (schema: typeof title, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('the one builder of free text', () => {
  it('when a text comes decomposed (NFD), then it is kept composed (NFC) and trimmed', () => {
    const decomposed = '  Wo\u0301zek dla Zos\u0301ki  ';
    expect(title.parse(decomposed)).toBe('W\u00f3zek dla Zo\u015bki');
    expect(title.parse(decomposed).length).toBe(decomposed.trim().length - 2);
  });

  it.each([
    ['a right-to-left override', 'Wózek \u202Ekatnyz', M.bidiCharacters],
    ['a bidi isolate', 'Wózek \u2066dla\u2069 Jana', M.bidiCharacters],
    ['a bidi embedding', '\u202AWózek', M.bidiCharacters],
    ['zero-width spaces only', '\u200B\u200B\u200B', M.invisibleOnly],
    ['word joiners and zero-width joiners only', '\u2060\u200D\u200C\u2060', M.invisibleOnly],
    ['a NUL', 'Wózek\u0000dla Jana', M.controlCharacters],
    ['an escape', 'Wózek \u001b[31m', M.controlCharacters],
    ['a C1 control', 'Wózek\u0085', M.controlCharacters],
    ['a line break in a one-line text', 'Wózek\ndla Jana', M.controlCharacters],
    ['digits and signs only in a name', '123 — 456!', M.noLetter],
    // Issue 29: characters that look blank or break lines.
    ['Hangul fillers only (U+3164)', '\u3164\u3164\u3164', M.invisibleOnly],
    ['Hangul choseong and jungseong fillers only (U+115F, U+1160)', '\u115F\u1160\u115F', M.invisibleOnly],
    ['half-width Hangul fillers only (U+FFA0)', '\uFFA0 \uFFA0\uFFA0', M.invisibleOnly],
    ['blank Braille patterns only (U+2800)', '\u2800\u2800\u2800', M.invisibleOnly],
    ['Mongolian vowel separators only (U+180E)', '\u180E\u180E\u180E', M.invisibleOnly],
    ['tag characters only (U+E0000 block)', '\u{E0001}\u{E0020}\u{E0041}\u{E007F}\u{E0000}', M.invisibleOnly],
    ['variation selectors alone (U+FE00–U+FE0F, U+E0100–U+E01EF)', '\uFE0F\uFE00\u{E0100}\u{E01EF}', M.invisibleOnly],
    ['all of these at once', '\u3164\u115F\u1160\uFFA0\u2800\u180E\u{E0041}\uFE0F', M.invisibleOnly],
    ['a line separator (U+2028)', 'Wózek\u2028dla Jana', M.controlCharacters],
    ['a paragraph separator (U+2029)', 'Wózek\u2029dla Jana', M.controlCharacters],
    ['no letter but Hangul fillers', '\u3164\u3164 2025', M.noLetter],
  ])('when a name has %s, then it is refused with its own message', (_case, value, message) => {
    expect(messageOf(title, value)).toBe(message);
  });

  it('when a long text has line breaks and tabs, then they stay (CRLF as LF), but other controls do not', () => {
    expect(description.parse('Pierwszy akapit.\r\n\tDrugi akapit.\rKoniec')).toBe('Pierwszy akapit.\n\tDrugi akapit.\nKoniec');
    expect(messageOf(description, 'Akapit\u0007')).toBe(M.controlCharacters);
    expect(messageOf(description, '\u200B')).toBe(M.invisibleOnly);
    expect(description.parse('')).toBe('');
  });

  it('when a long text has line or paragraph separators, then each is kept as a line break', () => {
    expect(description.parse('Pierwsza linia.\u2028Druga.\u2029Trzecia.')).toBe('Pierwsza linia.\nDruga.\nTrzecia.');
    expect(messageOf(description, '\u2800\u3164\n\uFE0F')).toBe(M.invisibleOnly);
  });

  it('when blank-looking characters sit beside visible ones, then the text stays as it is (a heart with its emoji selector)', () => {
    expect(title.parse('Serce \u2764\uFE0F dla Zośki')).toBe('Serce \u2764\uFE0F dla Zośki');
    expect(title.parse('한글 이름')).toBe('한글 이름');
  });

  it('when a text is fine, then zero-width joiners inside it, letters of any script and emoji stay as they are', () => {
    expect(title.parse('Rodzina 👨\u200D👩\u200D👧 Nowaków')).toBe('Rodzina 👨\u200D👩\u200D👧 Nowaków');
    expect(title.parse('Οδυσσέας')).toBe('Οδυσσέας');
    expect(title.parse('Łódź 2025')).toBe('Łódź 2025');
  });

  it('when the length or the type is wrong, then the field keeps its own message', () => {
    expect(messageOf(title, 'Ab')).toBe(ERROR);
    expect(messageOf(title, 'x'.repeat(201))).toBe(ERROR);
    expect(messageOf(title, 42)).toBe(ERROR);
  });

  // JSON Schema's maxLength counts characters (code points), as PostgreSQL's varchar does, and so does zod: an emoji
  // or a letter beyond the BMP is one, not the two UTF-16 units of JavaScript's `length` (issue 29 §8).
  it('when a text has letters beyond the BMP, then its length is counted in characters, as the API document says', () => {
    expect(title.safeParse('𠀀'.repeat(200)).success).toBe(true);
    expect(messageOf(title, '𠀀'.repeat(201))).toBe(ERROR);
    expect(messageOf(title, 'a😀')).toBe(ERROR);
    expect(z.toJSONSchema(title, { io: 'input' })).toMatchObject({ minLength: 3, maxLength: 200 });
  });
});
