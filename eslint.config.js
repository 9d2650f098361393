// One lint config for every workspace; it also enforces the import directions of ARCHITECTURE §2 and §5.
import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const workspace = (name) => `./${name}`;

// ARCHITECTURE §3: server components form a one-way graph. Each may import only the components
// listed here (downwards); none may import one that imports it. payments -> charities -> needy,
// never back: payments add to a fundraiser's collected_amount through charities' repository.
const SERVER = './server/src';
const COMPONENTS = `${SERVER}/components`;
const COMPONENT_DEPENDENCIES = {
  // Every admin write is recorded in the same transaction, so the audit log sits below all of them.
  audit: [],
  health: [],
  settings: [],
  users: [],
  images: [],
  needy: [],
  // The e-mail outbox (email_outbox): every component that writes an e-mail puts it here in its own transaction,
  // and the panel's E-maile lists those that did not go out.
  emails: ['audit', 'users'],
  // Rate limiting (rate_limits): the counters every instance shares, asked by the routes and use cases that limit.
  'rate-limits': [],
  auth: ['audit', 'emails', 'foundation', 'rate-limits', 'users'],
  // Issue 30: the foundation's own record, read by every page, e-mail and PDF; its changes audited.
  foundation: ['audit', 'emails', 'users'],
  charities: ['audit', 'auth', 'emails', 'images', 'needy', 'rate-limits', 'users'],
  // Konto: a person deletes their own account only while no fundraiser of theirs needs it, and downloads their data (RODO).
  account: ['audit', 'auth', 'charities', 'payments', 'users'],
  // A tax year's summaries go out once: the send-out is recorded in the settings' key/value store.
  payments: ['audit', 'auth', 'charities', 'emails', 'foundation', 'ledger', 'rate-limits', 'settings', 'users'],
  // Issue 18: reports of fundraisers, closed by moderators; the work queue asks for the open ones.
  reports: ['audit', 'charities', 'rate-limits', 'users'],
  statistics: ['audit', 'charities', 'bank-statements', 'emails', 'foundation', 'ledger', 'payments', 'recurring', 'reports', 'settings', 'users'],
  // Issue 18: fundraiser updates, e-mailed to the donors who asked (the payments know them).
  updates: ['audit', 'auth', 'charities', 'emails', 'payments', 'users'],
  // Issue 34: bank statements imported, their lines booked as manual donations of the fundraisers their codes name.
  'bank-statements': ['audit', 'charities', 'expenses', 'payments', 'users'],
  // Issue 35: a fundraiser's spending and its public settlement: the fundraiser's collected amount and incoming days,
  // invoices checked as the foundation's documents and pictures are.
  expenses: ['audit', 'charities', 'foundation', 'images', 'ledger', 'users'],
  // Issue 39: the offline catalog's delta feed: listed fundraisers with their updates, supporters seen and settlement.
  catalog: ['charities', 'expenses', 'payments', 'updates'],
  // Issue 35: the ledger (ledger_entries), every movement of money written by its owner in the transaction that moves it.
  ledger: ['audit', 'charities', 'users'],
  // Issue 40: monthly giving: schedules whose charges are payments like any other (the payments never import it).
  recurring: ['audit', 'charities', 'emails', 'payments', 'users'],
  // The OpenAPI document and its page: built from shared/'s route table alone.
  'api-docs': [],
};

/** The folders below `dir`: the lists below are read from them, so a new one cannot slip past the rules. */
const foldersOf = (dir) =>
  fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// A component folder without its line above would import anything unchecked: the lint refuses to start instead.
