import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { createRequire } from 'node:module';
import featureBoundaries from './scripts/eslint/feature-boundaries.mjs';

/** The shell and every remote of the registry (common/src/constants/remotes.registry.json). */
const AREAS = createRequire(import.meta.url)('./build/webpack/remotes.cjs').FRONTENDS;

/** By package name, never by path: the base and the web kit are packages of their own. */
const OWN_PACKAGES_BY_NAME = {
  group: ['**/common/src/**', '**/web-kit/src/**'],
  message: 'Импортируйте @diary/common (или его файл: @diary/common/format/money) и @diary/web-kit, не их папки.',
};

/** The web kit imports the session (mf_auth/session): the session's own remote sits below the kit. */
const BELOW_THE_KIT = {
  group: ['@diary/web-kit', '@diary/web-kit/*'],
  message: 'mf-auth ниже @diary/web-kit: набор импортирует mf_auth/session, а не наоборот.',
};

/**
 * Import direction is one way: common ← mf-auth ← web-kit ← the other areas; areas meet only
 * through Module Federation.
 */
const areaBoundaries = AREAS.map((area) => ({
  files: [`${area}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [...AREAS.filter((other) => other !== area).map((other) => `**/${other}/**`), '**/api/**'],
            message: 'Разделы портала связаны только через Module Federation (mf_auth/…), @diary/common и @diary/web-kit.',
          },
          OWN_PACKAGES_BY_NAME,
          ...(area === 'mf-auth' ? [BELOW_THE_KIT] : []),
        ],
      },
    ],
  },
}));

/** Each shared floor of api/src imports nothing from the floors above it (nor the route table on top). */
function apiLayers(floors) {
  return floors.map(({ floor, above }) => ({
    files: [`api/src/${floor}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...above.map((upper) => `**/${upper}/**`), '**/routes', '**/app', '**/server'],
              message: `api/src/${floor} не зависит от ${above.map((upper) => `api/src/${upper}`).join(', ')} и таблицы маршрутов: общее — ниже (errors, db).`,
            },
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      '**/playwright-report/**',
      'e2e/test-results/**',
      'api/drizzle/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // the base: what the API and every frontend may import, so no React, no MUI, no session
    files: ['common/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/**', '**/shell/**', '**/mf-*/**', '**/web-kit/**'],
              message: 'common не зависит от приложений и от @diary/web-kit.',
            },
            {
              group: [
                'react',
                'react-dom',
                'react-dom/*',
                'react-router-dom',
                '@mui/*',
                '@emotion/*',
                'mobx',
                'mobx-react-lite',
                'notistack',
                'mf_auth/*',
                '@diary/web-kit',
                '@diary/web-kit/*',
              ],
              message: 'common — общая основа API и интерфейсов: без React, MUI, MobX и mf_auth. Интерфейс — в @diary/web-kit.',
            },
          ],
        },
      ],
    },
  },
  {
    // the web kit: above the base and the session, below every area
    files: ['web-kit/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/**', '**/shell/**', '**/mf-*/**'],
              message: '@diary/web-kit не зависит от разделов портала (кроме mf_auth/… через Module Federation).',
            },
            OWN_PACKAGES_BY_NAME,
          ],
        },
      ],
    },
  },
  {
    // An API module reaches another only through its public files (*.service, *.repository);
    // what several modules share lives in api/src/db, api/src/auth or api/src/http.
    files: ['api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[a-z-]+/(?![a-z-]+\\.(service|repository)$)',
              message: 'Другой модуль API — только через его *.service или *.repository; общее — в api/src/db, api/src/auth, api/src/http.',
            },
          ],
        },
      ],
    },
  },
  // The API's floors point one way: errors ← db ← auth ← http ← modules ← the route table (routes.ts,
  // app.ts). A shared floor never reaches up: db/ knows no request, auth/ no module, http/ no caller.
  ...apiLayers([
    { floor: 'errors', above: ['db', 'auth', 'http', 'modules'] },
    { floor: 'db', above: ['auth', 'http', 'modules'] },
    { floor: 'auth', above: ['modules'] },
    { floor: 'http', above: ['auth', 'modules'] },
  ]),
  ...areaBoundaries,
  {
    // No import cycles anywhere in our TypeScript. The resolver reads the tsconfigs, so
    // `@diary/common` and `mf_auth/session` lead to their sources and a cycle through another
    // package is found too. Type-only imports do not count (they vanish at run time); what is
    // installed in node_modules is not walked (ignoreExternal: its cycles are not ours, and
    // walking it made lint several times slower).
    files: ['{api,common,web-kit,shell,mf-*}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      // ours, though outside the importing package: walked like a relative import
      'import-x/internal-regex': '^(@diary/|mf_auth/)',
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['api/tsconfig.test.json', 'tsconfig.web.json'],
          alwaysTryTypes: false,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Feature folders of a remote (mf-*/src/<feature>/) meet only through their index.ts: another
    // folder imports '../lessons', never '../lessons/LessonPageStore' (scripts/eslint/feature-boundaries.mjs;
    // mf-admin-schedule/src/expose/__tests__/feature-boundaries.test.ts shows a forbidden import failing).
    files: ['mf-*/src/**/*.{ts,tsx}'],
    plugins: { feature: featureBoundaries },
    rules: { 'feature/index-only': 'error' },
  },
  {
    // the test doubles must never reach a bundle
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', 'web-kit/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@diary/web-kit/testing', '**/testing', '**/testing/**'], message: '@diary/web-kit/testing — только для __tests__.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: {
      sourceType: 'module',
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
        globalThis: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
);
