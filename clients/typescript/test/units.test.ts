import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientMethods } from '../src/client.js';
import { operations, type OperationId } from '../src/generated/operations.js';
import { listenSecret } from '../src/cli/listen.js';
import { cannotTrigger, triggers, triggerTypes } from '../src/cli/trigger.js';
import { backoffDelay, retryAfterMs } from '../src/http.js';
import { MerchantPayments, toCents, verifyWebhook, WebhookVerificationError } from '../src/index.js';

/** The parts of the client that need no server: money, backoff, webhook signatures, coverage. */

describe('toCents', () => {
  it('gives back the centavos of every amount written with two decimals, where x * 100 often does not', () => {
    expect(19.9 * 100).not.toBe(1990);
    expect(toCents(19.9)).toBe(1990);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (cents) => {
        expect(toCents(cents / 100)).toBe(cents);
        expect(toCents(-cents / 100)).toBe(cents === 0 ? 0 : -cents);
        expect(toCents((cents / 100).toFixed(2))).toBe(cents);
      }),
    );
  });

  it('rounds a third decimal half away from zero, as written', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 9 }),
        (cents, mills) => {
          const written = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}${mills}`;
          const expected = cents + (mills >= 5 ? 1 : 0);
          expect(toCents(Number(written))).toBe(expected);
          expect(toCents(written)).toBe(expected);
          expect(toCents(`-${written}`)).toBe(expected === 0 ? 0 : -expected);
        },
      ),
    );
  });

  it('refuses what is not an amount', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 'R$ 10', '', '1,5', 1e300])
      expect(() => toCents(bad)).toThrow(RangeError);
  });
});

describe('retry timing', () => {
  it('backs off exponentially from 0.5 s to 5 s, jittered within the lower half', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (n, r) => {
          const ceiling = Math.min(500 * 2 ** (n - 1), 5000);
          const delay = backoffDelay(n, r);
          expect(delay).toBeGreaterThanOrEqual(Math.max(500, ceiling / 2));
          expect(delay).toBeLessThanOrEqual(ceiling);
        },
      ),
    );
    // Jitter: two clients failing together do not come back together.
    expect(backoffDelay(3, 0.1)).not.toBe(backoffDelay(3, 0.9));
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs(new Date(now + 3000).toUTCString(), now)).toBe(3000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});

describe('webhooks.verify', () => {
  const secret = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
  const event = {
    id: 'evt_1',
    type: 'charge.paid',
    createdAt: '2026-11-25T12:00:00.000Z',
    data: { id: 'c1' },
  };
  const signed = (body: string, at = new Date(), id = event.id) => ({
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  });

  it('accepts the body as a string or bytes, with Node, Express or Fetch headers, and returns the event', () => {
    const body = JSON.stringify(event);
    const headers = signed(body);
    expect(verifyWebhook(body, headers, secret)).toEqual(event);
    expect(verifyWebhook(Buffer.from(body), headers, secret)).toEqual(event);
    expect(verifyWebhook(new TextEncoder().encode(body), new Headers(headers), secret)).toEqual(event);
    const shouted = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toUpperCase(), value]),
    );
    expect(new MerchantPayments({ apiKey: 'k' }).webhooks.verify(body, shouted, secret)).toEqual(event);
  });

  it('throws WebhookVerificationError for another body, secret or id, an old timestamp, a missing header', () => {
    const body = JSON.stringify(event);
    const headers = signed(body);
    const otherSecret = `whsec_${Buffer.alloc(32, 2).toString('base64')}`;
    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
    const untimed = {
      'webhook-id': headers['webhook-id'],
      'webhook-signature': headers['webhook-signature'],
    };
    const cases: [string, () => unknown][] = [
      ['body', () => verifyWebhook(body.replace('c1', 'c2'), headers, secret)],
      ['secret', () => verifyWebhook(body, headers, otherSecret)],
      ['id', () => verifyWebhook(body, signed(body, new Date(), 'evt_2'), secret)],
      ['replay', () => verifyWebhook(body, signed(body, tenMinutesAgo), secret)],
      ['header', () => verifyWebhook(body, untimed, secret)],
      ['parsed body', () => verifyWebhook(event as unknown as string, headers, secret)],
    ];
    for (const [what, attempt] of cases) expect(attempt, what).toThrow(WebhookVerificationError);
  });
});

describe('the listen secret', () => {
  afterEach(() => vi.unstubAllEnvs());

  function configHome(): string {
    const home = mkdtempSync(path.join(tmpdir(), 'mp-listen-'));
    vi.stubEnv('XDG_CONFIG_HOME', home);
    return path.join(home, 'merchant-payments');
  }

  it('is one per machine even when several listen start at once on a new machine', async () => {
    const directory = configHome();
    const secrets = await Promise.all(Array.from({ length: 8 }, () => listenSecret()));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(readdirSync(directory)).toEqual(['listen-secret']);
    const file = path.join(directory, 'listen-secret');
    expect(readFileSync(file, 'utf8')).toBe(`${secrets[0]}\n`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await listenSecret()).toBe(secrets[0]);
  });

  it('replaces a file that holds no secret', async () => {
    const directory = configHome();
    await listenSecret();
    const file = path.join(directory, 'listen-secret');
    writeFileSync(file, 'not a secret\n');
    const secret = await listenSecret();
    expect(secret).toMatch(/^whsec_/);
    expect(readFileSync(file, 'utf8')).toBe(`${secret}\n`);
    expect(readdirSync(directory)).toEqual(['listen-secret']);
  });
});

describe('every operation of the API', () => {
  const document = JSON.parse(
    readFileSync(new URL('../../../openapi/openapi.json', import.meta.url), 'utf8'),
  ) as {
    security: unknown[];
    paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
  };
  const keyed = Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.operationId !== undefined && (op.security ?? document.security).length > 0)
      .map(([method, op]) => ({ id: op.operationId as OperationId, method: method.toUpperCase(), route })),
  );

  it('that takes a key has a client method, which sends that method and path', async () => {
    expect(keyed.map((op) => op.id).sort()).toEqual(Object.keys(clientMethods).sort());
    const sent: { method: string; path: string }[] = [];
    const mp = new MerchantPayments({
      apiKey: 'mp_sk_test_unit',
      baseUrl: 'http://127.0.0.1:9/v1',
      maxNetworkRetries: 0,
      fetch: async (input, init) => {
        sent.push({ method: init?.method ?? 'GET', path: new URL(String(input)).pathname });
        const page = { content: [], page: { number: 0, size: 20, totalElements: 0, totalPages: 0 } };
        const body = JSON.stringify({ data: init?.method === 'GET' ? page : {}, success: true, error: null });
        return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    for (const { id, method, route } of keyed) {
      const [resource, name] = clientMethods[id].split('.') as [keyof MerchantPayments, string];
      const call = (mp[resource] as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
      const ids = [...route.matchAll(/\{(\w+)\}/g)].map((_, i) => `id-${i}`);
      const result = call.call(mp[resource], ...ids, {});
      // A list is read when awaited; every other method sends at once.
      await result;
      expect(sent.at(-1), `${clientMethods[id]} for ${id}`).toEqual({
        method,
        path: `/v1${ids.reduce((path, value) => path.replace(/\{\w+\}/, value), route)}`,
      });
      expect(operations[id]).toEqual({ method, path: route });
    }
  });
});

describe('the README', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

  it('names every event type trigger causes, and says which cannot be triggered', () => {
    const paragraph = readme.split('\n\n').find((text) => text.startsWith('`trigger <type>`')) ?? '';
    const sentences = paragraph.replace(/\s+/g, ' ').split(/(?<=\.) /);
    for (const type of triggerTypes) expect(paragraph, type).toContain(`\`${type}\``);
    const cannot = Object.keys(triggers).filter((type) => cannotTrigger(type) !== undefined);
    expect(cannot.length).toBeGreaterThan(0);
    for (const type of cannot)
      expect(
        sentences.some(
          (sentence) => sentence.includes(`\`${type}\``) && sentence.includes('cannot be triggered'),
        ),
        type,
      ).toBe(true);
  });
});
