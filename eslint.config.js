import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

/**
 * The web app's layers (docs: design.md §1). app/ is the shell and the router; routes/ compose features;
 * features/<x> own one area each; shared/ holds what several features use; first-paint/ hands the server's
 * first paint over to the app; ui/ and lib/ are generic.
 * Imports only run down this list, and a feature never reaches into another one.
 */
const WEB = 'apps/web/src';
const FEATURES = readdirSync(`${import.meta.dirname}/${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both use to shared/, or compose them in the route.',
  })),
  {
    target: `${WEB}/routes`,
    from: `${WEB}/app`,
    message: 'Routes never import the app shell: the router (app/) imports routes, not the other way.',
  },
  {
    target: [
      `${WEB}/features`,
      `${WEB}/shared`,
      `${WEB}/first-paint`,
      `${WEB}/ui`,
      `${WEB}/lib`,
      `${WEB}/sw`,
      `${WEB}/test`,
    ],
    from: `${WEB}/routes`,
    message: 'Only the router (app/) imports a route; a test of a route page sits beside it in routes/.',
  },
  {
    target: [`${WEB}/shared`, `${WEB}/first-paint`, `${WEB}/ui`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared layers (shared/, first-paint/, ui/, lib/) never import features or the app shell.',
  },
  {
    target: [`${WEB}/ui`, `${WEB}/lib`],
    from: `${WEB}/shared`,
    message: 'ui/ and lib/ are generic: they never import shared/ (domain pieces several features use).',
  },
  {
    target: `${WEB}/lib`,
    from: `${WEB}/ui`,
    message: 'lib/ is plain code: it never imports ui/ components.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
      'bench/.out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/games/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The provider simulator's game pages run these scripts as they are, in the browser.
    files: ['sandboxes/providers/src/client/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message:
                "Use the app's useTranslation (apps/web/src/lib/use-translation.ts): one shared t, plain messages without i18next's pipeline.",
            },
          ],
          patterns: [
            {
              group: ['@lobby/contract/admin/*'],
              message: "The player site never imports the operator API's schemas (they belong to the console).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/games/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@lobby/contract/admin/*'], message: "A player app never imports the operator API's schemas." },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webZones }] },
  },
  {
    // Request plugins read the services modules decorate; they never import a module.
    files: ['apps/server/src/plugins/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'apps/server/src/plugins',
              from: 'apps/server/src/modules',
              message: "A plugin reads a module's decorator (app.site, app.sessions, ...) instead of importing it.",
            },
          ],
        },
      ],
    },
  },
  {
    // Persistence stays in repositories (and db/); services, routes, plugins and lib never build a query.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**', 'apps/server/src/test/**', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message: 'Only a *.repository.ts (or db/) talks to the database: move the query into a repository.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'apps/server/**', '**/*.config.{js,ts,mjs}'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
);
