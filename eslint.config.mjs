// One lint config for the workspace. Import boundaries: remotes and the shell may import @pm/shared; nothing
// imports a remote or the shell; shared imports no app (ARCHITECTURE.md "The house").
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
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { maxDepth: 8 }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message:
                "Use RouterLink from '@pm/shared/ui': links take the theme's link colour in the light and dark themes.",
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
