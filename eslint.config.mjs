// One lint config for the workspace. Import boundaries: remotes and the shell may import @pm/domain; nothing
// imports a remote or the shell; shared imports no app (ARCHITECTURE.md "The house").
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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message:
                "Use RouterLink from '@pm/web/ui': links take the theme's link colour in the light and dark themes.",
            },
            {
              name: '@arco-design/web-react',
              message:
                "Import the component's own module (e.g. '@arco-design/web-react/es/Button'): the root import bundles a private Arco copy (TOOLCHAIN.md).",
            },
          ],
          patterns: [
            { group: appPackages, message: 'An app is never imported: remotes are loaded at run time.' },
            { group: ['@arco-design/web-react/lib/*'], message: 'Use the es/ build of Arco.' },
          ],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
