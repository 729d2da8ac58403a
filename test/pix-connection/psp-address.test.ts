import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StubPsp } from '../../dev/stub-psp.js';
import { resetConfig } from '../../lib/config.js';
import { ApiPixClient, PspUnavailableError } from '../../lib/pix/api-pix/client.js';
import { checkConnection, ConnectionCheckFailed, pspAddressAllowed } from '../../lib/pix/connections.js';
import type { Resolver } from '../../lib/public-address.js';
import { settingsFor, startStubPsp } from '../support/stub-psp.js';

/**
 * A merchant names the addresses of its own PSP, so the service must never call inside its own
 * network on that word: not when the connection is checked, and not later, when the name resolves
 * to something else.
 */
let psp: StubPsp;

beforeAll(async () => {
  ({ psp } = await startStubPsp());
});

afterAll(async () => {
  await psp.stop();
});

afterEach(() => {
  process.env.LOCAL_MODE = 'true';
  resetConfig();
  psp.exchanges.length = 0;
});

const NOTICE_URL = 'http://127.0.0.1/v1/psp/pix-webhook/abc';

async function stepOf(promise: Promise<unknown>): Promise<{ step: string; answer: string }> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ConnectionCheckFailed);
  const failed = error as ConnectionCheckFailed;
  return { step: failed.step, answer: failed.pspAnswer };
}

describe("a merchant's PSP address", () => {
  it('is refused when it is the cloud metadata address or a private one, before any call', async () => {
    for (const baseUrl of [
      'https://169.254.169.254/api/v2',
      'https://10.0.0.7/api/v2',
      'https://[fd00:ec2::254]/api/v2',
      'https://[::ffff:192.168.0.1]/api/v2',
    ]) {
      const failed = await stepOf(
        checkConnection({ ...settingsFor(psp), baseUrl, tokenUrl: undefined }, NOTICE_URL),
      );
      expect(failed.step, baseUrl).toBe('address');
      expect(failed.answer).toContain('is not a public address');
    }
    expect(psp.exchanges).toEqual([]);
  });

  it('is refused when its name resolves to any address that is not public', async () => {
    const asked: string[] = [];
    const resolver: Resolver = async (host) => {
      asked.push(host);
      return host === 'token.banco.example'
        ? [
            { address: '200.160.2.3', family: 4 },
            { address: '172.16.4.4', family: 4 },
          ]
        : [{ address: '200.160.2.3', family: 4 }];
    };
    const failed = await stepOf(
      checkConnection(
        {
          ...settingsFor(psp),
          baseUrl: 'https://pix.banco.example/api/v2',
          tokenUrl: 'https://token.banco.example/oauth/token',
        },
        NOTICE_URL,
        new Date(),
        resolver,
      ),
    );
    expect(failed).toMatchObject({ step: 'address' });
    expect(failed.answer).toContain('token.banco.example');
    expect(asked).toEqual(['pix.banco.example', 'token.banco.example']);
  });

  it('reaches loopback only on a developer machine', async () => {
    const connected = await checkConnection(settingsFor(psp), NOTICE_URL);
    expect(connected.subject).toContain('CN=');
    process.env.LOCAL_MODE = 'false';
    resetConfig();
    expect(pspAddressAllowed('127.0.0.1')).toBe(false);
    expect(pspAddressAllowed('::1')).toBe(false);
    expect(pspAddressAllowed('200.160.2.3')).toBe(true);
    const failed = await stepOf(checkConnection(settingsFor(psp), NOTICE_URL));
    expect(failed.step).toBe('address');
  });

  it('is judged again at every connection, on what the name resolves to then', async () => {
    // `localhost` passed the check; the guard now refuses what it resolves to, as a changed DNS answer.
    const port = new URL(psp.baseUrl).port;
    const client = new ApiPixClient(
      settingsFor(psp, {
        baseUrl: `https://localhost:${port}/api/v2`,
        tokenUrl: `https://localhost:${port}/oauth/token`,
      }),
      { attempts: 1, addressAllowed: () => false },
    );
    const literal = new ApiPixClient(settingsFor(psp), { attempts: 1, addressAllowed: () => false });
    try {
      for (const each of [client, literal]) {
        const error = await each.checkToken().then(
          () => undefined,
          (failure: unknown) => failure,
        );
        expect(error).toBeInstanceOf(PspUnavailableError);
        expect((error as Error).message).toContain('is not a public address');
      }
      expect(psp.exchanges).toEqual([]);
      // The same client with the address allowed does reach the PSP: the refusal above was the guard.
      const allowed = new ApiPixClient(settingsFor(psp), { attempts: 1, addressAllowed: () => true });
      await allowed.checkToken();
      allowed.close();
      expect(psp.exchanges.length).toBeGreaterThan(0);
    } finally {
      client.close();
      literal.close();
    }
  });
});
