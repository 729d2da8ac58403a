import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SWEEP_HANDLER } from '../../infra/sweeper.js';
import {
  BACKGROUND_WRITES,
  routeWrites,
  type BackgroundHandler,
  type ItemKind,
} from '../../infra/table-writes.js';
import { WEBHOOK_HANDLERS } from '../../infra/webhooks.js';
import { config } from '../../lib/config.js';
import { dueDeliveries } from '../../lib/webhooks/deliveries.storage.js';
import { undispatchedEvents } from '../../lib/db/events.js';
import { routeSeals, takesIdempotencyKey } from '../../lib/http/idempotency.js';
import { countsRequests, isPublic, existsIn, routeKey } from '../../lib/api/routes.js';
import { runSweeps } from '../../lib/jobs/sweeps.service.js';
import { attemptDelivery, dispatchEvent, redriveStranded } from '../../lib/webhooks/deliveries.service.js';
import { viaDispatch } from '../security/support/http.js';
import {
  createFixture,
  createMerchant,
  fixtureFor,
  isPublicRoute,
  templateRequests,
  uniqueValues,
  type Merchant,
} from '../security/support/templates.js';
import type * as sealingModule from '../../lib/sealing.js';
import { synthesize, type Synthesized } from '../support/synth.js';
import { useOwnTable } from '../support/own-table.js';
import { recordTableCalls, violations, type TableCallRecorder } from '../support/table-calls.js';

/**
 * What each function does to the table, recorded while it serves: every request of the security
 * templates (with an Idempotency-Key where the route takes one), then the webhook workers and the
 * sweeper, as their handlers call them. Every item it writes must be of a kind infra/table-writes.ts
 * declares for it, and every call one the synthesized stack grants its role: a declaration or a
 * grant that falls short fails here, not as an AccessDenied in a deployed stage.
 */
/** The functions that sealed or unsealed something while serving. */
const sealing = vi.hoisted(() => ({ by: new Set<string>(), current: (): string | undefined => undefined }));
vi.mock('../../lib/sealing.js', async (importOriginal) => {
  const original = await importOriginal<typeof sealingModule>();
  const note = () => {
    const name = sealing.current();
    if (name !== undefined) sealing.by.add(name);
  };
  return {
    ...original,
    seal: (...args: Parameters<typeof original.seal>) => (note(), original.seal(...args)),
    unseal: (...args: Parameters<typeof original.unseal>) => (note(), original.unseal(...args)),
  };
});

/** The operations that write. */
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems', 'BatchWriteItem']);

// Its sweep walks table-wide lists (live connections): only this file's items are its to judge.
useOwnTable();

let recorder: TableCallRecorder;
let m: Merchant;
let stack: Synthesized;

beforeAll(async () => {
  recorder = recordTableCalls();
  sealing.current = () => recorder.current();
  m = await createMerchant('Loja Escritas');
  stack = synthesize(config().tableName);
}, 180_000);
afterAll(() => recorder.remove());

const requests = templateRequests().filter(({ route }) => existsIn(route, config().environment));
/** The routes whose template says it reaches no table (`readsNothing`). */
const readNothing = new Set<string>();
describe('what each function does to the table', () => {
  it.each(requests.map((request) => [request.name, request] as const))(
    '%s',
    async (name, { route, template }) => {
      // A variant (`POST /v1/charges (due date)`) may point anywhere in the fixture.
      const fixture = name.includes('(')
        ? await createFixture(viaDispatch, m.full)
        : await fixtureFor(viaDispatch, m.full, route);
      const request = template(fixture, uniqueValues());
      if (request.readsNothing !== undefined) readNothing.add(routeKey(route));
      const answer = await recorder.as(routeKey(route), () =>
        viaDispatch(route.method, request.path, {
          key: isPublicRoute(route) ? undefined : m.full,
          headers: takesIdempotencyKey(route) ? { 'idempotency-key': randomUUID() } : {},
          ...(request.body === undefined ? {} : { json: request.body }),
        }),
      );
      expect(answer.status, answer.text.slice(0, 300)).toBe(request.success);
    },
  );

  // Each as its handler runs it: the stream hands the dispatcher one event at a time, SQS the
  // deliverer one delivery (whose attempt fails: the fixture's URL takes nothing).
  it('webhook dispatch, delivery and redrive', async () => {
    const scope = { merchantId: m.merchantId };
    for (const event of await undispatchedEvents(new Date(), scope))
      await recorder.as(WEBHOOK_HANDLERS.dispatch, () => dispatchEvent(event));
    for (const ref of await dueDeliveries(new Date(), scope))
      await recorder.as(WEBHOOK_HANDLERS.deliver, () => attemptDelivery(ref));
    await recorder.as(WEBHOOK_HANDLERS.redrive, () =>
      redriveStranded(new Date(Date.now() + 3_600_000), scope),
    );
    for (const handler of Object.values(WEBHOOK_HANDLERS)) expect(recorder.calls.get(handler)).toBeDefined();
    // One event and one delivery at a time, for every event the templates made.
  }, 180_000);

  it('the sweeps, a month on: every charge, checkout and subscription here has expired', async () => {
    await recorder.as(SWEEP_HANDLER, () => runSweeps(new Date(Date.now() + 40 * 86_400_000)));
    expect(recorder.calls.get(SWEEP_HANDLER)?.some((call) => WRITES.has(call.operation))).toBe(true);
  });
});

describe('against what the stack declares and grants', () => {
  it('gives the sealing secret to every function that sealed or unsealed', () => {
    const routes = requests.map(({ route }) => route);
    const given = routes.filter((route) => routeSeals(route)).map(routeKey);
    // Cursors, page links, kept answers and the page coupon's new charge all sealed here.
    expect(sealing.by.size).toBeGreaterThan(10);
    expect([...sealing.by].filter((name) => !given.includes(name))).toEqual([]);
  });

  it('writes only the kinds of item declared for each function, and makes only calls its role allows', () => {
    const declared = (name: string): readonly ItemKind[] => {
      const route = requests.find(({ route: candidate }) => routeKey(candidate) === name)?.route;
      if (!route) return BACKGROUND_WRITES[name as BackgroundHandler];
      return [
        ...routeWrites(route),
        ...(countsRequests(route) ? (['RATE_LIMIT'] as const) : []),
        // A keyed route records its key's last use.
        ...(isPublic(route) ? [] : (['KEY_USE'] as const)),
      ];
    };
    const found = [...recorder.calls].flatMap(([name, calls]) =>
      violations(name, calls, declared(name), stack.grantsOf(name), stack.lookups),
    );
    expect(found).toEqual([]);
    // Every function that serves from the table was heard from: the docs, the page assets and,
    // with the sandbox, the PSP's notices make no call.
    const silent = requests.map(({ route }) => routeKey(route)).filter((key) => !recorder.calls.has(key));
    expect(silent.filter((key) => !/docs|openapi|pay-assets|psp/.test(key) && !readNothing.has(key))).toEqual(
      [],
    );
    // A request that says it reads nothing makes no call.
    expect([...readNothing].filter((key) => recorder.calls.has(key))).toEqual([]);
    for (const handler of Object.keys(BACKGROUND_WRITES))
      expect(recorder.calls.has(handler), handler).toBe(true);
  });
});
