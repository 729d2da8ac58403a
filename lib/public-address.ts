import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * What an address is, for whatever this service connects to on a caller's word (a webhook URL, a
 * merchant's PSP): the range ipaddr.js knows it by. Only a public unicast address may be reached
 * from a deployed stage; every special range (private, loopback, link-local and so the
 * 169.254.169.254 metadata address, CGNAT, unique-local IPv6 and so fd00:ec2::254, multicast,
 * reserved, NAT64/6to4/Teredo that embed an IPv4 address, …) is not public, and an IPv4-mapped
 * IPv6 address is judged as the IPv4 it carries.
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

/** Whether an address is a public unicast one, the only kind a deployed stage reaches on a caller's word. */
export const isPublicAddress = (address: string): boolean => rangeOf(address) === 'unicast';

/** A URL's hostname as a name or an address: the hostname of an IPv6 literal keeps its brackets. */
export const bareHost = (hostname: string): string => hostname.replace(/^\[(.*)\]$/, '$1');

/** Why a host may not be reached: it names no address, or one the policy refuses. */
export type HostRefusal = 'unresolvable' | 'address_not_allowed';

/** A host judged by a policy: its addresses when every one passes, else why not (`host` is bare). */
export type HostCheck =
  | { host: string; addresses: [ResolvedAddress, ...ResolvedAddress[]]; refusal?: undefined }
  | { host: string; refusal: HostRefusal };

/**
 * Judges a URL's hostname by `allowed`: an address literal as itself, a name by every address it
 * resolves to. Every one must pass: a name with one public and one private address could be
 * steered to the private one.
 */
export async function checkHost(
  hostname: string,
  allowed: (address: string) => boolean,
  resolve: Resolver = systemResolver,
): Promise<HostCheck> {
  const host = bareHost(hostname);
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal !== 0) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      return { host, refusal: 'unresolvable' };
    }
  }
  const [first, ...rest] = addresses;
  if (first === undefined) return { host, refusal: 'unresolvable' };
  if (!addresses.every(({ address }) => allowed(address))) return { host, refusal: 'address_not_allowed' };
  return { host, addresses: [first, ...rest] };
}
