// ESLint flat config: typescript-eslint, React hooks rules, and the import directions of
// docs/architecture.md#layers (shared imports nothing of ours; frontend and functions only shared).
// In the frontend (bulletproof-react's unidirectional codebase): app -> features ->
// components/lib/config; a feature reaches another only through its public `index.ts`; no import
// cycles. In the backend, functions/lib is in layers (functionsLayers): a folder imports only lower
// layers; no import cycles.
import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: patterns.map((group) => ({
        group: [group],
        message: 'Import direction: see docs/architecture.md#layers.',
      })),
    },
  ],
});

const frontendSrc = './frontend/src';
const features = fs
  .readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Zones of import-x/no-restricted-paths for the frontend's layers and feature walls. */
export const frontendZones = [
  ...features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `${frontendSrc}/features/${feature}`,
        from: `${frontendSrc}/features/${other}`,
        except: ['./index.ts'],
        message: `Import another feature through its public index: '@/features/${other}'.`,
      })),
  ),
  {
    target: `${frontendSrc}/features`,
    from: `${frontendSrc}/app`,
    message: 'Features do not import the app layer.',
  },
  {
    target: [`${frontendSrc}/components`, `${frontendSrc}/lib`, `${frontendSrc}/config`],
    from: [`${frontendSrc}/features`, `${frontendSrc}/app`],
    message: 'Shared code does not import features or the app layer.',
  },
];

const functionsLib = './functions/lib';

/**
 * The layers of functions/lib, lowest first: each entry names a layer and the folders (or
 * top-level modules) in it. A folder imports only folders of lower layers, never one of its own
 * layer or above, so no two folders can import each other. The handlers (functions/api, jobs,
 * events) sit above every layer.
 */
export const functionsLayers = [
  { layer: 'foundation', folders: ['config.ts', 'errors.ts', 'logger.ts', 'secrets'] },
  { layer: 'table and identity', folders: ['data', 'auth'] },
  {
    layer: 'independent resources',
    folders: ['events', 'quotas', 'integrations', 'ai', 'calendar', 'week-summary'],
  },
  { layer: 'people and profile', folders: ['people', 'profile'] },
  { layer: 'notes', folders: ['notes'] },
  { layer: 'what notes hold', folders: ['one-on-ones', 'moments', 'commitments'] },
  { layer: 'week facts and usage', folders: ['nudges', 'usage'] },
  {
    layer: 'read models, jobs and route frames',
    folders: [
      'dashboard',
      'person-pages',
      'slack-nudges',
      'calendar-sync',
      'connections',
      'rollover',
      'feature-flags',
      'http',
    ],
  },
];

/** Zones of import-x/no-restricted-paths generated from functionsLayers. */
export const functionsZones = [
  ...functionsLayers.flatMap(({ layer, folders }, rank) =>
    folders.map((folder) => ({
      target: `${functionsLib}/${folder}`,
      from: functionsLayers
        .slice(rank)
        .flatMap((above) => above.folders)
        .filter((other) => other !== folder)
        .map((other) => `${functionsLib}/${other}`),
      message: `functions/lib/${folder} (layer '${layer}') imports only folders of lower layers: see functionsLayers in eslint.config.js.`,
    })),
  ),
  {
    target: functionsLib,
    from: ['./functions/api', './functions/jobs', './functions/events'],
    message: 'functions/lib does not import the handlers.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.build',
      '.data',
      '.data-demo',
      'cdk.out',
      'frontend/dist',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: restrict(['**/functions/**', '**/infra/**', '**/frontend/**', '**/test-support/**']),
  },
  {
    // Tests of shared rules may use the test helpers; shared code itself never does.
    files: ['shared/**/*.test.ts'],
    rules: restrict(['**/functions/**', '**/infra/**', '**/frontend/**']),
  },
  {
    files: ['functions/**/*.ts'],
    ignores: ['functions/integration/**', '**/*.test.ts'],
    rules: restrict(['**/infra/**', '**/frontend/**', '**/test-support/**']),
  },
  {
    // Inferred moments are written by the note-moments consumer only
    // (docs/data.md#who-writes-moments): no route, store or other module may import their writer.
    files: ['functions/**/*.ts'],
    ignores: [
      'functions/integration/**',
      '**/*.test.ts',
      'functions/events/**',
      'functions/lib/moments/inferred-moments.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...['**/infra/**', '**/frontend/**', '**/test-support/**'].map((group) => ({
              group: [group],
              message: 'Import direction: see docs/architecture.md#layers.',
            })),
            {
              group: ['**/moments/inferred-moments', '**/moments/inferred-moments.ts'],
              message:
                'Only the note-moments consumer (functions/events/) writes inferred moments: see docs/data.md#who-writes-moments.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: functionsZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    rules: restrict(['**/functions/**', '**/infra/**', '**/test-support/**']),
  },
  {
    // Unit tests of the frontend may use the test helpers (fixtures); the app itself never does.
    files: ['frontend/src/**/*.test.{ts,tsx}'],
    rules: restrict(['**/functions/**', '**/infra/**']),
  },
  {
    // The CDK app and the local stack are production code: test helpers stay out of them (the
    // loopback fakes the demo serves live in infra/local/dev-fakes/).
    files: ['infra/**/*.ts'],
    ignores: ['infra/test/**', '**/*.test.ts'],
    rules: restrict(['**/test-support/**', '**/frontend/src/**']),
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'frontend/tsconfig.json' }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: frontendZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
);
