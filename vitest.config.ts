import './scripts/lib/node20-polyfills.mjs';
import { defineConfig } from 'vitest/config';

// Unit tests (packages, web logic) and server API tests; browser tests live in e2e/ with their own config.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Tests register many users: scrypt at 2^14 instead of the product's 2^17 (lib/passwords.ts).
          env: { EB_TEST_PASSWORD_LOG2N: '14' },
          // PGlite's initdb once per run instead of once per test app (about two seconds each).
          globalSetup: ['apps/server/src/testing/pglite-template-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
