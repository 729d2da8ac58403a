/** A string property's documented limit, and how to make a valid value of a given length. */
export interface Bound {
  max: number;
  /** A valid value of exactly `length` characters. */
  value: (length: number) => string;
}

/**
 * What an area tells test/security/limits.test.ts about its routes, in
 * `test/<area>/<area>.limits.ts` (exporting `<area>Limits`): the documented limit of each free-text
 * property, the properties bounded otherwise (and where that is tested), the lists that cannot be
 * filled through the API.
 */
export interface AreaLimits {
  /** By route key, then property. */
  strings?: Record<string, Record<string, Bound>>;
  /** By property name: what bounds it instead. */
  notFreeText?: Record<string, string>;
  /** List paths that never hold more than a page through the API, and why. */
  notFillable?: Record<string, string>;
}
