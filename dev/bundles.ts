import { copyFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { config } from '../lib/config.js';
import { NOT_FOUND_HANDLER, routes, type Route } from '../lib/api/routes.js';

/**
 * `npm start -- --bundled` and the bundled smoke test: every handler built the way the stack
 * builds it (`esbuildOptions` from infra/bundling.ts, route assets copied beside the bundle), so
 * what runs locally is the bytes that deploy, not the TypeScript sources.
 */
export interface BuiltBundles {
  /** Handler source file (as in the route table) -> absolute path of its bundle. */
  files: Map<string, string>;
}

/** `functions/coupons/list.ts` -> `functions-coupons-list`: one folder per function. */
const folderOf = (handler: string): string => handler.replace(/\.ts$/, '').replace(/[^\w]+/g, '-');

/** `only`: the handlers to build (every one when absent). */
export async function buildBundles(
  root: string,
  outDir: string,
  only?: (handler: string) => boolean,
): Promise<BuiltBundles> {
  // Loaded only here: esbuild and the CDK constants stay out of the server and the handlers.
  const [{ build }, { esbuildOptions, BUNDLE_FILE }, { writeOpenApiDocument }] = await Promise.all([
    import('esbuild'),
    import('../infra/bundling.js'),
    import('../lib/api/prerender.js'),
  ]);
  const handlers = new Map<string, readonly string[]>([[NOT_FOUND_HANDLER, []]]);
  const prerendered = new Set<string>();
  for (const route of routes as readonly Route[]) {
    handlers.set(route.handler, [...(handlers.get(route.handler) ?? []), ...(route.assets ?? [])]);
    if (route.prerender === 'openapi') prerendered.add(route.handler);
  }
  const files = new Map<string, string>();
  await Promise.all(
    [...handlers]
      .filter(([handler]) => only?.(handler) ?? true)
      .map(async ([handler, assets]) => {
        const file = resolve(outDir, folderOf(handler), BUNDLE_FILE);
        mkdirSync(dirname(file), { recursive: true });
        await build(esbuildOptions(resolve(root, handler), file));
        for (const asset of assets)
          copyFileSync(join(root, 'node_modules', asset), join(dirname(file), basename(asset)));
        // The settings this process runs with, as the stack renders it with the stage's.
        if (prerendered.has(handler)) writeOpenApiDocument(dirname(file), config());
        files.set(handler, file);
      }),
  );
  return { files };
}
