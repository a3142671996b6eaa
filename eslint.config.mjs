// One lint config for the workspace. Import boundaries: remotes and the shell may import @pm/domain and @pm/web; the
// server only @pm/domain; @pm/domain (code that runs on both sides) imports nothing of the browser, React, the store
// or @pm/web; nothing imports a remote or the shell; shared imports no app (ARCHITECTURE.md "The house").
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = [
  'shell',
  'mf-projects',
  'mf-funds',
  'mf-related',
  'mf-archives',
  'mf-system',
  'mf-client',
  'server',
];

const boundaryZones = [
  // shared imports no app
  ...apps.map((app) => ({ target: './shared', from: `./${app}`, message: 'shared must not import an app' })),
  // what runs on both sides does not lean on the browser side
  {
    target: './shared/domain',
    from: './shared/web',
    message: '@pm/domain runs on the server too: it must not import @pm/web',
  },
  { target: './server', from: './shared/web', message: 'The server imports only @pm/domain' },
  // no app imports another app (remotes load at run time through Module Federation)
  ...apps.flatMap((target) =>
    apps
      .filter((from) => from !== target)
      .map((from) => ({
        target: `./${target}`,
        from: `./${from}`,
        message: `${target} must not import ${from}`,
      })),
  ),
];

// Inside a remote (the remote template, mf-*/README.md): pages → features → shared. A feature never imports
// another feature and a page never imports another page's folder: what two of them use goes to the remote's
// src/shared (or to @pm/domain).
const remotes = apps.filter((app) => app.startsWith('mf-'));
const foldersIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
const siblingZones = (remote, kind, what) =>
  foldersIn(`./${remote}/src/${kind}`).map((name) => ({
    target: `./${remote}/src/${kind}/${name}`,
    from: `./${remote}/src/${kind}`,
    except: [`./${name}`],
    message: `${what} ${remote}/src/${kind}/${name} must not import another ${what}: move what both use to ${remote}/src/shared.`,
  }));
const remoteZones = remotes.flatMap((remote) => [
  ...siblingZones(remote, 'features', 'feature'),
  ...siblingZones(remote, 'pages', 'page'),
  {
    target: `./${remote}/src/features`,
    from: `./${remote}/src/pages`,
    message: 'A feature must not import a page (pages use features).',
  },
  {
    target: `./${remote}/src/shared`,
    from: [`./${remote}/src/features`, `./${remote}/src/pages`],
    message: "A remote's shared folder must not import its features or pages (they use it).",
  },
]);

const appPackages = [
  '@pm/shell',
  '@pm/mf-projects',
  '@pm/mf-funds',
  '@pm/mf-related',
  '@pm/mf-archives',
  '@pm/mf-system',
  '@pm/mf-client',
  '@pm/server',
];

/** Imports of the browser side; @pm/domain runs on the server too. */
const browserOnly = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router-dom',
  'react-redux',
  'react-i18next',
  'i18next',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/*',
  '@arco-design/*',
  'axios',
  'history',
  'single-spa',
  'single-spa-react',
  'single-spa-react/*',
  'echarts',
  'echarts/*',
  '@pm/web',
  '@pm/web/*',
];

const restrictedPaths = [
  ...['react-router', 'react-router-dom'].map((name) => ({
    name,
    message:
      "Import from '@pm/web/router': the one shared door to the router (links: RouterLink from '@pm/web/ui').",
  })),
  {
    name: '@arco-design/web-react',
    message:
      "Import the component's own module (e.g. '@arco-design/web-react/es/Button'): the root import bundles a private Arco copy (TOOLCHAIN.md).",
  },
  {
    name: '@reduxjs/toolkit/query',
    allowTypeImports: true,
    message:
      "Import from '@reduxjs/toolkit/query/react' (the shared singleton): this entry is not shared, and one `skipToken` from it bundled RTK Query, immer and reselect again in each remote (24 KiB).",
  },
];

const restrictedPatterns = [
  { group: appPackages, message: 'An app is never imported: remotes are loaded at run time.' },
  { group: ['@arco-design/web-react/lib/*'], message: 'Use the es/ build of Arco.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      'server/drizzle/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...remoteZones] }],
      'import-x/no-cycle': ['error', { maxDepth: 8 }],
      'no-restricted-imports': ['error', { paths: restrictedPaths, patterns: restrictedPatterns }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The router's one door is the only file that imports the library itself.
    files: ['shared/web/src/router/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: restrictedPaths.filter((path) => !path.name.startsWith('react-router')),
          patterns: restrictedPatterns,
        },
      ],
    },
  },
  {
    // Runs on the server and in the browser: no React, browser, store, i18next instance or history.
    files: ['shared/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: restrictedPaths,
          patterns: [
            ...restrictedPatterns,
            {
              group: browserOnly,
              message: '@pm/domain runs on the server too: browser-side code goes to @pm/web.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history'].map(
          (name) => ({
            name,
            message:
              '@pm/domain runs on the server too: take the value as a parameter (see pageLocale in @pm/web/i18n).',
          }),
        ),
      ],
    },
  },
  {
    // The server shares only what runs on both sides.
    files: ['server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: restrictedPaths,
          patterns: [
            ...restrictedPatterns,
            { group: ['@pm/web', '@pm/web/*'], message: 'The server imports only @pm/domain.' },
          ],
        },
      ],
    },
  },
  {
    // Each Playwright worker has a server of its own: specs take `test` and `PORT` from the worker's support.
    files: ['e2e/tests/**/*.ts'],
    ignores: ['e2e/tests/support-test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...restrictedPaths,
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support-test' (each worker's own server).",
            },
          ],
          patterns: [
            ...restrictedPatterns,
            { group: ['**/playwright.config'], message: "Take PORT and BASE_URL from './support-test'." },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
