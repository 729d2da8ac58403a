/**
 * JSON with object keys sorted at every level (by UTF-16 code unit, so locale-independent) and no
 * whitespace: two values that are equal as JSON (key order, spacing, escapes, `1.0` vs `1`) give
 * the same text. What a hash or a MAC is taken over: an idempotency fingerprint, a cursor's scope.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
