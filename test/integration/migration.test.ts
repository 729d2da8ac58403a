import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dynamo, tableName } from '../../lib/db/client.js';
import { layout } from '../../lib/db/layout.js';
import { adminCreateKey } from '../../lib/merchants/admin.service.js';
import {
  migrateAccept,
  migrateCleanup,
  migrateRun,
  migrateVerify,
} from '../../scripts/migrate-v1/migration.js';
import { viaDispatch } from '../security/support/http.js';
import { useOwnTable } from '../support/own-table.js';

/**
 * `npm run admin -- migrate …` on a table the single-partition code wrote through its API
 * (`test/fixtures/layout-v1.json`, see `make-layout-v1.ts`), moved to the production layout:
 * after the migration the API answers from the new keys exactly what the old table held, and
 * every guarantee (unique values, counters, idempotency replays, state transitions) carries over.
 */
type Item = Record<string, unknown>;

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const FIXTURE: Item[] = (
  JSON.parse(readFileSync(new URL('../fixtures/layout-v1.json', import.meta.url), 'utf8')) as Record<
    string,
    AttributeValue
  >[]
).map((item) => unmarshall(item));

useOwnTable({ TABLE_LAYOUT: 'production' });
afterAll(() => vi.useRealTimers());

const v1 = (item: Item) => String(item.PK).startsWith('M#');
const merchantIds = FIXTURE.filter((item) => item.SK === 'MERCHANT').map((item) => String(item.id));
const merchantName = (merchantId: string) =>
  String(FIXTURE.find((item) => item.SK === 'MERCHANT' && item.id === merchantId)?.name);
const ofMerchant = (merchantId: string) => FIXTURE.filter((item) => item.PK === `M#${merchantId}`);

/** The v1 list of a merchant's entity: live items, newest first, as v1's index sorted them. */
function v1List(merchantId: string, entity: string, status?: string): string[] {
  return ofMerchant(merchantId)
    .filter((item) => item.GSI1PK === `M#${merchantId}#${entity}`)
    .filter((item) => status === undefined || item.GSI2PK === `M#${merchantId}#${entity}#${status}`)
    .sort((a, b) => String(b.GSI1SK).localeCompare(String(a.GSI1SK)))
    .map((item) => String(item.id));
}

const PATHS: Record<string, string> = {
  COUPON: 'coupons',
  CUSTOMER: 'customers',
  PRODUCT: 'products',
  CHARGE: 'charges',
  CHECKOUT: 'checkouts',
  WEBHOOK_ENDPOINT: 'webhook-endpoints',
};

const keyOf: Record<string, string> = {};

/** Every id of a list, page by page, and the total it reported. */
async function listAll(merchantId: string, path: string): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  for (let page = 0; ; page++) {
    const separator = path.includes('?') ? '&' : '?';
    const answer = await viaDispatch('GET', `/v1/${path}${separator}page=${page}&size=3`, {
      key: keyOf[merchantId],
    });
    expect(answer.status, answer.text).toBe(200);
    const data = answer.json.data as { content: { id: string }[]; page: { totalElements: number } };
    ids.push(...data.content.map((item) => item.id));
    if (data.content.length < 3) return { ids, total: data.page.totalElements };
  }
}

async function loadFixture(): Promise<void> {
  for (let from = 0; from < FIXTURE.length; from += 16)
    await Promise.all(
      FIXTURE.slice(from, from + 16).map((Item) =>
        dynamo().send(new PutCommand({ TableName: tableName(), Item })),
      ),
    );
}

