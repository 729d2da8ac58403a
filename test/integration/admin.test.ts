import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hashApiKey } from '../../lib/domain/apiKey.js';
import { clearKeyCache } from '../../lib/http/auth.js';
import { call, expectError } from '../support/api.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the operator CLI as an operator would, against the table of this test run. */
function admin(...args: string[]): Promise<Run> {
  return new Promise((resolveRun) => {
    execFile(
      // What `npm run admin --` runs (npx would only add its own start-up time).
      resolve(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/admin.ts', ...args],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT,
          TABLE_NAME: process.env.TABLE_NAME,
          APP_ENV: 'test',
        },
        timeout: 30_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolveRun({ code, stdout, stderr });
      },
    );
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('admin CLI', () => {
  it('creates a merchant and keys, lists keys without secrets, and revokes a key', async () => {
    const [merchantRun, badRun] = await Promise.all([
      admin('merchants', 'create', '--name', '  Loja da CLI  '),
      admin('keys', 'rotate', '--merchant', 'x'),
    ]);

    // A bad command: non-zero exit, the reason on stderr, nothing on stdout.
    expect(badRun.code).not.toBe(0);
    expect(badRun.stderr).toMatch(/unknown command/);
    expect(badRun.stdout).toBe('');

    expect(merchantRun.code, merchantRun.stderr).toBe(0);
    const merchant = JSON.parse(merchantRun.stdout) as { id: string; name: string };
    expect(merchant).toEqual({ id: expect.stringMatching(UUID), name: 'Loja da CLI' });

    const [fullRun, readRun] = await Promise.all([
      admin('keys', 'create', '--merchant', merchant.id, '--permission', 'FULL_ACCESS'),
      admin(
        'keys',
        'create',
        '--merchant',
        merchant.id,
        '--permission',
        'READ_ONLY',
        '--expires-at',
        '2099-01-01T00:00:00Z',
      ),
    ]);
    expect(fullRun.code, fullRun.stderr).toBe(0);
    expect(readRun.code, readRun.stderr).toBe(0);
    const full = JSON.parse(fullRun.stdout);
    const readOnly = JSON.parse(readRun.stdout);
    expect(Object.keys(full).sort()).toEqual([
      'environment',
      'expiresAt',
      'id',
      'key',
      'merchantId',
      'permission',
    ]);
    expect(full).toMatchObject({
      id: expect.stringMatching(UUID),
      key: expect.stringMatching(/^mp_sk_test_[0-9A-Za-z]{43,}$/),
      merchantId: merchant.id,
      permission: 'FULL_ACCESS',
      environment: 'test',
      expiresAt: null,
    });
    expect(readOnly).toMatchObject({ permission: 'READ_ONLY', expiresAt: '2099-01-01T00:00:00.000Z' });

    // The keys printed work against the API, with their permissions, for this merchant.
    const created = await call('POST', '/v1/coupons', {
      key: full.key,
      body: { code: 'CLI', type: 'PERCENTAGE', value: 5 },
    });
    expect(created.status).toBe(201);
    expectError(
      await call('POST', '/v1/coupons', {
        key: readOnly.key,
        body: { code: 'CLI2', type: 'PERCENTAGE', value: 5 },
      }),
      403,
    );

    // keys list: both keys, never a secret or its hash.
    const listRun = await admin('keys', 'list', '--merchant', merchant.id);
    expect(listRun.code, listRun.stderr).toBe(0);
    const listed = JSON.parse(listRun.stdout) as Record<string, unknown>[];
    expect(listed.map((k) => k.id).sort()).toEqual([full.id, readOnly.id].sort());
    for (const entry of listed) {
      expect(entry).not.toHaveProperty('key');
      expect(entry).not.toHaveProperty('keyHash');
      expect(entry).toMatchObject({ merchantId: merchant.id, environment: 'test', status: 'ACTIVE' });
    }
    for (const secret of [full.key, readOnly.key, hashApiKey(full.key), hashApiKey(readOnly.key)]) {
      expect(listRun.stdout).not.toContain(secret);
      expect(listRun.stdout).not.toContain(secret.slice(-20));
    }

    // keys revoke: refused from then on (the cache of this process is cleared, as a new instance would be).
    const [revokeRun, unknownRun] = await Promise.all([
      admin('keys', 'revoke', readOnly.id),
      admin('keys', 'revoke', '0190f5b2-7c3a-7d4e-8f00-123456789abc'),
    ]);
    expect(revokeRun.code, revokeRun.stderr).toBe(0);
    expect(JSON.parse(revokeRun.stdout)).toMatchObject({ id: readOnly.id, status: 'REVOKED' });
    expect(revokeRun.stdout).not.toContain(readOnly.key);
    expect(unknownRun.code).not.toBe(0);
    expect(unknownRun.stderr).toMatch(/no key/);
    clearKeyCache();
    expectError(await call('GET', '/v1/coupons', { key: readOnly.key }), 401);
    expect((await call('GET', '/v1/coupons', { key: full.key })).json.data.content[0].code).toBe('CLI');
  });
});
