import { defineConfig } from 'vitest/config';

/**
 * Tests sit with their area (`test/<area>/`) or in a cross-cutting folder, and say what they need by
 * name: `*.unit.test.ts` need nothing (no database), `*.browser.test.ts` drive Debian's Chromium,
 * and every other test talks to DynamoDB Local.
 */
const UNIT = 'test/**/*.unit.test.ts';
const BROWSER = 'test/**/*.browser.test.ts';
const INFRA = 'test/infra/**/*.test.ts';
const withDatabase = {
  globalSetup: ['test/support/global-setup.ts'],
  setupFiles: ['test/support/setup.ts'],
};

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more workers only queue up on DynamoDB Local.
    maxWorkers: 2,
    env: {
      POWERTOOLS_LOG_LEVEL: 'SILENT',
      APP_ENV: 'test',
      // The suites run as npm start does; test/integration/deployed.test.ts runs the stack's
      // functions without it, in processes of their own.
      LOCAL_MODE: 'true',
      KEY_PREFIX: 'mp',
      TABLE_NAME: 'merchant-payments-test',
      // The suites send far more than a client may; the limits' own tests set theirs
      // (test/security/rate-limits.test.ts).
      RATE_LIMIT_TEST: '500',
      RATE_LIMIT_LIVE: '500',
      AUTH_FAILURES_PER_MINUTE: '1000000',
      PAGE_POLLS_PER_SECOND: '500',
      PAGE_COUPON_TRIES_PER_HOUR: '1000000',
    },
    projects: [
      { extends: true, test: { name: 'unit', include: [UNIT] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          exclude: [UNIT, BROWSER, INFRA],
          ...withDatabase,
        },
      },
      {
        // The stack's tests share their processes: the first synthesis in a process loads and
        // warms the CDK library, and test/support/synth.ts keeps one synthesis per context.
        extends: true,
        test: { name: 'infra', include: [INFRA], exclude: [UNIT, BROWSER], isolate: false, ...withDatabase },
      },
      { extends: true, test: { name: 'browser', include: [BROWSER], ...withDatabase } },
      {
        // The TypeScript client (clients/typescript) against the real local server, built first.
        extends: true,
        test: {
          name: 'client',
          // They start processes and write hundreds of items beside the rest of the suite.
          testTimeout: 60_000,
          include: ['clients/typescript/test/**/*.test.ts'],
          globalSetup: [...withDatabase.globalSetup, 'clients/typescript/test/support/build.ts'],
          setupFiles: withDatabase.setupFiles,
        },
      },
    ],
  },
});
