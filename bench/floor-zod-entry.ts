/**
 * A reference for the import-time table, not a target: the floor plus zod and one small schema,
 * to show how much of a function's import time the validation library alone accounts for.
 */
import { z } from 'zod';

export { client, handler } from './floor-entry.js';

export const schema = z.strictObject({ name: z.string().min(1).max(150), price: z.int().min(500) });
