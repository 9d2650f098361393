// ARCHITECTURE §3 read from the source: component folders import one way, every table has one
// owning repository, and only that repository names it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type ApiRouteName } from '@zlota/shared/api-routes';

const SRC = import.meta.dirname;
const COMPONENTS = path.join(SRC, 'components');

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file));
}

const read = (file: string) => fs.readFileSync(file, 'utf8');
const relative = (file: string) => path.relative(SRC, file);
const componentOf = (file: string) => path.relative(COMPONENTS, file).split(path.sep)[0]!;

/** component -> the other components its files import (relative imports only: that is how they reach each other). */
function componentGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(COMPONENTS)) {
    const from = componentOf(file);
    const edges = graph.get(from) ?? graph.set(from, new Set()).get(from)!;
    for (const [, specifier] of read(file).matchAll(/from\s+'(\.[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), specifier!);
      if (!target.startsWith(COMPONENTS + path.sep)) continue;
      const to = componentOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every elementary cycle, each listed once from its smallest name. */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  for (const start of [...graph.keys()].sort()) {
    const walk = (node: string, trail: string[]) => {
      for (const next of graph.get(node) ?? []) {
        if (next === start) found.push([...trail, start].join(' -> '));
        else if (next > start && !trail.includes(next)) walk(next, [...trail, next]);
      }
    };
    walk(start, [start]);
  }
  return found;
}

// Knex naming a table: db('payments'), trx('charities'), .join('needy', …).
const TABLE_USE = /\b(?:db|trx|knex)\(\s*'([a-z_]+)'|\.(?:join|leftJoin|innerJoin|rightJoin)\(\s*'([a-z_]+)'/g;
const tablesNamed = (source: string) => new Set([...source.matchAll(TABLE_USE)].map((match) => match[1] ?? match[2]!));

const repositories = [...sourceFiles(COMPONENTS), ...sourceFiles(path.join(SRC, 'libraries'))].filter((file) => file.endsWith('-repository.ts'));

/** "// Owns: a, b (why)" on a repository's first line. */
function ownedTables(file: string): string[] {
  const owns = /^\/\/ Owns: ([a-z_, ]+)/.exec(read(file))?.[1];
  return owns ? owns.split(',').map((table) => table.trim()).filter(Boolean) : [];
}

describe('server architecture', () => {
  it('when component folders import each other, then no import path leads back to where it started', () => {
    const graph = componentGraph();
    expect(graph.size).toBeGreaterThan(5);
    expect(cycles(graph)).toEqual([]);
  });

  // A large table may have several repository files, but all in the one component that owns it.
  it('when a migration creates a table, then exactly one component says it owns it', () => {
    const created = sourceFiles(path.join(SRC, 'db', 'migrations')).flatMap((file) => [...read(file).matchAll(/createTable\('([a-z_]+)'/g)].map((m) => m[1]!));
    const owners = new Map<string, Set<string>>();
    const ownerOf = (file: string) => (file.startsWith(COMPONENTS) ? componentOf(file) : relative(file));
    for (const file of repositories) for (const table of ownedTables(file)) owners.set(table, (owners.get(table) ?? new Set()).add(ownerOf(file)));
    expect(created.length).toBeGreaterThan(10);
    for (const table of created) expect([...(owners.get(table) ?? [])], table).toHaveLength(1);
    expect([...owners.keys()].sort()).toEqual([...created].sort());
  });

  it('when a repository names a table, then it is one it owns', () => {
    for (const file of repositories) {
      const foreign = [...tablesNamed(read(file))].filter((table) => !ownedTables(file).includes(table));
      expect(foreign, relative(file)).toEqual([]);
    }
  });

  it('when code outside repositories reaches the database, then it is the knex factory, a migration or a seed', () => {
    const allowed = (file: string) => file.endsWith('-repository.ts') || file === path.join(SRC, 'db', 'knex.ts') || /^(db[/\\]migrations|seeds)[/\\]/.test(relative(file));
    const offenders = sourceFiles(SRC).filter((file) => !allowed(file) && (tablesNamed(read(file)).size > 0 || /\.raw\(/.test(read(file))));
    expect(offenders.map(relative)).toEqual([]);
  });

  // Staff powers on an owner route obey REQUIRE_ADMIN_2FA: only auth's ownerRouteAccess may ask whether the role allows.
  it('when code asks whether a role may act on an owner route, then it asks ownerRouteAccess, not roleAllows', () => {
    const isOwnerRoute = (name: string) => API_ROUTES[name as ApiRouteName]?.auth === 'owner';
    const offenders = sourceFiles(SRC).flatMap((file) =>
      [...read(file).matchAll(/roleAllows\([^,]+,\s*API_ROUTES\.(\w+)\)/g)].filter((m) => isOwnerRoute(m[1]!)).map((m) => `${relative(file)}: ${m[0]}`),
    );
    expect(offenders).toEqual([]);
  });
});
