import { beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey } from '../../lib/domain/api-key.js';
import { routeKey, writesData, type Route } from '../../lib/api/routes.js';
import { call, type ApiResult } from '../support/api.js';
import { checkReply, viaDispatch } from './support/http.js';
import { partition, snapshot } from './support/table.js';
import {
  allRoutes,
  createFixture,
  createMerchant,
  isPagedList,
  isPublicRoute,
  permissionOf,
  routesWithoutTemplate,
  templateFor,
  uniqueValues,
  type Fixture,
  type Merchant,
  type RequestTemplate,
} from './support/templates.js';
import { useOwnTable } from '../support/own-table.js';

useOwnTable();

/**
 * OWASP API1 (object-level), API2 (authentication) and API5 (function-level authorization): every
 * row of the route table, read at run time, against no key, malformed keys, a revoked key, a
 * READ_ONLY key and another merchant's FULL_ACCESS key. Each case asserts the exact status, that
 * nothing of the owner's came back, and that the owner's partition is byte for byte unchanged.
 */
let owner: Merchant;
let other: Merchant;
let fixture: Fixture;

beforeAll(async () => {
  [owner, other] = await Promise.all([createMerchant('Loja Dona'), createMerchant('Loja Outra')]);
  fixture = await createFixture(viaDispatch, owner.full);
  // The other merchant has data of its own, so its lists are not trivially empty.
  await createFixture(viaDispatch, other.full);
});

const protectedRoutes = allRoutes.filter((route) => !isPublicRoute(route));
const publicRoutes = allRoutes.filter(isPublicRoute);

/** The owner's template request: its ids, its unique values (so another merchant reuses them). */
const ownersRequest = (route: Route): RequestTemplate =>
  templateFor(route)(fixture, {
    code: fixture.coupon.code,
    document: fixture.customer.document,
    externalId: fixture.product.externalId,
  });

const send = (
  route: Route,
  request: RequestTemplate,
  options: { key?: string; headers?: Record<string, string> },
) => call(route.method, request.path, { ...options, ...(request.body ? { body: request.body } : {}) });

/**
 * The owner's identifiers, which must never show up in another party's answer. (The owner's unique
 * values are not in it: the other merchant legitimately creates resources with the same values.)
 */
async function ownersSecrets(): Promise<string[]> {
  const stored = await partition(owner.merchantId);
  const ids = stored.filter((item) => typeof item.id === 'string').map((item) => item.id as string);
  return [owner.merchantId, ...ids];
}

/** The answer minus the echo of the request path (which may carry the id the caller sent). */
function withoutPathEcho(result: ApiResult): string {
  const body = structuredClone(result.json ?? {}) as { error?: { path?: string } | null };
  if (body.error) delete body.error.path;
  return JSON.stringify(body);
}

async function expectNothingOfTheOwners(result: ApiResult): Promise<void> {
  const text = withoutPathEcho(result);
  for (const secret of await ownersSecrets()) expect(text, `leaked ${secret}`).not.toContain(secret);
}

/** Runs `act`, then asserts the owner's stored state did not change at all. */
async function unchanged<T>(act: () => Promise<T>): Promise<T> {
  const before = await snapshot(owner.merchantId);
  const result = await act();
  expect(await snapshot(owner.merchantId)).toBe(before);
  return result;
}

function expectStatus(
  result: ApiResult,
  status: number,
  path: string,
  code?: string,
  kind = 'envelope',
): void {
  expect(result.status, JSON.stringify(result.json)).toBe(status);
  checkReply(
    { ...result, text: result.raw.body?.toString('utf8') ?? '' },
    path.split('?')[0] ?? path,
    kind === 'envelope',
  );
  if (status >= 400) {
    expect(result.json.data).toBeNull();
    expect(result.json.error?.status).toBe(status);
    if (code) expect(result.json.error?.code).toBe(code);
  }
}

it('has a request template for every route of the route table', () => {
  expect(routesWithoutTemplate()).toEqual([]);
});

