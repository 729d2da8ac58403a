import type { Layout } from '../../lib/db/layout.js';

/**
 * The DynamoDB calls each of an area's routes makes for a valid request, by route key, with why:
 * what test/integration/round-trips.test.ts expects. An area keeps its own in
 * `test/<area>/<area>.round-trips.ts` (exporting `<area>RoundTrips`).
 */
export type RoundTrips = Record<string, [calls: number | ((layout: Layout) => number), why: string]>;

/** A sharded family's shards in a layout: absent means one. */
export const shardsOf = (shards: number | undefined): number => shards ?? 1;
