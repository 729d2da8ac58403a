/**
 * A reference for the import-time table, not a target: the floor plus zod and one small schema,
 * to show how much of a function's import time the validation library alone accounts for. Functions
 * validate with `zod/mini` (classic zod only builds the OpenAPI document), so the reference does too.
 */
import * as z from 'zod/mini';

export { client, handler } from './floor-entry.js';

export const schema = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(150)),
  price: z.int().check(z.gte(500)),
});
