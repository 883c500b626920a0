/**
 * Test tiers (docs/testing.md#tests): unit (pure code), integration (the local stack over real
 * HTTP) and infra (CDK synth, template assertions, cdk-nag). Browser tests run with Playwright
 * instead.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const at = (dir: string) => fileURLToPath(new URL(dir, import.meta.url));

export default defineConfig({
  resolve: { alias: { '@/': at('./frontend/src/'), '@shared/': at('./shared/') } },
  test: {
    env: { POWERTOOLS_LOG_LEVEL: 'SILENT' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'eslint.config.test.ts',
            'house-layout.test.ts',
            'functions/**/*.test.ts',
            'infra/local/**/*.test.ts',
            'scripts/**/*.test.ts',
            'frontend/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/*.integration.test.ts', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['**/*.integration.test.ts'],
          exclude: ['node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
