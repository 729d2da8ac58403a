import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routeKey } from '../../lib/api/routes.js';
import { startLocalServer, type LocalServer } from '../../dev/server.js';
import {
  createWorld,
  hostileProperty,
  SERVER_OWNED,
  UNPAYABLE_DATES,
  type World,
} from './support/hostile.js';
import { checkReply, sentPathOf } from './support/http.js';
import { snapshot } from './support/table.js';
import {
  allRoutes,
  hasBody,
  isPagedList,
  isPublicRoute,
  subscriptionsFixture,
  templateRequests,
  uniqueValues,
} from './support/templates.js';
import { useOwnTable } from '../support/own-table.js';

useOwnTable();

/**
 * OWASP API3 (property-level authorization, mass assignment) and API8-style hostile input, over a
 * real socket. The property runs a bounded number of cases with a fixed seed here;
 * `npm run fuzz -- --runs N --seed S` runs the same property as long as wanted.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 200);
const SEED = Number(process.env.HOSTILE_SEED ?? 20261122);

let server: LocalServer;
let world: World;

beforeAll(async () => {
  server = await startLocalServer(0);
  world = await createWorld(server.url);
});

afterAll(async () => {
  await server?.close();
});

it(`keeps every invariant for ${RUNS} random hostile requests (seed ${SEED})`, async () => {
  await fc.assert(hostileProperty(world), { numRuns: RUNS, seed: SEED, endOnFailure: true });
}, 120_000);

// The two date inputs of a due-date charge, with every date it cannot be paid on: the property
// reaches them only now and then in its bounded runs (a parser broken on purpose failed it after
// hundreds of runs), so each date is sent here too.
describe('the date inputs of a due-date charge', () => {
  const requests = (date: string) => {
    const id = world.fixture.dueCharge.id;
    return [
      ['GET', `/v1/charges/${id}/amount?${new URLSearchParams({ date })}`, undefined],
      ['POST', `/v1/charges/${id}/simulate-payment`, { date }],
    ] as const;
  };

  it.each(UNPAYABLE_DATES)('refuse %j with 400 or 422 and change nothing', async (date) => {
    for (const [method, path, json] of requests(date)) {
      const before = await snapshot(world.owner.merchantId);
      const answer = await world.send(method, path, { key: world.owner.full, json });
      checkReply(answer, sentPathOf(world.baseUrl, path));
      expect([400, 422], `${method} ${path}: ${answer.text}`).toContain(answer.status);
      expect(await snapshot(world.owner.merchantId)).toBe(before);
    }
  });
});

// An action route (`body: 'action'`) takes no input: an empty body is valid there, and any property
// is refused by name (its own tests, e.g. test/charges/charges.test.ts), so these JSON-body
// cases do not apply to it.
const bodyRequests = templateRequests().filter(
  ({ route }) => hasBody(route) && !isPublicRoute(route) && route.body !== 'action',
);
const listRoutes = allRoutes.filter(
  (route) => route.method === 'GET' && !route.path.includes('{') && !isPublicRoute(route),
);

const pagedLists = listRoutes.filter(isPagedList);

/** The route's valid body as raw JSON, with one more `"name": value` pair at the end. */
const withExtra = (body: Record<string, unknown>, name: string, value: string) =>
  `${JSON.stringify(body).slice(0, -1)},${JSON.stringify(name)}:${value}}`;

