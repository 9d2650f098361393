// docs/architecture.md (sections 2 and 6) read from the source: component folders import one way, every table has one
// owning repository, and only that repository names it; and the document names every component, table and feature.
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

// Every repository, wherever it is: one outside components/ fails (a table belongs to a component).
const repositories = sourceFiles(SRC).filter((file) => file.endsWith('-repository.ts'));

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

  it('when a file is a repository, then it lies in a component folder', () => {
    expect(repositories.length).toBeGreaterThan(10);
    expect(repositories.filter((file) => !file.startsWith(COMPONENTS + path.sep)).map(relative)).toEqual([]);
  });

  // A large table may have several repository files, but all in the one component that owns it.
  it('when a migration creates a table, then exactly one component says it owns it', () => {
    const created = sourceFiles(path.join(SRC, 'db', 'migrations')).flatMap((file) => [...read(file).matchAll(/createTable\('([a-z_]+)'/g)].map((m) => m[1]!));
    const owners = new Map<string, Set<string>>();
    for (const file of repositories) for (const table of ownedTables(file)) owners.set(table, (owners.get(table) ?? new Set()).add(componentOf(file)));
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

// docs/architecture.md is the architecture in the repository: it must name every component, table and web feature
// where it belongs, and every path it names must exist. Each failure says what to write where.
const ROOT = path.resolve(SRC, '..', '..');
const DOCUMENT = 'docs/architecture.md';
const COMPONENTS_SECTION = 'Server components and their tables';
const FEATURES_SECTION = 'The web';
const FEATURES = path.join(ROOT, 'web', 'src', 'features');
/** The panel's root folders that hold what several areas share (eslint.config.js, ADMIN_SHARED); the others are areas. */
const ADMIN_SHARED = ['api', 'components', 'hooks'];

const foldersIn = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The lines under the `## <n>. <title>` heading, up to the next `## ` heading. */
function sectionOf(document: string, title: string): string[] {
  const lines = document.split('\n');
  const start = lines.findIndex((line) => /^## (\d+\. )?/.test(line) && line.replace(/^## (\d+\. )?/, '') === title);
  if (start < 0) throw new Error(`${DOCUMENT} has no section "## ${title}": the architecture test reads its tables`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** What the text quotes in backticks, outside its fenced blocks (the pictures). */
const quoted = (text: string) => [...text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);

/** The rows of the section's tables whose first cell is a folder (`name/`): name -> what the last cell quotes. */
function folderRows(lines: string[]): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of lines.filter((text) => text.startsWith('|'))) {
    const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
    const folder = /^`([a-z0-9_-]+)\/`$/.exec(cells[0] ?? '')?.[1];
    if (folder) rows.set(folder, quoted(cells.at(-1) ?? ''));
  }
  return rows;
}

/** Tables the migrations create: knex's createTable('name' and raw CREATE [VIRTUAL] TABLE name. */
function tablesCreated(): string[] {
  const creates = /createTable\(\s*'([a-z0-9_]+)'|CREATE\s+(?:VIRTUAL\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([a-z0-9_]+)/g;
  const tables = sourceFiles(path.join(SRC, 'db', 'migrations')).flatMap((file) => [...read(file).matchAll(creates)].map((m) => m[1] ?? m[2]!));
  return [...new Set(tables)].sort();
}

/** The row a table belongs in: its owning repository's component. */
function ownerRows(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of repositories) for (const table of ownedTables(file)) owners.set(table, componentOf(file));
  return owners;
}

describe(DOCUMENT, () => {
  const document = fs.readFileSync(path.join(ROOT, DOCUMENT), 'utf8');
  const inComponents = `${DOCUMENT}, section "${COMPONENTS_SECTION}"`;
  const componentRows = folderRows(sectionOf(document, COMPONENTS_SECTION));

  it('when a component folder exists, then the document has its row among the server components, and no row for a folder that is gone', () => {
    const folders = foldersIn(COMPONENTS);
    expect(folders.length).toBeGreaterThan(5);
    const missing = folders.filter((folder) => !componentRows.has(folder));
    expect(missing.map((folder) => `${inComponents}: add the row | \`${folder}/\` | what it does | the tables it owns, or — |`)).toEqual([]);
    const gone = [...componentRows.keys()].filter((row) => !folders.includes(row));
    expect(gone.map((row) => `${inComponents}: remove the row \`${row}/\`: there is no server/src/components/${row}/`)).toEqual([]);
  });

  it('when a migration creates a table, then the document names it in the row of the component that owns it, and no other', () => {
    const created = tablesCreated();
    expect(created).toContain('charities_fts'); // a raw CREATE VIRTUAL TABLE is seen too
    expect(created.length).toBeGreaterThan(20);
    const owners = ownerRows();
    const rowsNaming = (table: string) => [...componentRows].filter(([, tables]) => tables.includes(table)).map(([row]) => row);
    const problems = created.flatMap((table) => {
      const owner = owners.get(table);
      const named = rowsNaming(table);
      if (!owner) return named.length === 1 ? [] : [`${inComponents}: add \`${table}\` to the tables of the row of the component that owns it, once (and start its repository with // Owns: ${table})`];
      if (named.length === 0) return [`${inComponents}: add \`${table}\` to the tables of the row \`${owner}/\` (its repository says // Owns: ${table})`];
      if (named.join() !== owner) return [`${inComponents}: \`${table}\` belongs only in the row \`${owner}/\` (its repository says // Owns: ${table}), not in ${named.filter((row) => row !== owner).map((row) => `\`${row}/\``).join(', ')}`];
      return [];
    });
    const unknown = [...componentRows].flatMap(([row, tables]) => tables.filter((table) => !created.includes(table)).map((table) => `${inComponents}: remove \`${table}\` from the row \`${row}/\`: no migration creates it`));
    expect([...problems, ...unknown]).toEqual([]);
  });

  it('when a web feature folder exists, then the document has its row among the features, and no row for a feature that is gone', () => {
    const inFeatures = `${DOCUMENT}, section "${FEATURES_SECTION}", the table of features`;
    const rows = folderRows(sectionOf(document, FEATURES_SECTION));
    const folders = foldersIn(FEATURES);
    expect(folders.length).toBeGreaterThan(3);
    expect(folders.filter((folder) => !rows.has(folder)).map((folder) => `${inFeatures}: add the row | \`${folder}/\` | its screens |`)).toEqual([]);
    expect([...rows.keys()].filter((row) => !folders.includes(row)).map((row) => `${inFeatures}: remove the row \`${row}/\`: there is no web/src/features/${row}/`)).toEqual([]);
  });

  it('when the panel has an area folder, then the document names it among the areas, and no area that is gone', () => {
    const inFeatures = `${DOCUMENT}, section "${FEATURES_SECTION}", the table of the panel's areas`;
    const named = new Set(quoted(sectionOf(document, FEATURES_SECTION).join('\n')).flatMap((text) => /^features\/admin\/([a-z0-9-]+)\/$/.exec(text)?.[1] ?? []));
    const areas = foldersIn(path.join(FEATURES, 'admin')).filter((folder) => !ADMIN_SHARED.includes(folder));
    expect(areas.length).toBeGreaterThan(2);
    expect(areas.filter((area) => !named.has(area)).map((area) => `${inFeatures}: add the row | \`features/admin/${area}/\` | its screens |`)).toEqual([]);
    expect([...named].filter((area) => !areas.includes(area)).map((area) => `${inFeatures}: remove \`features/admin/${area}/\`: there is no web/src/features/admin/${area}/`)).toEqual([]);
  });

  // `server/src/app.ts` from the repository's root; `http/routing.ts` from server/src; `lib/prefetch.ts` from web/src.
  it('when the document names a file or folder by its path, then it exists', () => {
    const bases = [ROOT, SRC, path.join(ROOT, 'web', 'src')];
    const isPath = (text: string) => /^\w[\w.-]*(\/[\w.-]+)+\/?$/.test(text) && !/(^|\/)dist(\/|$)/.test(text);
    const paths = [...new Set(quoted(document).filter(isPath))];
    expect(paths.length).toBeGreaterThan(30);
    const missing = paths.filter((named) => !bases.some((base) => fs.existsSync(path.join(base, named))));
    expect(missing.map((named) => `${DOCUMENT} names \`${named}\`, which does not exist: write where it is now, or what replaced it`)).toEqual([]);
  });
});
