import path from 'node:path';
import { buildSync } from 'esbuild';
import { esbuildOptions } from './bundling.js';

/**
 * The code that seals and unseals. The route table says which functions seal (`seals`,
 * `routeSeals`); the stack test holds that to what each bundle keeps, with `handlersThatSeal`.
 */
export const SEALING_MODULE = 'lib/sealing.ts';

/**
 * The Idempotency-Key middleware, wired into every function by the endpoint (`ENDPOINT_MODULE`):
 * it seals the answers it keeps, but only on the routes that take a key (`takesIdempotencyKey`),
 * so that path does not make a function one that seals. A function's own code that calls it (the
 * dashboard's forms, under the form's key) does seal through it.
 */
export const IDEMPOTENCY_MODULE = 'lib/http/idempotency.ts';
export const ENDPOINT_MODULE = 'lib/http/api.ts';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');
const known = new Map<string, boolean>();

/**
 * Which handlers keep the sealing code in their bundle other than through the endpoint's
 * Idempotency-Key middleware. One esbuild pass over every handler with the stack's bundling options and the
 * packages left out (they never import our code), tree-shaken as the deployed bundles are: the
 * sealing module counts only when some of its code stays in the output and a chain of imports
 * kept in that output leads to it. Known answers are kept for the process (synthesis asks once
 * per function).
 */
export function handlersThatSeal(handlers: readonly string[]): Set<string> {
  const missing = [...new Set(handlers)].filter((handler) => !known.has(handler));
  if (missing.length > 0) {
    const { metafile } = buildSync({
      ...esbuildOptions(missing[0]!, 'index.mjs'),
      outfile: undefined,
      entryPoints: missing,
      outdir: 'sealing-graph',
      absWorkingDir: PROJECT_ROOT,
      packages: 'external',
      sourcemap: false,
      write: false,
      metafile: true,
    });
    for (const output of Object.values(metafile.outputs)) {
      if (!output.entryPoint) continue;
      const kept = new Set(
        Object.entries(output.inputs)
          .filter(([, input]) => input.bytesInOutput > 0)
          .map(([file]) => file),
      );
      const seen = new Set([output.entryPoint]);
      const pending = [output.entryPoint];
      for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
        for (const { path: imported } of metafile.inputs[file]?.imports ?? []) {
          if (!kept.has(imported) || seen.has(imported)) continue;
          if (imported === IDEMPOTENCY_MODULE && file === ENDPOINT_MODULE) continue;
          seen.add(imported);
          pending.push(imported);
        }
      }
      known.set(output.entryPoint, seen.has(SEALING_MODULE));
    }
  }
  return new Set(handlers.filter((handler) => known.get(handler)));
}