const unlisted = foldersOf(COMPONENTS).filter((component) => !(component in COMPONENT_DEPENDENCIES));
if (unlisted.length > 0) throw new Error(`eslint.config.js: add server/src/components/${unlisted.join(', ')} to COMPONENT_DEPENDENCIES (what it may import)`);
const WEB_FEATURES = foldersOf('./web/src/features');
// The panel's areas (docs/architecture.md, section 7): each imports the panel's root (frame, api/, components/, hooks/
// shared by several areas), never another area; the root imports no area.
const ADMIN = './web/src/features/admin';
const ADMIN_SHARED = ['api', 'components', 'hooks'];
const ADMIN_AREAS = foldersOf(ADMIN).filter((folder) => !ADMIN_SHARED.includes(folder));
// What components stand on: plain helpers, the database, HTTP plumbing, the cache of public answers, the providers.
const GROUND = ['libraries', 'db', 'http', 'cache', 'payments'].map((folder) => `${SERVER}/${folder}`);
const ABOVE_COMPONENTS = [`${SERVER}/app.ts`, `${SERVER}/main.ts`, `${SERVER}/bootstrap.ts`, `${SERVER}/startup`, `${SERVER}/web`, `${SERVER}/seeds`, `${SERVER}/cli`];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-types/**', '**/node_modules/**', 'data/**', 'bench/results/**', '**/dev-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['./*/tsconfig.json'], conditionNames: ['@zlota/source', 'types', 'import', 'default'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      // ARCHITECTURE §2: who may import whom across workspaces.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            { target: workspace('shared'), from: [workspace('server'), workspace('web'), workspace('desktop'), workspace('tests')], message: 'shared/ imports nothing of ours.' },
            { target: workspace('server'), from: [workspace('web'), workspace('desktop'), workspace('tests')], message: 'server/ may import only shared/.' },
            { target: workspace('web'), from: [workspace('server'), workspace('desktop'), workspace('tests')], message: 'web/ may import only shared/.' },
            { target: workspace('desktop'), from: [workspace('server'), workspace('web/src'), workspace('tests')], message: 'desktop/ loads web/ from its build, never its source.' },
            // ARCHITECTURE §5: components, hooks, lib, db -> features -> app; no feature imports another.
            { target: './web/src/components', from: ['./web/src/features', './web/src/app'], message: 'components/ must not import features or app.' },
            { target: './web/src/hooks', from: ['./web/src/features', './web/src/app'], message: 'hooks/ must not import features or app.' },
            { target: './web/src/lib', from: ['./web/src/features', './web/src/app'], message: 'lib/ must not import features or app.' },
            { target: './web/src/db', from: ['./web/src/features', './web/src/app'], message: 'db/ must not import features or app.' },
            { target: './web/src/features', from: ['./web/src/app'], message: 'features must not import app.' },
            ...WEB_FEATURES.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'A feature must not import another feature.',
            })),
            ...ADMIN_AREAS.map((area) => ({
              target: `${ADMIN}/${area}`,
              from: ADMIN_AREAS.filter((other) => other !== area).map((other) => `${ADMIN}/${other}`),
              message: 'A panel area must not import another area: what two areas use lives in features/admin/ (api/, components/, hooks/).',
            })),
            {
              target: [...ADMIN_SHARED.map((folder) => `${ADMIN}/${folder}`), `${ADMIN}/*.tsx`],
              from: ADMIN_AREAS.map((area) => `${ADMIN}/${area}`),
              message: "The panel's root (its frame and shared pieces) must not import an area.",
            },
            // ARCHITECTURE §3: server components one way (the graph above), and inside each routes -> use case -> repository.
            ...Object.entries(COMPONENT_DEPENDENCIES).map(([component, allowed]) => ({
              target: `${COMPONENTS}/${component}`,
              from: COMPONENTS,
              except: [component, ...allowed].map((name) => `./${name}`),
              message: `components/${component} ${allowed.length ? `may import only ${allowed.join(', ')}` : 'imports no other component'} (eslint.config.js, COMPONENT_DEPENDENCIES).`,
            })),
            { target: `${COMPONENTS}/**/*-repository.ts`, from: [`${COMPONENTS}/**/*-use-case.ts`, `${COMPONENTS}/**/*routes.ts`], message: 'A repository must not import a use case or routes.' },
            { target: `${COMPONENTS}/**/*-use-case.ts`, from: [`${COMPONENTS}/**/*routes.ts`], message: 'A use case must not import routes.' },
            { target: `${COMPONENTS}/**/*routes.ts`, from: [`${COMPONENTS}/**/*-repository.ts`], message: 'Routes call a use case, never a repository.' },
            { target: COMPONENTS, from: ABOVE_COMPONENTS, message: 'Components must not import the app, the web pages, the seeds or the commands above them.' },
            {
              target: GROUND,
              from: [COMPONENTS, `${SERVER}/deps.ts`, ...ABOVE_COMPONENTS],
              message: 'libraries/, db/, http/, cache/ and the payment providers are the ground: they import no component and nothing above.',
            },
            // The helpers at the very bottom know nothing of HTTP or the cache.
            { target: `${SERVER}/libraries`, from: [`${SERVER}/http`, `${SERVER}/cache`], message: 'libraries/ holds plain helpers: it imports neither http/ nor cache/.' },
            // Migrations are history: what they import could change under them, so they import nothing of ours.
            { target: `${SERVER}/db/migrations`, from: SERVER, except: ['./db/migrations'], message: 'A migration must be self-contained.' },
            { target: `${SERVER}/db/migrations`, from: workspace('shared'), message: 'A migration must be self-contained.' },
          ],
        },
      ],
    },
  },
  {
    // Type-aware promise rules: a promise nobody awaits loses its error; one handed where a plain callback is
    // expected (an event handler, a forEach) is never awaited. Fire-and-forget says so with `void` and catches.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // The build's own scripts and configs are in no workspace's tsconfig: checked in a default project of their own.
        projectService: { allowDefaultProject: ['vitest.config.ts', 'web/vite.config.ts', 'web/scripts/*.ts', 'web/scripts/pdf/*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // React: hooks called in the same order every render, and effects that list what they read.
    files: ['web/src/**/*.{ts,tsx}', 'desktop/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // useCached(query, deps, …) passes its deps to an effect, like useEffect: checked where it is called.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useCached$' }],
    },
  },
  {
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'shared/ runs in browsers too: no node: imports.' }] }],
    },
  },
  {
    // The desktop app's own pages (Ustawienia) run in its window, not in Node.
    files: ['desktop/static/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['tests/**/*.ts', 'server/src/cli/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