async function scanTable(): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({ TableName: tableName(), ConsistentRead: true, ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

describe('migrating a table of the single-partition layout', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    expect(layout().name).toBe('production');
    // The fixture's clock: its charges and checkouts are still open, its events inside the window.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T19:25:00.000Z') });
    await loadFixture();
    for (const merchantId of merchantIds)
      keyOf[merchantId] = (await adminCreateKey({ merchantId, permission: 'FULL_ACCESS' })).key;
  });

  it('the API finds none of the old items before the migration', async () => {
    for (const merchantId of merchantIds) {
      expect(v1List(merchantId, 'CHARGE').length).toBeGreaterThan(0);
      expect((await listAll(merchantId, 'charges')).total).toBe(0);
    }
  });

  it('copies every item in a pass that resumes where it was interrupted', async () => {
    const interrupted = await migrateRun({ segments: 2, maxPages: 1 });
    expect(interrupted.resumed).toBe(false);
    expect(interrupted.items.copied).toBeGreaterThan(0);
    expect((await migrateVerify()).ok).toBe(false);

    const resumed = await migrateRun();
    expect(resumed.resumed).toBe(true);
    // The segment the first run finished is not read again.
    expect(resumed.items.current).toBe(0);
    expect(interrupted.items.copied + resumed.items.copied).toBe(
      FIXTURE.filter((item) => v1(item) && !/^(COUNT|EVCOUNT|QRCODE)#/.test(String(item.SK))).length,
    );
    expect(resumed.qrImagesDropped + interrupted.qrImagesDropped).toBe(
      FIXTURE.filter((item) => String(item.SK).startsWith('QRCODE#')).length,
    );
    expect(resumed.conflicts).toEqual([]);
    expect(resumed.unknown).toEqual([]);

    const verified = await migrateVerify();
    expect(verified, JSON.stringify(verified)).toMatchObject({ stale: [], conflicts: [], unknown: [] });
    expect(verified.missing).toEqual([]);
    expect(verified.counters).toEqual([]);
    expect(verified.ok).toBe(true);
    expect(verified.kinds.CHARGE).toEqual({ v1: 22, copied: 22 });
  });

  it('answers every list, total, filter and item as the old table held them', async () => {
    for (const merchantId of merchantIds) {
      for (const [entity, path] of Object.entries(PATHS)) {
        const expected = v1List(merchantId, entity);
        expect(await listAll(merchantId, path), `${entity} of ${merchantId}`).toEqual({
          ids: expected,
          total: expected.length,
        });
      }
      for (const status of ['PENDING', 'PAID', 'REFUNDED', 'CANCELLED']) {
        const expected = v1List(merchantId, 'CHARGE', status);
        expect(await listAll(merchantId, `charges?status=${status}`)).toEqual({
          ids: expected,
          total: expected.length,
        });
      }
      const events = v1List(merchantId, 'EVENT');
      const listed = await viaDispatch('GET', '/v1/events?size=100', { key: keyOf[merchantId] });
      expect(listed.json.data.content.map((event: { id: string }) => event.id)).toEqual(events);
      expect(listed.json.data.page.totalElements).toBe(events.length);
      const one = await viaDispatch('GET', `/v1/events/${events.at(-1)}`, { key: keyOf[merchantId] });
      expect(one.status, one.text).toBe(200);
      expect(one.json.data.deliveries).toHaveLength(1);
      expect(one.json.data.deliveries[0].status).toBe('DELIVERED');
    }
  });

  it('keeps unique values, idempotency replays and state transitions working', async () => {
    const merchantId = merchantIds[0]!;
    const key = keyOf[merchantId]!;
    const coupon = ofMerchant(merchantId).find((item) => String(item.SK).startsWith('COUPON#'))!;
    const taken = await viaDispatch('POST', '/v1/coupons', {
      key,
      json: { code: coupon.code, type: 'PERCENTAGE', value: 5 },
    });
    expect(taken.status, taken.text).toBe(400);
    expect(taken.json.error.code).toBe('code_taken');

    // The fixture sent `fixture-<n>` for its n-th merchant: the same request replays the stored answer.
    const record = ofMerchant(merchantId).find((item) => String(item.SK).startsWith('IDEMPOTENCY#'))!;
    const n = ['Loja Um', 'Loja Dois'].indexOf(merchantName(merchantId));
    const replay = await viaDispatch('POST', '/v1/charges', {
      key,
      headers: { 'idempotency-key': `fixture-${n}` },
      json: { amount: 4200 },
    });
    expect(replay.status, replay.text).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.text).toBe((JSON.parse(String(record.response)) as { body: string }).body);

    const pending = v1List(merchantId, 'CHARGE', 'PENDING')[0]!;
    const paid = await viaDispatch('POST', `/v1/charges/${pending}/simulate-payment`, { key, json: {} });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json.data.status).toBe('PAID');
    const charges = await listAll(merchantId, 'charges?status=PAID');
    expect(charges.ids[0]).toBe(pending);
    expect(charges.total).toBe(v1List(merchantId, 'CHARGE', 'PAID').length + 1);
  });

  it('carries over what the old code changes while it serves, and reports a change made on both sides', async () => {
    const merchantId = merchantIds[1]!;
    const again = await migrateRun();
    expect(again.items.copied + again.items.updated + again.items.conflict).toBe(0);

    // The old code cancels a pending charge after the copy...
    const [cancelledByOld, changedByBoth] = v1List(merchantId, 'CHARGE', 'PENDING') as [string, string];
    const oldCancel = (id: string) =>
      dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { PK: `M#${merchantId}`, SK: `CHARGE#${id}` },
          UpdateExpression:
            'SET #status = :cancelled, version = version + :one, cancelledAt = :now, updatedAt = :now, GSI2PK = :status REMOVE GSI4PK, GSI4SK',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':cancelled': 'CANCELLED',
            ':one': 1,
            ':now': new Date().toISOString(),
            ':status': `M#${merchantId}#CHARGE#CANCELLED`,
          },
        }),
      );
    await oldCancel(cancelledByOld);
    // ...and pays another, which the new code has meanwhile paid too.
    const paid = await viaDispatch('POST', `/v1/charges/${changedByBoth}/simulate-payment`, {
      key: keyOf[merchantId],
      json: {},
    });
    expect(paid.status, paid.text).toBe(200);
    await oldCancel(changedByBoth);

    const behind = await migrateVerify();
    expect(behind.ok).toBe(false);
    expect(behind.stale).toEqual([{ PK: `M#${merchantId}`, SK: `CHARGE#${cancelledByOld}` }]);
    expect(behind.conflicts).toEqual([{ PK: `M#${merchantId}`, SK: `CHARGE#${changedByBoth}` }]);

    const caughtUp = await migrateRun();
    expect(caughtUp.items.updated).toBe(1);
    expect(caughtUp.conflicts).toEqual([{ PK: `M#${merchantId}`, SK: `CHARGE#${changedByBoth}` }]);
    const read = async (id: string) =>
      (await viaDispatch('GET', `/v1/charges/${id}`, { key: keyOf[merchantId] })).json.data.status;
    expect(await read(cancelledByOld)).toBe('CANCELLED');
    // The conflict is left as the new code has it, for the operator.
    expect(await read(changedByBoth)).toBe('PAID');
    expect((await listAll(merchantId, 'charges?status=CANCELLED')).ids).toContain(cancelledByOld);
  });

  it('cleans up once the conflict is settled and verify passes, and then answers the same', async () => {
    await expect(migrateCleanup()).rejects.toThrow(/verify/);
    const { conflicts } = await migrateVerify();
    expect(conflicts).toHaveLength(1);
    await migrateAccept(conflicts[0]!);
    const verified = await migrateVerify();
    expect(verified.ok).toBe(true);
    expect(verified.changedSince).toBeGreaterThan(0);

    const before = await Promise.all(merchantIds.map((id) => listAll(id, 'charges')));
    const { deleted } = await migrateCleanup();
    expect(deleted).toBe(FIXTURE.filter(v1).length);
    const left = await scanTable();
    expect(left.filter(v1)).toEqual([]);
    // Nothing of the old layout is left in any index either.
    expect(left.filter((item) => String(item.GSI1PK ?? '').startsWith('M#'))).toEqual([]);
    expect(await Promise.all(merchantIds.map((id) => listAll(id, 'charges')))).toEqual(before);
  });

  it('leaves a table whose every counter equals the items it counts, through the CLI too', async () => {
    const cli = await runAdmin('migrate', 'verify');
    expect(cli.code, cli.stderr).toBe(0);
    expect(JSON.parse(cli.stdout)).toMatchObject({ ok: true, missing: [], counters: [] });
  });
});

/** The operator CLI, as `npm run admin --` runs it, against this file's table. */
function runAdmin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolveRun) => {
    execFile(
      resolve(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/admin.ts', ...args],
      { cwd: ROOT, env: { ...process.env, APP_ENV: 'test' }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolveRun({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}
