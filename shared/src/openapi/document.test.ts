import { describe, expect, it } from 'vitest';
import { openApiDocument } from './document.js';

type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (schema: Node): unknown[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);

/** Every schema of the document that may be a string, by its JSON pointer. */
function stringSchemas(node: unknown, where: string, found: [string, Node][] = []): [string, Node][] {
  if (Array.isArray(node)) node.forEach((item, index) => stringSchemas(item, `${where}/${index}`, found));
  if (!isObject(node)) return found;
  if (typesOf(node).includes('string')) found.push([where, node]);
  for (const [key, value] of Object.entries(node)) stringSchemas(value, `${where}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, found);
  return found;
}

describe('the API document against the OWASP lint (issue 29 §8)', () => {
  const document = openApiDocument('test');

  // owasp:api4:2019-string-limit. An enum or a const bounds a string by itself. A `format` does not: `date-time`
  // allows any number of fraction digits, `email` and `uri` any length, and validators treat formats as notes
  // by default, so a formatted string says its maxLength too. A whole answer that is not JSON (a picture, a PDF,
  // a page) is no string field: the document gives its media type alone.
  it('gives every string of the paths and the components a maxLength, an enum or a const', () => {
    const unbounded = stringSchemas({ paths: document.paths, components: document.components }, '#')
      .filter(([, schema]) => typeof schema.maxLength !== 'number' && !('enum' in schema) && !('const' in schema))
      .map(([where]) => where);
    expect(unbounded).toEqual([]);
  });

  it('finds the strings it checks, nested in bodies, parts, queues and maps alike', () => {
    const found = stringSchemas({ paths: document.paths, components: document.components }, '#').map(([where]) => where);
    expect(found.length).toBeGreaterThan(300);
  });
});
