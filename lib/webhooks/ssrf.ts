import { isIP } from 'node:net';
import { runsLocally, type Environment } from '../config.js';
import {
  isPublicAddress,
  rangeOf,
  systemResolver,
  type ResolvedAddress,
  type Resolver,
} from '../public-address.js';

export { systemResolver, type Resolver } from '../public-address.js';

/**
 * The SSRF guard: a webhook URL may only reach a public unicast address (lib/public-address.ts).
 * The local server (`npm start`) also accepts `http` and loopback in `test`, so a laptop can
 * receive its own webhooks; a deployed stage of either environment requires `https` and a public
 * address.
 *
 * It is checked when the endpoint is saved and again at every delivery, and the delivery connects
 * to the very address that was checked (no second DNS answer can swap in a private one).
 */
export type GuardRefusal = 'invalid_url' | 'https_required' | 'address_not_allowed' | 'unresolvable';

export class UrlRefused extends Error {
  constructor(readonly reason: GuardRefusal) {
    super(`webhook URL refused: ${reason}`);
    this.name = 'UrlRefused';
  }
}

export interface CheckedUrl {
  url: URL;
  /** The address to connect to: one that passed the check. */
  address: ResolvedAddress;
}

/**
 * Local mode (`runsLocally`: `npm start`, the tests) in `test`: the only place a webhook may go
 * over `http` or to loopback, the developer's own receiver. In a deployed stage loopback is the Lambda's own host, where the
 * runtime API listens.
 */
const localDevelopment = (environment: Environment): boolean => environment === 'test' && runsLocally();

export function addressAllowed(address: string, environment: Environment): boolean {
  return isPublicAddress(address) || (rangeOf(address) === 'loopback' && localDevelopment(environment));
}

/** URL hostnames of IPv6 literals keep their brackets. */
const bareHost = (hostname: string): string => hostname.replace(/^\[(.*)\]$/, '$1');

export async function checkUrl(
  text: string,
  environment: Environment,
  resolve: Resolver = systemResolver,
): Promise<CheckedUrl> {
  const url = URL.parse(text);
  if (url === null) throw new UrlRefused('invalid_url');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && localDevelopment(environment))) {
    throw new UrlRefused(url.protocol === 'http:' ? 'https_required' : 'invalid_url');
  }
  const host = bareHost(url.hostname);
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal !== 0) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new UrlRefused('unresolvable');
    }
  }
  if (addresses.length === 0) throw new UrlRefused('unresolvable');
  // Every answer must pass: a name with one public and one private address could be steered.
  if (!addresses.every(({ address }) => addressAllowed(address, environment))) {
    throw new UrlRefused('address_not_allowed');
  }
  return { url, address: addresses[0]! };
}
