import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hashApiKey } from '../../lib/domain/api-key.js';
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
  return adminWith({}, ...args);
}

function adminWith(env: Record<string, string | undefined>, ...args: string[]): Promise<Run> {
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
          ...env,
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

// Each run starts a node process with tsx: seconds apiece on a loaded 2-core machine.
describe('admin CLI', { timeout: 120_000 }, () => {
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
    expect(merchant).toEqual({
      id: expect.stringMatching(UUID),
      name: 'Loja da CLI',
      displayName: 'Loja da CLI',
    });

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

  it('answers --help on every command, with its usage', async () => {
    const commands = [
      ['merchants', 'create'],
      ['merchants', 'list'],
      ['merchants', 'update'],
      ['keys', 'create'],
      ['keys', 'list'],
      ['keys', 'revoke'],
      ['pix', 'refunds-due'],
      ['pix', 'reviews'],
      ['migrate', 'run'],
      ['migrate', 'verify'],
      ['migrate', 'accept'],
      ['migrate', 'cleanup'],
      ['fees', 'set'],
      ['fees', 'show'],
      ['med', 'block'],
      ['med', 'release'],
      ['payouts', 'schedule'],
      ['payouts', 'key'],
      ['pix-connection', 'set'],
      ['pix-connection', 'show'],
      ['pix-connection', 'remove'],
      ['dashboard-link'],
    ];
    const runs = await Promise.all([admin('--help'), ...commands.map((words) => admin(...words, '--help'))]);
    for (const run of runs) expect(run.code, run.stderr).toBe(0);
    for (const words of commands) expect(runs[0]!.stdout).toContain(`npm run admin -- ${words.join(' ')}`);
    // Every command the CLI has is one of these: a new one must join this test.
    expect(runs[0]!.stdout.match(/npm run admin -- [a-z]/g)).toHaveLength(commands.length);
    commands.forEach((words, i) => {
      expect(runs[i + 1]!.stdout).toContain(`npm run admin -- ${words.join(' ')}`);
      // Only that command's usage, not the whole list.
      expect(runs[i + 1]!.stdout.match(/npm run admin -- /g)).toHaveLength(1);
    });
  });

  it('lists merchants; lists keys with their last four characters and creation date', async () => {
    const merchant = JSON.parse((await admin('merchants', 'create', '--name', 'Loja Lista')).stdout);
    // Permissions in any case.
    const created = await admin('keys', 'create', '--merchant', merchant.id, '--permission', 'read_only');
    expect(created.code, created.stderr).toBe(0);
    const key = JSON.parse(created.stdout);
    expect(key.permission).toBe('READ_ONLY');

    const [merchants, keys, unknown] = await Promise.all([
      admin('merchants', 'list'),
      admin('keys', 'list', '--merchant', merchant.id),
      admin('keys', 'list', '--merchant', '0190f5b2-7c3a-7d4e-8f00-123456789abc'),
    ]);
    expect(merchants.code, merchants.stderr).toBe(0);
    expect(JSON.parse(merchants.stdout)).toContainEqual({
      id: merchant.id,
      name: 'Loja Lista',
      createdAt: expect.stringMatching(/Z$/),
    });
    expect(keys.code, keys.stderr).toBe(0);
    expect(JSON.parse(keys.stdout)).toEqual([
      expect.objectContaining({
        id: key.id,
        lastFour: key.key.slice(-4),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      }),
    ]);
    // An unknown merchant is an error, as for keys create, not an empty list.
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/no merchant/);
    expect(unknown.stdout).toBe('');
  });

  it('refuses an --expires-at in the past and warns about a live key on a test deployment', async () => {
    const merchant = JSON.parse((await admin('merchants', 'create', '--name', 'Loja Avisos')).stdout);
    const [past, live] = await Promise.all([
      admin(
        'keys',
        'create',
        '--merchant',
        merchant.id,
        '--permission',
        'FULL_ACCESS',
        '--expires-at',
        '2020-01-01T00:00:00Z',
      ),
      admin(
        'keys',
        'create',
        '--merchant',
        merchant.id,
        '--permission',
        'FULL_ACCESS',
        '--environment',
        'LIVE',
      ),
    ]);
    expect(past.code).toBe(1);
    expect(past.stderr).toMatch(/in the past/);
    expect(past.stdout).toBe('');
    expect(live.code, live.stderr).toBe(0);
    expect(JSON.parse(live.stdout)).toMatchObject({ environment: 'live' });
    expect(live.stderr).toMatch(/warning: a live key on this test deployment/);
    // And it is what the warning says: this (test) API refuses it.
    expectError(await call('GET', '/v1/coupons', { key: JSON.parse(live.stdout).key }), 401);
  });

  it('uses the database of a running npm start when no endpoint or AWS credentials are set', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mp-admin-'));
    try {
      // What `npm start` publishes; this test process stands in for the running server.
      writeFileSync(
        join(dataDir, 'endpoint.json'),
        JSON.stringify({
          pid: process.pid,
          endpoint: process.env.DYNAMODB_ENDPOINT,
          table: process.env.TABLE_NAME,
        }),
      );
      const run = await adminWith(
        {
          DATA_DIR: dataDir,
          DYNAMODB_ENDPOINT: undefined,
          TABLE_NAME: undefined,
          AWS_PROFILE: undefined,
          AWS_ACCESS_KEY_ID: undefined,
        },
        'merchants',
        'create',
        '--name',
        'Loja Sem Endpoint',
      );
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toContain(`using the database of npm start, pid ${process.pid}`);
      const merchant = JSON.parse(run.stdout);
      // It landed in this run's table: the normal CLI finds it there.
      const keys = await admin('keys', 'list', '--merchant', merchant.id);
      expect(keys.code, keys.stderr).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
