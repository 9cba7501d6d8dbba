// One lint configuration for the whole monorepo; `npm run check` runs it with zero warnings allowed.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Both import plugins resolve paths as TypeScript does: the server writes `./x.js` for `./x.ts`.
const tsProjects = ['apps/web/tsconfig.json', 'apps/server/tsconfig.json'];

// The folders whose imports are checked, each one "element" of the architecture (DESIGN.md §3).
const elements = [
  { type: 'web-app', pattern: 'apps/web/src/app' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-shared', pattern: 'apps/web/src/{components,hooks,lib,i18n}' },
  { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
  { type: 'server-platform', pattern: 'apps/server/src/platform' },
];

// Files other than a folder's index.ts are its inside; another feature or module never reaches them.
const insideOf = (type) => ({ element: { type, fileInternalPath: '!index.ts' } });

// The features stand on floors, lowest first: a feature imports only features on a floor below its own,
// never one beside or above it, so the features have an order and no loop of imports can close between
// them (import-x/no-cycle sees only loops of files; this sees loops of features, e.g. through pages). A new
// feature gets a floor here: the lint refuses a feature that has none.
const webFeatureFloors = [
  ['about', 'admin', 'calendar', 'cars', 'credits', 'errors', 'messaging', 'rewards'],
  ['profile', 'treasury'],
  ['auth', 'charities', 'reviews', 'search'],
  ['registration', 'rides'],
  ['delegation', 'trips'],
  ['home', 'people', 'shoutouts'],
  ['community'],
];
const webFeatures = webFeatureFloors.flat();

const featuresImportOnlyFloorsBelow = webFeatureFloors.flatMap((floor, level) =>
  floor.map((feature) => ({
    from: { element: { type: 'web-feature', captured: { feature } } },
    disallow: {
      to: {
        element: {
          type: 'web-feature',
          captured: {
            feature: webFeatureFloors
              .slice(level)
              .flat()
              .filter((other) => other !== feature),
          },
        },
      },
    },
    message: `The feature ${feature} stands on floor ${level} of webFeatureFloors (eslint.config.js): it imports only features on a lower floor.`,
  })),
);

const everyFeatureHasAFloor = [
  {
    from: { element: { type: 'web-feature', captured: { feature: `!{${webFeatures.join(',')}}` } } },
    disallow: { to: { element: { type: 'web-feature' } } },
    message:
      'Every feature has a floor in webFeatureFloors (eslint.config.js) before it imports another feature.',
  },
  {
    from: { element: { type: 'web-feature' } },
    disallow: {
      to: { element: { type: 'web-feature', captured: { feature: `!{${webFeatures.join(',')}}` } } },
    },
    message:
      'Every feature has a floor in webFeatureFloors (eslint.config.js) before another feature imports it.',
  },
];

const webPolicies = [
  {
    // The app (router, shell, providers) is built from features; a feature that imported it would
    // depend on the whole app and close a loop.
    from: { element: { type: 'web-feature' } },
    disallow: { to: { element: { type: 'web-app' } } },
    message: 'A feature never imports src/app: move what it needs to src/lib or src/components.',
  },
  {
    from: { element: { type: 'web-feature' } },
    disallow: { to: insideOf('web-feature') },
    message: "A feature uses another feature only through that feature's index.ts.",
  },
  ...featuresImportOnlyFloorsBelow,
  ...everyFeatureHasAFloor,
  {
    from: { element: { type: 'web-app' } },
    disallow: { to: insideOf('web-feature') },
    message:
      "The app uses a feature only through that feature's index.ts; pages only through import() in the route table.",
  },
  {
    // The route table is the one place that knows the pages, and it loads each on demand, so that every
    // page is its own chunk and a feature's index.ts never has to export pages.
    from: { file: { path: 'apps/web/src/app/router/routes.tsx' } },
    allow: {
      to: { element: { type: 'web-feature', fileInternalPath: 'pages/*.tsx' } },
      dependency: { nodeKind: 'dynamic-import' },
    },
  },
  {
    // The build renders the landing page to HTML ahead of time (apps/web/scripts/prerender.mjs): it is
    // never part of the app's bundle, so it may import that one page directly.
    from: { file: { path: 'apps/web/src/app/prerender/landing.tsx' } },
    allow: {
      to: { element: { type: 'web-feature', fileInternalPath: 'pages/LandingPage.tsx' } },
    },
  },
  {
    // Shared pieces stay usable by every feature only while they know none of them.
    from: { element: { type: 'web-shared' } },
    disallow: { to: { element: { types: ['web-feature', 'web-app'] } } },
    message: 'src/components, src/lib, src/hooks and src/i18n import neither features nor src/app.',
  },
];

// Inside the planner the wings stand top-down: settlement → trips → shout-outs → search → shared. A wing
// imports only wings below it (the settlement decides on trips; a trip may be booked from an accepted
// shout-out; a shout-out's offers are shown as plans), and none imports the module's top (module.ts,
// routes.ts, participation.ts, which compose the wings). What would run upward is handed over at
// registration instead. Each zone forbids a wing (target) to import from the folders above it (from).
const plannerWingsTopDown = ['settlement', 'trips', 'shout-outs', 'search', 'shared'];
const plannerFolder = 'apps/server/src/modules/planner';
const plannerTop = ['module.ts', 'routes.ts', 'participation.ts'].map((file) => `${plannerFolder}/${file}`);
const plannerWingsImportOnlyWingsBelow = plannerWingsTopDown.map((wing, level) => ({
  target: `${plannerFolder}/${wing}`,
  from: [...plannerWingsTopDown.slice(0, level).map((above) => `${plannerFolder}/${above}`), ...plannerTop],
  message: `The planner's wings stand top-down (${plannerWingsTopDown.join(' → ')}): the ${wing} wing imports only wings below it.`,
}));

const platformNeverImportsModules = {
  // The platform (config, db, auth, jobs) carries the modules; the modules are composed in app.ts.
  from: { element: { type: 'server-platform' } },
  disallow: { to: { element: { type: 'server-module' } } },
  message: 'src/platform never imports a module: compose modules in src/app.ts.',
};

const moduleUsesOthersThroughIndex = {
  from: { element: { type: 'server-module' } },
  disallow: { to: insideOf('server-module') },
  message: "A module uses another module only through that module's index.ts.",
};

const appUsesModulesThroughIndex = {
  // app.ts composes the modules from what their index.ts offers, as every other module does.
  from: { file: { categories: 'server-composition' } },
  disallow: { to: insideOf('server-module') },
  message: "src/app.ts and src/main.ts use a module only through that module's index.ts.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Packages never import apps (DESIGN.md §3).
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@achterhoek/server*', '@achterhoek/web*', '**/apps/**'] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['@achterhoek/server*', '**/apps/server/**'] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@achterhoek/web*', '**/apps/web/**'] }],
    },
  },
  {
    // Import boundaries between the folders of each app; see `elements` and the policies above.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': elements,
      // The server's composition (app.ts, main.ts) is no folder of its own, so it is named by its files.
      'boundaries/files': [{ category: 'server-composition', pattern: 'apps/server/src/*.ts' }],
      // Re-exports and lazy imports cross boundaries too, not only import statements.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { typescript: { project: tsProjects, noWarnOnMultipleProjects: true } },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: tsProjects, noWarnOnMultipleProjects: true }),
      ],
      // import-x follows only files it can parse: TypeScript too, with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: webPolicies }],
      // A loop of imports has no bottom floor: nothing in it can be understood, tested or split alone.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [moduleUsesOthersThroughIndex, appUsesModulesThroughIndex, platformNeverImportsModules],
        },
      ],
      // The server's files have an order too: a loop of imports has no bottom floor to start reading at.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: plannerWingsImportOnlyWingsBelow }],
    },
  },
  {
    // In a module, services hold the rules and the repository the queries: only a repository (one file or
    // a `repository/` folder) and the tables' schema.ts speak Drizzle or name the tables. A test may look
    // at rows itself.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [
      'apps/server/src/modules/**/repository.ts',
      'apps/server/src/modules/**/repository/**',
      'apps/server/src/modules/**/schema.ts',
      'apps/server/src/modules/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@achterhoek/web*', '**/apps/web/**'],
              message: 'The server never imports the web app.',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: "Queries live in the module's repository; a service calls its functions.",
            },
            {
              regex: '(^|/)schema(\\.js)?$',
              message: "The tables are the repository's: read and write them through its functions.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may reach a module's inside to check it; the platform stays free of modules all the same.
    files: ['apps/server/src/**/*.test.ts'],
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: [platformNeverImportsModules] }],
    },
  },
);
