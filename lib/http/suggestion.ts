/**
 * The known property an unknown one most likely meant. The interface mixes naming styles (coupons
 * and customers in snake_case, charges in camelCase), so the likeliest slip is the other style:
 * names equal once case, `_` and `-` are ignored win; otherwise the nearest spelling within a small
 * edit distance, and nothing when no known name is that close.
 */
import { distance } from 'fastest-levenshtein';
import type * as z from 'zod/mini';

type Def = {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  getter?: () => z.core.$ZodType;
  element?: z.core.$ZodType;
};

/**
 * The property names of the object at `path` inside `schema`, through wrappers (optional,
 * nullable, lazy, pipes) and array elements; none when the path leads elsewhere.
 */
export function knownProperties(schema: z.core.$ZodType, path: readonly PropertyKey[], depth = 0): string[] {
  const def = schema._zod.def as unknown as Def;
  const next =
    def.type === 'object'
      ? path.length === 0
        ? undefined
        : def.shape?.[String(path[0])]
      : def.type === 'array'
        ? def.element
        : (def.getter?.() ?? def.in ?? def.innerType);
  if (def.type === 'object' && path.length === 0) return Object.keys(def.shape ?? {});
  if (!next || depth > 16) return [];
  return knownProperties(
    next,
    def.type === 'object' || def.type === 'array' ? path.slice(1) : path,
    depth + 1,
  );
}

const folded = (name: string): string => name.toLowerCase().replace(/[_-]/g, '');

/** `unknown`'s likeliest meaning among `known`, or undefined when none is close enough. */
export function suggestProperty(unknown: string, known: readonly string[]): string | undefined {
  const key = folded(unknown);
  const sameName = known.find((name) => folded(name) === key);
  if (sameName !== undefined) return sameName;
  // Two edits catch a typo or a swapped pair; fewer on short names, which would otherwise match anything.
  const limit = Math.min(2, Math.floor((key.length - 1) / 2));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const name of known) {
    const d = distance(key, folded(name));
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  return best;
}
