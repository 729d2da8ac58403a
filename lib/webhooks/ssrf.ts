import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { runsLocally, type Environment } from '../config.js';

/**
 * The SSRF guard: a webhook URL may only reach a public unicast address. Every special range that
 * ipaddr.js knows (private, loopback, link-local and so the 169.254.169.254 metadata address,
 * CGNAT, unique-local IPv6 and so fd00:ec2::254, multicast, reserved, NAT64/6to4/Teredo that embed
 * an IPv4 address, …) is refused; an IPv4-mapped IPv6 address is judged as the IPv4 it carries.
 * The local server (`npm start`) also accepts `http` and loopback in `test`, so a laptop can
 * receive its own webhooks; a deployed stage of either environment requires `https` and a public
 * address.
 *
 * It is checked when the endpoint is saved and again at every delivery, and the delivery connects
 * to the very address that was checked (no second DNS answer can swap in a private one).
 */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

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
 * `::/96` (IPv4-compatible IPv6, deprecated by RFC 4291) embeds an IPv4 address too, but ipaddr.js
 * calls it unicast: `[::7f00:1]` would pass as a public address. Nothing public is written that way.
 */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * The address parsed once, IPv4-mapped IPv6 as its IPv4 (ipaddr.js's `process`), or undefined when
 * it is not one. Node's `isIP` names the family, so ipaddr.js does not validate (a parse) before it
 * parses: the check runs on every endpoint save and before every delivery. Only the standard forms
 * pass, which is all a URL's host (the WHATWG parser rewrites `0x7f.1`) or a resolver gives.
 */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const family = isIP(address);
  if (family === 4) return ipaddr.IPv4.parse(address);
  if (family !== 6) return undefined;
  const parsed = ipaddr.IPv6.parse(address);
  return parsed.isIPv4MappedAddress() ? parsed.toIPv4Address() : parsed;
}

/** The range ipaddr.js gives the address, IPv4-mapped IPv6 judged as its IPv4; undefined when it is none. */
export function rangeOf(address: string): string | undefined {
  const parsed = parseAddress(address);
  if (parsed === undefined) return undefined;
  const range = parsed.range();
  if (range === 'unicast' && parsed.kind() === 'ipv6' && parsed.match(IPV4_COMPATIBLE))
    return 'ipv4Compatible';
  return range;
}

/**
 * Local mode (`runsLocally`: `npm start`, the tests) in `test`: the only place a webhook may go
 * over `http` or to loopback, the developer's own receiver. In a deployed stage loopback is the Lambda's own host, where the
 * runtime API listens.
 */
const localDevelopment = (environment: Environment): boolean => environment === 'test' && runsLocally();

export function addressAllowed(address: string, environment: Environment): boolean {
  const range = rangeOf(address);
  return range === 'unicast' || (range === 'loopback' && localDevelopment(environment));
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
