import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resetConfig } from '../../lib/config.js';
import { clearBlockedSources } from '../../lib/http/rate-limits.js';
import { startLocalServer, type LocalServer } from '../../dev/server.js';
import { createWorld, hostileProperty, type World } from './support/hostile.js';
import { patient, viaDispatchFrom } from './support/http.js';
import { useOwnTable } from '../support/own-table.js';

useOwnTable();

/**
 * The hostile-input property with the limits of `docs/rules/rate-limits.md` in force, set low so a
 * bounded run crosses each of them: every 429 must come from a route a limit applies to, as the
 * `rate_limited` envelope with `Retry-After` (or the page's cap on refused codes), and must have
 * changed nothing.
 * The suite's own set-up requests come from another loopback address and wait out their 429s.
 */
const LIMITS = {
  RATE_LIMIT_TEST: '5',
  AUTH_FAILURES_PER_MINUTE: '5',
  PAGE_POLLS_PER_SECOND: '1',
  PAGE_COUPON_TRIES_PER_HOUR: '5',
};
const RUNS = Number(process.env.HOSTILE_RUNS ?? 150);
const SEED = Number(process.env.HOSTILE_SEED ?? 20261126);

const saved = Object.fromEntries(Object.keys(LIMITS).map((name) => [name, process.env[name]]));
let server: LocalServer;
let world: World;

beforeAll(async () => {
  Object.assign(process.env, LIMITS);
  resetConfig();
  clearBlockedSources();
  server = await startLocalServer(0);
  world = await createWorld(server.url, patient(viaDispatchFrom('127.0.0.2')));
}, 120_000);

afterAll(async () => {
  await server?.close();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfig();
  clearBlockedSources();
});

it(`keeps every invariant for ${RUNS} hostile requests at the limits (seed ${SEED})`, async () => {
  await fc.assert(hostileProperty(world), { numRuns: RUNS, seed: SEED, endOnFailure: true });
  // The run crossed a limit, and requests under the limits were still served.
  expect(world.statuses['429'] ?? 0, JSON.stringify(world.statuses)).toBeGreaterThan(0);
  const served = Object.entries(world.statuses).filter(([status]) => Number(status) < 300);
  expect(served.length, JSON.stringify(world.statuses)).toBeGreaterThan(0);
}, 180_000);
