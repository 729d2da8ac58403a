import { systemResolver, type Resolver } from './ssrf.js';

let resolver: Resolver = systemResolver;

/** Tests stub DNS, so the SSRF guard is proven without a real lookup or connection. */
export function setUrlResolver(stub: Resolver | undefined): void {
  resolver = stub ?? systemResolver;
}

/** The resolver the guard checks endpoint URLs with, when saved and at every delivery. */
export const urlResolver = (): Resolver => resolver;
