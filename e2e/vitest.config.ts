import '../scripts/lib/node20-polyfills.mjs';
import { defineConfig } from 'vitest/config';

// Browser tests: the built app on a real server and database, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: one browser at a time keeps timings honest and the machine responsive.
    fileParallelism: false,
  },
});
