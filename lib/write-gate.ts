import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A request's permission to change anything: its rate-limit count, which runs beside the request's
 * first calls (docs/rules/rate-limits.md: limiting adds no round trip in series). Reads go ahead at
 * once; a write, to DynamoDB or to the PSP, waits for the count and fails with its 429, so a request
 * over its limit changes nothing.
 */
const gates = new AsyncLocalStorage<Promise<unknown>>();

/** Runs `fn` with every write it makes held until `permission` resolves, refused if it rejects. */
export const withWriteGate = <T>(permission: Promise<unknown>, fn: () => Promise<T>): Promise<T> =>
  gates.run(permission, fn);

/** Called before a write: waits for the running request's permission, if it has one. */
export async function beforeWrite(): Promise<void> {
  const permission = gates.getStore();
  if (permission) await permission;
}
