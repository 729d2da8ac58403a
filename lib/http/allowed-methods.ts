/**
 * The methods each path of the route table takes, for the $default route's 405: the function that
 * answers unmatched requests bundles no route table, so the stack (and the local server) hands it
 * the paths and their methods in one environment variable, `ROUTE_METHODS`
 * (`GET,PUT,DELETE /v1/coupons/{id};POST,GET /v1/coupons;…`).
 */
import type { Route } from './route.js';

export const ROUTE_METHODS_VARIABLE = 'ROUTE_METHODS';

/** The value of `ROUTE_METHODS` for `routes`: each path once, with its methods in table order. */
export function encodeRouteMethods(routes: readonly Pick<Route, 'method' | 'path'>[]): string {
  const methods = new Map<string, string[]>();
  for (const route of routes) methods.set(route.path, [...(methods.get(route.path) ?? []), route.method]);
  return [...methods].map(([path, names]) => `${names.join(',')} ${path}`).join(';');
}

const cache = new Map<string, { pattern: RegExp; methods: string[] }[]>();

function decode(encoded: string) {
  let paths = cache.get(encoded);
  if (!paths) {
    paths = encoded
      .split(';')
      .filter((entry) => entry.includes(' '))
      .map((entry) => {
        const [methods = '', path = ''] = entry.split(' ');
        const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
        return { pattern: new RegExp(`^${source}$`), methods: methods.split(',') };
      });
    cache.set(encoded, paths);
  }
  return paths;
}

/** The methods the route table takes on `path`, or undefined when no route has that path. */
export function allowedMethods(encoded: string | undefined, path: string): string[] | undefined {
  if (!encoded) return undefined;
  const methods = decode(encoded)
    .filter((entry) => entry.pattern.test(path))
    .flatMap((entry) => entry.methods);
  return methods.length > 0 ? [...new Set(methods)] : undefined;
}
