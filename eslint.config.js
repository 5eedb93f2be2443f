import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const WEB_FEATURES = 'apps/web/src/features';
const SERVER_MODULES = 'apps/server/src/modules';

/**
 * The import boundaries (CONVENTIONS 1, 2 and 9): a web feature never imports another, nor the app that
 * routes to it; shared components and hooks know no feature; the shared package knows neither side; the
 * database layer knows no feature; the settings know no feature either; the curation core knows none of the modules
 * built on it; the generic helpers know no database; a server module never imports another module's routes; the bench
 * reaches the server through its one entry. Cycles, between files and between folders, are npm run deps's
 * (scripts/check-dependencies.ts).
 */
const zones = [
  ...folders(WEB_FEATURES).map((feature) => ({
    target: `${WEB_FEATURES}/${feature}/**/!(*.test).{ts,tsx}`,
    from: [`${WEB_FEATURES}/!(${feature})/**`, 'apps/web/src/app/**'],
    message: 'A feature imports neither another feature nor the app: move what both need to components/ or lib/.',
  })),
  {
    target: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    from: [`${WEB_FEATURES}/**`, 'apps/web/src/app/**'],
    message: 'Shared components and hooks know no feature and no screen.',
  },
  {
    target: 'packages/shared/**',
    from: ['apps/**'],
    message: 'The shared package knows neither the web app nor the server.',
  },
  { target: 'apps/web/src/**', from: ['apps/server/**'], message: 'The web app reaches the server through the API only.' },
  { target: 'apps/server/src/**', from: ['apps/web/**'], message: 'The server knows the web app through its build only.' },
  {
    target: 'apps/server/src/db/**',
    from: [`${SERVER_MODULES}/**`, 'apps/server/src/plugins/**'],
    message: 'The database layer knows no feature.',
  },
  {
    target: ['apps/server/src/config.ts', 'apps/server/src/config/**'],
    from: [`${SERVER_MODULES}/**`, 'apps/server/src/plugins/**', 'apps/server/src/db/**'],
    message: 'The settings know no feature: a default modules share lives in config.ts, and they import it from there.',
  },
  {
    target: 'bench/**',
    from: 'apps/server',
    except: ['./test/bench-entry.ts'],
    message: 'The bench reaches the server through apps/server/test/bench-entry.ts alone: export what it needs there.',
  },
  {
    target: `${SERVER_MODULES}/curation/**`,
    from: [`${SERVER_MODULES}/{admin,sources,transfer,link-health,reach,people}/**`],
    message: 'The curation core knows none of the modules built on it: the console, the sources, transfer, link health, reach, people.',
  },
  {
    target: 'apps/server/src/lib/**',
    from: ['apps/server/src/db/**', `${SERVER_MODULES}/**`, 'apps/server/src/plugins/**'],
    message: 'Generic helpers know no database, module or plugin: what runs SQL is a repository.',
  },
  ...folders(SERVER_MODULES).map((module) => ({
    target: `${SERVER_MODULES}/${module}/**`,
    from: [`${SERVER_MODULES}/!(${module})/**/*.routes.ts`],
    message: "A module never imports another module's routes.",
  })),
];

export default tseslint.config(
  {
    ignores: [
      '.bench/**',
      '**/dist/**',
      '**/dist-server/**',
      'apps/server/dist-e2e/**',
      '**/dev-dist/**',
      'apps/web/public/**',
      '**/node_modules/**',
      'apps/web/src/lib/api-schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'bench/tsconfig.json', 'fleet/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // Every import resolves: an import the boundaries cannot resolve would escape them.
      'import-x/no-unresolved': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...jsxA11y.flatConfigs.recommended,
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region that scrolls must take focus for a keyboard to scroll it (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
      // The rules of hooks; the React Compiler's own rules are for code the compiler builds, which this is not
      // (decision 081).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // react-router is one module: a component any screen takes from it weighs on the home route (decision 230).
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router', importNames: ['Link', 'NavLink'], message: "Use components/link.tsx: the library's links carry framework mode." }] },
      ],
    },
  },
);
