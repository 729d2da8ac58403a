import { defineConfig } from 'vitest/config';

/** The browser tests drive Debian's Chromium; everything outside unit/ talks to DynamoDB Local. */
const BROWSER = ['test/browser/**/*.test.ts', 'test/openapi/docs-browser.test.ts'];
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
      KEY_PREFIX: 'mp',
      TABLE_NAME: 'merchant-payments-test',
    },
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          exclude: ['test/unit/**', ...BROWSER],
          ...withDatabase,
        },
      },
      { extends: true, test: { name: 'browser', include: BROWSER, ...withDatabase } },
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
