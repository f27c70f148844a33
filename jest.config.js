/**
 * One jest run for the whole repository:
 * - the API on PGlite (and again on PostgreSQL when TEST_DATABASE_URL is set),
 * - the micro-frontends, common, the web kit and the build's own helpers in jsdom.
 */
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const { REMOTES, FRONTENDS } = require('./build/webpack/remotes.cjs');

const moduleNameMapper = {
  '^@diary/common$': '<rootDir>/common/src/index.ts',
  '^@diary/common/first-paint$': '<rootDir>/common/src/first-paint/index.ts',
  // the web kit's deep imports of the base ('@diary/common/format/money'), which keep first screens small
  '^@diary/common/(.+)$': '<rootDir>/common/src/$1',
  '^@diary/web-kit$': '<rootDir>/web-kit/src/ui/index.ts',
  '^@diary/web-kit/testing$': '<rootDir>/web-kit/src/testing/index.ts',
  // the admin area's second list of MUI names (build/webpack/mui-material-more.mjs) is MUI itself in tests
  '^@diary/mui-more$': '@mui/material',
  // every exposed module of the registry from its source (mf_auth/session), as webpack resolves it at run time
  ...Object.fromEntries(
    REMOTES.flatMap((remote) =>
      Object.entries(remote.exposes).map(([key, file]) => [
        `^${remote.name}/${key.slice(2)}$`,
        `<rootDir>/${remote.folder}/${file.slice(2)}`,
      ]),
    ),
  ),
};

/** API suites that never open a database: run once, on PGlite, not again on PostgreSQL. */
const DATABASE_FREE = ['calendar-ical', 'change-listener', 'config', 'deployment', 'migrations', 'module-boundaries', 'password-hashing'];

const api = (displayName, setupFiles = [], skipped = []) => ({
  displayName,
  rootDir: __dirname,
  roots: ['<rootDir>/api'],
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...skipped.map((name) => `/api/test/${name}\\.test\\.ts$`)],
  transform,
  moduleNameMapper,
  setupFiles,
});

module.exports = {
  testTimeout: 30000,
  // the default (cores - 1) leaves one of the two cores here idle
  maxWorkers: 2,
  projects: [
    api('api:pglite', ['<rootDir>/api/test/setup/use-pglite.js']),
    ...(process.env.TEST_DATABASE_URL ? [api('api:postgres', ['<rootDir>/api/test/setup/use-postgres.js'], DATABASE_FREE)] : []),
    {
      displayName: 'web',
      rootDir: __dirname,
      roots: ['<rootDir>/common', '<rootDir>/web-kit', '<rootDir>/build', ...FRONTENDS.map((folder) => `<rootDir>/${folder}`)],
      testEnvironment: 'jsdom',
      testMatch: ['**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform,
      // ky ships only ES modules
      transformIgnorePatterns: ['/node_modules/(?!ky/)'],
      moduleNameMapper,
      setupFiles: ['<rootDir>/jest.web-setup.js'],
      setupFilesAfterEnv: ['<rootDir>/jest.web-after-env.js'],
    },
  ],
};
