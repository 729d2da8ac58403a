import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/setup.ts'],
    include: ['test/**/*.test.ts'],
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
  },
});
