import { randomUUID } from 'node:crypto';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll } from 'vitest';
import { resetConfig } from '../../lib/config.js';
import { dynamo, tableName } from '../../lib/db/client.js';
import { ensureTable } from '../../lib/db/schema.js';

/**
 * Runs the test file on a table of its own, made before its tests and dropped after them: files
 * that read a merchant's whole stored state (a Scan) read only their own data. `env` is set for
 * the file's tests too (`TABLE_LAYOUT: 'production'`, say) and restored after them.
 */
export function useOwnTable(env: Record<string, string> = {}): void {
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    for (const [name, value] of Object.entries({ ...env, TABLE_NAME: `test-${randomUUID()}` })) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    resetConfig();
    await ensureTable();
  });
  afterAll(async () => {
    await dynamo().send(new DeleteTableCommand({ TableName: tableName() }));
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetConfig();
  });
}
