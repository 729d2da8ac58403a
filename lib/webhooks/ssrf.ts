import { runsLocally, type Environment } from '../config.js';
import {
  checkHost,
  isPublicAddress,
  rangeOf,
  systemResolver,
  type HostRefusal,
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
export type GuardRefusal = 'invalid_url' | 'https_required' | HostRefusal;

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
  const checked = await checkHost(url.hostname, (address) => addressAllowed(address, environment), resolve);
  if (checked.refusal !== undefined) throw new UrlRefused(checked.refusal);
  return { url, address: checked.addresses[0] };
}
