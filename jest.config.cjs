const path = require('node:path');

// Unit tests of the front-end packages (the server's tests run on node's test runner: see server/README.md).
const frontEnd = [
  'shared/domain',
  'shared/web',
  'shell',
  'mf-projects',
  'mf-funds',
  'mf-related',
  'mf-archives',
  'mf-system',
  'mf-client',
];

module.exports = {
  // Page tests type, validate and save like a user (2 s alone for the longest); on CI's 2 cores, with every suite
  // running, jest's default 5 s per test was hit. The async helpers wait up to 5 s (shared/web/test/setup.ts).
  testTimeout: 20_000,
  projects: frontEnd.map((name) => ({
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|m?j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    // Arco's es/ build and typebox (the shared shapes) are ESM: let swc turn them into CommonJS for jest.
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/)?(@arco-design|@arco-iconbox|lodash-es|b-tween|b-validate|number-precision|compute-scroll-into-view|scroll-into-view-if-needed|focus-lock|resize-observer-polyfill|typebox)([/+@]))',
    ],
    // Style sheets, also those a package exports without the extension (`@bprogress/core/css`).
    moduleNameMapper: {
      '\\.(css|less|svg|png)$|^@bprogress/core/css$': path.join(__dirname, 'shared/web/test/style-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'shared/web/test/setup.ts')],
  })),
};
