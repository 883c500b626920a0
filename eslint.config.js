// ESLint flat config: typescript-eslint, React hooks rules, and the import directions of
// ARCHITECTURE.md (shared imports nothing of ours; frontend and functions only shared).
import js from '@eslint/js';
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
        message: 'Import direction: see ARCHITECTURE.md "Folders".',
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.build',
      '.data',
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
    rules: restrict(['**/functions/**', '**/infra/**', '**/frontend/**']),
  },
  {
    files: ['functions/**/*.ts'],
    ignores: ['functions/integration/**', '**/*.test.ts'],
    rules: restrict(['**/infra/**', '**/frontend/**']),
  },
  { files: ['frontend/src/**/*.{ts,tsx}'], rules: restrict(['**/functions/**', '**/infra/**']) },
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