describe.each(bodyRequests.map(({ name, route, template }) => [name, route, template] as const))(
  '%s',
  (_, route, template) => {
    const request = () => template(world.fixture, uniqueValues());

    // A subscription's actions move it for good (the fuzzing above may have): each case here
    // starts from subscriptions of its own.
    beforeEach(async () => {
      if (!route.path.startsWith('/v1/subscriptions/{id}/')) return;
      const { subscription, activeSubscription } = await subscriptionsFixture(world.send, world.owner.full);
      world.fixture = { ...world.fixture, subscription, activeSubscription };
    });

    const send = async (raw: string | Uint8Array, contentType: string | null = 'application/json') => {
      const { path } = request();
      const before = await snapshot(world.owner.merchantId);
      const answer = await world.send(route.method, path, {
        key: world.owner.full,
        raw,
        headers: contentType ? { 'content-type': contentType } : {},
      });
      checkReply(answer, path);
      if (answer.status >= 400) expect(await snapshot(world.owner.merchantId)).toBe(before);
      return answer;
    };

    it.each(['__proto__', 'constructor', 'prototype'])(
      'refuses a "%s" property with 422 naming it, and Object.prototype stays clean',
      async (name) => {
        const body = request().body ?? {};
        for (const value of ['{"polluted":true}', '{"prototype":{"polluted":true}}', '1']) {
          const answer = await send(withExtra(body, name, value));
          expect(answer.status, answer.text).toBe(422);
          expect(answer.json.error.fields).toContainEqual(
            expect.objectContaining({ field: name, code: 'unknown_property' }),
          );
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          expect(Object.prototype).not.toHaveProperty('polluted');
        }
      },
    );

    it('refuses every server-owned property with 422 naming it (no mass assignment)', async () => {
      const body = request().body ?? {};
      for (const name of SERVER_OWNED) {
        const answer = await send(withExtra(body, name, '"01a204a4-1bb5-71d5-8979-0f1c539cfa2f"'));
        expect(answer.status, `${name}: ${answer.text}`).toBe(422);
        expect(answer.json.error.fields.map((f: { field: string }) => f.field)).toContain(name);
      }
    });

    it('answers deep nesting, huge numbers, invalid UTF-8 and non-objects with 400 or 422', async () => {
      const body = request().body ?? {};
      const cases: [string | Uint8Array, number][] = [
        // Deep nesting: refused whole (the parser's depth) or as an unknown property, never a 5xx.
        ['['.repeat(7000) + ']'.repeat(7000), 400],
        ['{"a":'.repeat(2000) + '1' + '}'.repeat(2000), 0],
        [withExtra(body, 'deep', '['.repeat(5000) + ']'.repeat(5000)), 0],
        [Uint8Array.from([0x7b, 0xff, 0xfe, 0xfd, 0x7d]), 400],
        [Uint8Array.from([0xef, 0xbb, 0xbf, ...Buffer.from(JSON.stringify(body))]), 400],
        ['null', 400],
        ['[]', 400],
        ['"text"', 400],
        ['12', 400],
        ['', 400],
        ['{"a":1e400}', 422],
      ];
      for (const [raw, status] of cases) {
        const answer = await send(raw);
        const label = `${String(raw).slice(0, 40)}: ${answer.text}`;
        if (status === 0) expect([400, 422], label).toContain(answer.status);
        else expect(answer.status, label).toBe(status);
      }
      for (const field of Object.keys(body)) {
        for (const value of ['1e400', '-1e400', '123456789012345678901234567890', '{}', '[]', 'true']) {
          const replaced = JSON.stringify(body).replace(
            `${JSON.stringify(field)}:${JSON.stringify(body[field])}`,
            `${JSON.stringify(field)}:${value}`,
          );
          const answer = await send(replaced);
          expect(answer.status, `${field}=${value}: ${answer.text}`).toBe(422);
        }
      }
    });

    it('answers a body of another content type with 415, and JSON with a charset is accepted', async () => {
      const body = JSON.stringify(request().body ?? {});
      for (const contentType of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/octet-stream',
      ]) {
        const answer = await send(body, contentType);
        expect(answer.status, `${contentType}: ${answer.text}`).toBe(415);
        expect(answer.json.error.code).toBe('unsupported_media_type');
      }
      const ok = await send(JSON.stringify(request().body ?? {}), 'application/json; charset=utf-8');
      expect(ok.status, ok.text).toBe(request().success);
    });
  },
);

describe.each(listRoutes.map((route) => [routeKey(route), route] as const))('%s', (_, route) => {
  it('treats query parameters named after Object.prototype members as unknown (422)', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const path = `${route.path}?${name}=1`;
      const answer = await world.send('GET', path, { key: world.owner.readOnly });
      checkReply(answer, route.path);
      expect(answer.status, `${name}: ${answer.text}`).toBe(422);
      expect(answer.json.error.fields.map((f: { field: string }) => f.field)).toContain(name);
    }
  });
});

describe.each(pagedLists.map((route) => [routeKey(route), route] as const))('%s', (_, route) => {
  it('answers a page far past the end with 200, an empty page and the true total', async () => {
    const total = (await world.send('GET', route.path, { key: world.owner.readOnly })).json.data.page
      .totalElements;
    for (const query of ['page=999999999999999', 'page=99999999&size=100', 'page=21474837&size=100']) {
      const answer = await world.send('GET', `${route.path}?${query}`, { key: world.owner.readOnly });
      checkReply(answer, route.path);
      expect(answer.status, `${query}: ${answer.text}`).toBe(200);
      expect(answer.json.data.content).toEqual([]);
      expect(answer.json.data.page.totalElements).toBe(total);
    }
  });
});
