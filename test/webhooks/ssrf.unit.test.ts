import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../lib/config.js';
import { checkUrl, UrlRefused, type Resolver } from '../../lib/webhooks/ssrf.js';

/**
 * The guard is proven with a stubbed resolver and no connection at all: nothing here sends a
 * packet to any address.
 */
const resolvesTo =
  (...addresses: string[]): Resolver =>
  () =>
    Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
});

const noDns: Resolver = () => Promise.reject(new Error('no DNS in this test'));

async function reason(url: string, env: 'test' | 'live', resolver: Resolver = noDns) {
  try {
    await checkUrl(url, env, resolver);
    return 'allowed';
  } catch (error) {
    if (error instanceof UrlRefused) return error.reason;
    throw error;
  }
}

const FORBIDDEN = [
  ['10.0.0.1', 'private'],
  ['172.16.5.4', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.1.1', 'private'],
  ['169.254.169.254', 'link-local (AWS, GCP, Azure metadata)'],
  ['169.254.0.1', 'link-local'],
  ['100.64.0.1', 'CGNAT'],
  ['100.100.100.200', 'CGNAT (Alibaba metadata)'],
  ['0.0.0.0', 'unspecified'],
  ['255.255.255.255', 'broadcast'],
  ['224.0.0.1', 'multicast'],
  ['192.0.0.8', 'reserved'],
  ['198.18.0.1', 'benchmarking'],
  ['240.0.0.1', 'reserved'],
  ['fc00::1', 'unique-local'],
  ['fd00:ec2::254', 'unique-local (AWS IPv6 metadata)'],
  ['fe80::1', 'link-local IPv6'],
  ['::', 'unspecified IPv6'],
  ['ff02::1', 'multicast IPv6'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
  ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
  ['2002:a00:1::', '6to4 of 10.0.0.1'],
  ['2001:0::1', 'Teredo'],
  ['::a00:1', 'IPv4-compatible (deprecated) of 10.0.0.1'],
  ['::7f00:1', 'IPv4-compatible (deprecated) of 127.0.0.1'],
  ['::808:808', 'IPv4-compatible (deprecated): no public address is written this way'],
] as const;

const bracket = (address: string) => (address.includes(':') ? `[${address}]` : address);

describe('SSRF guard', () => {
  it.each(FORBIDDEN)('refuses %s (%s) as a literal, in test and live, locally too', async (address) => {
    vi.stubEnv('LOCAL_MODE', 'false');
    resetConfig();
    expect(await reason(`https://${bracket(address)}/hook`, 'live')).toBe('address_not_allowed');
    expect(await reason(`https://${bracket(address)}/hook`, 'test')).toBe('address_not_allowed');
    vi.stubEnv('LOCAL_MODE', 'true');
    resetConfig();
    expect(await reason(`http://${bracket(address)}:8080/hook`, 'test')).toBe('address_not_allowed');
  });

  it.each(FORBIDDEN)('refuses a hostname that resolves to %s (%s)', async (address) => {
    expect(await reason('https://hooks.example.com/x', 'live', resolvesTo(address))).toBe(
      'address_not_allowed',
    );
    expect(await reason('https://hooks.example.com/x', 'test', resolvesTo(address))).toBe(
      'address_not_allowed',
    );
  });

  it('refuses a name when any of its addresses is forbidden', async () => {
    expect(await reason('https://hooks.example.com', 'live', resolvesTo('93.184.216.34', '10.0.0.1'))).toBe(
      'address_not_allowed',
    );
  });

  it('accepts a public address, and returns the checked address to connect to', async () => {
    const checked = await checkUrl(
      'https://hooks.example.com/x',
      'live',
      resolvesTo('93.184.216.34', '2606:2800:220:1::1'),
    );
    expect(checked.address).toEqual({ address: '93.184.216.34', family: 4 });
    expect(await reason('https://93.184.216.34/x', 'live')).toBe('allowed');
    expect(await reason('https://[2606:2800:220:1::1]/x', 'live')).toBe('allowed');
  });

  it('allows loopback and http only to the local server in test', async () => {
    vi.stubEnv('LOCAL_MODE', 'true');
    resetConfig();
    for (const url of ['http://127.0.0.1:3000/x', 'http://[::1]:3000/x']) {
      expect(await reason(url, 'test')).toBe('allowed');
    }
    expect(await reason('http://localhost:3000/x', 'test', resolvesTo('127.0.0.1', '::1'))).toBe('allowed');
    expect(await reason('https://127.0.0.1/x', 'live')).toBe('address_not_allowed');
    expect(await reason('https://[::1]/x', 'live')).toBe('address_not_allowed');
    expect(await reason('https://localhost/x', 'live', resolvesTo('127.0.0.1'))).toBe('address_not_allowed');
    expect(await reason('https://[::ffff:127.0.0.1]/x', 'live')).toBe('address_not_allowed');
    expect(await reason('http://93.184.216.34/x', 'test')).toBe('allowed');
    expect(await reason('http://93.184.216.34/x', 'live')).toBe('https_required');
  });

  it("requires https in a deployed stage of either environment, and refuses loopback: it is the Lambda's own runtime API", async () => {
    // Local mode is its own setting: a database endpoint (DynamoDB Local) does not turn it on.
    vi.stubEnv('LOCAL_MODE', '');
    vi.stubEnv('DYNAMODB_ENDPOINT', 'http://127.0.0.1:8000');
    resetConfig();
    for (const env of ['test', 'live'] as const) {
      expect(await reason('http://93.184.216.34/x', env)).toBe('https_required');
      expect(await reason('http://hooks.example.com/x', env, resolvesTo('93.184.216.34'))).toBe(
        'https_required',
      );
      expect(await reason('https://93.184.216.34/x', env)).toBe('allowed');
      for (const url of ['https://127.0.0.1:9001/2018-06-01/runtime/invocation/next', 'https://[::1]:9001/x'])
        expect(await reason(url, env)).toBe('address_not_allowed');
      expect(await reason('https://localhost:9001/x', env, resolvesTo('127.0.0.1'))).toBe(
        'address_not_allowed',
      );
    }
    // Over http the scheme is refused first.
    expect(await reason('http://127.0.0.1:9001/x', 'test')).toBe('https_required');
  });

  it('refuses other schemes and names that do not resolve', async () => {
    expect(await reason('ftp://93.184.216.34/x', 'test')).toBe('invalid_url');
    expect(await reason('file:///etc/passwd', 'test')).toBe('invalid_url');
    expect(await reason('https://nowhere.example/x', 'live', noDns)).toBe('unresolvable');
    expect(await reason('https://nowhere.example/x', 'live', resolvesTo())).toBe('unresolvable');
  });

  it('reads numeric shorthand hosts as the address they are', async () => {
    // WHATWG URL parsing turns these into 127.0.0.1 and 10.0.0.1 before the check sees them.
    expect(await reason('https://2130706433/x', 'live')).toBe('address_not_allowed');
    expect(await reason('https://0x7f.1/x', 'live')).toBe('address_not_allowed');
    expect(await reason('https://012.0.0.1/x', 'live')).toBe('address_not_allowed');
  });
});