describe.each(protectedRoutes.map((route) => [routeKey(route), route] as const))('%s', (_, route) => {
  const permission = permissionOf(route);
  const malformed = () => [
    `ApiKey not-a-key`,
    `Bearer ${owner.full}`,
    `ApiKey ${owner.full.slice(0, 24)}`,
    `ApiKey ${owner.full.replace('_sk_test_', '_sk_live_')}`,
    `ApiKey ${generateApiKey('mp', 'test')}`,
    `Basic ${Buffer.from(`${owner.merchantId}:${owner.full}`).toString('base64')}`,
  ];

  it('answers 401 with no key, malformed or unknown keys and a revoked key, changing nothing', async () => {
    const request = ownersRequest(route);
    await unchanged(async () => {
      const attempts: [string, Promise<ApiResult>][] = [
        ['no key', send(route, request, {})],
        ['revoked', send(route, request, { key: owner.revoked })],
        ...malformed().map(
          (header) =>
            [header, send(route, request, { headers: { authorization: header } })] as [
              string,
              Promise<ApiResult>,
            ],
        ),
      ];
      for (const [label, attempt] of attempts) {
        const result = await attempt;
        expect(result.status, label).toBe(401);
        expectStatus(result, 401, request.path, 'unauthorized');
        expect(result.headers['www-authenticate']).toBe('ApiKey');
        expect(result.json.error?.fields).toBeNull();
        await expectNothingOfTheOwners(result);
      }
    });
  });

  if (permission === 'FULL_ACCESS') {
    it('answers 403 to a READ_ONLY key (also with a method-override header), changing nothing', async () => {
      const request = ownersRequest(route);
      await unchanged(async () => {
        for (const headers of [{}, { 'x-http-method-override': 'GET' }] as Record<string, string>[]) {
          const result = await send(route, request, { key: owner.readOnly, headers });
          expectStatus(result, 403, request.path, 'forbidden');
          expect(result.json.error?.message).toContain(route.permission);
          await expectNothingOfTheOwners(result);
        }
      });
    });
  } else {
    it('answers a READ_ONLY key with the success status, changing nothing', async () => {
      const request = ownersRequest(route);
      if (request.readOnlyAdds === undefined) {
        const result = await unchanged(() => send(route, request, { key: owner.readOnly }));
        expectStatus(result, request.success, request.path, undefined, request.kind);
        return;
      }
      // A route that writes for a READ_ONLY key adds the one item it declares, with no more than
      // the key's permission, and changes nothing else of the owner's.
      const before = await partition(owner.merchantId);
      const result = await send(route, request, { key: owner.readOnly });
      expectStatus(result, request.success, request.path, undefined, request.kind);
      const kept = new Set(before.map((item) => JSON.stringify(item)));
      const after = await partition(owner.merchantId);
      const added = after.filter((item) => !kept.has(JSON.stringify(item)));
      expect(after.length - added.length).toBe(before.length);
      expect(added.map((item) => String(item.PK).startsWith(request.readOnlyAdds ?? ''))).toEqual([true]);
      expect(added[0]?.permission).toBe('READ_ONLY');
    });
  }

  it("answers another merchant's FULL_ACCESS key as if the owner's data did not exist", async () => {
    const request = ownersRequest(route);
    const result = await unchanged(() => send(route, request, { key: other.full }));
    if (route.path.startsWith('/v1/reconciliations/{date}')) {
      // A date names the caller's own day (its fixture ran it too), never the owner's run.
      expectStatus(result, request.success, request.path, undefined, request.kind);
    } else if (route.path.includes('{')) {
      // Someone else's id is indistinguishable from an unknown one.
      expectStatus(result, 404, request.path, 'resource_missing');
    } else if (route.method === 'GET') {
      expectStatus(result, 200, request.path, undefined, request.kind);
      // A list shows the caller's own items only; the ledger's summary, export and balance are the
      // caller's own totals, and hold nothing of the owner's (below).
      if (isPagedList(route)) {
        const otherIds = (await partition(other.merchantId))
          .filter((item) => item.deletedAt === undefined && typeof item.id === 'string')
          .map((item) => item.id);
        const listed = (result.json.data.content as { id: string }[]).map((item) => item.id);
        expect(listed.length).toBeGreaterThan(0);
        for (const id of listed) expect(otherIds).toContain(id);
        expect(result.json.data.page.totalElements).toBe(listed.length);
      }
    } else {
      // A create acts on the caller's own account, even with values the owner already holds
      // (uniqueness is per merchant; a document never answers with the owner's customer); one
      // naming the owner's resources (a checkout's products) finds none of them.
      expectStatus(result, request.foreignStatus ?? request.success, request.path);
      if (request.foreignStatus === undefined) {
        const stored = await partition(other.merchantId);
        expect(stored.some((item) => item.id === result.json.data.id)).toBe(true);
      }
    }
    await expectNothingOfTheOwners(result);
  });

  it("succeeds with the owner's FULL_ACCESS key (the template is a valid request)", async () => {
    const fresh = await createFixture(viaDispatch, owner.full);
    const request = templateFor(route)(fresh, uniqueValues());
    const result = await send(route, request, { key: owner.full });
    expectStatus(result, request.success, request.path, undefined, request.kind);
  });
});

describe.each(publicRoutes.map((route) => [routeKey(route), route] as const))('%s (public)', (_, route) => {
  // The payment page's writes (coupon, simulated payment) act on the checkout the token names, on
  // a fixture of their own; every other public route reads and changes nothing of any merchant.
  const writes = writesData(route);
  it(`answers without a key, ${writes ? 'acting only on its token' : 'reading and changing nothing of any merchant'}, showing no owner's id`, async () => {
    const request = templateFor(route)(
      writes ? await createFixture(viaDispatch, owner.full) : fixture,
      uniqueValues(),
    );
    const sendIt = () => viaDispatch(route.method, request.path, request.body ? { json: request.body } : {});
    const result = writes ? await sendIt() : await unchanged(sendIt);
    expect(result.status, result.text.slice(0, 300)).toBe(request.success);
    checkReply(
      result,
      request.path,
      request.kind === 'envelope',
      undefined,
      route.htmlErrors === true && (result.headers['content-type'] ?? '').startsWith('text/html'),
    );
    for (const secret of await ownersSecrets()) expect(result.text).not.toContain(secret);
  });
});
