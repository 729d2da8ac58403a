import { existsSync } from 'node:fs';
import path from 'node:path';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { buildSync } from 'esbuild';
import type { IConstruct } from 'constructs';
import { entryOf, PROJECT_ROOT } from './function.js';

/** The project files (root-relative) each entry's code reaches, by entry; kept for the process. */
const reached = new Map<string, ReadonlySet<string>>();

/**
 * The project files an entry's bundle is built from, as esbuild resolves its imports: what the
 * function's code can reach, whichever calls use it. Packages are left out (they never import the
 * project's files); one build answers every entry not seen yet.
 */
export function filesReached(entries: readonly string[]): Map<string, ReadonlySet<string>> {
  const unseen = [...new Set(entries)].filter((entry) => !reached.has(entry));
  if (unseen.length > 0) {
    const { metafile } = buildSync({
      absWorkingDir: PROJECT_ROOT,
      entryPoints: unseen,
      outdir: 'imports',
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'silent',
    });
    for (const output of Object.values(metafile.outputs))
      if (output.entryPoint) reached.set(output.entryPoint, new Set(Object.keys(output.inputs)));
  }
  return new Map(entries.map((entry) => [entry, reached.get(entry)!]));
}

/** Every function under `scope` whose code reaches `file` (root-relative, as `lib/x.ts`). */
export function functionsReaching(scope: IConstruct, file: string): NodejsFunction[] {
  if (!existsSync(path.join(PROJECT_ROOT, file))) throw new Error(`${file} does not exist`);
  const functions = scope.node
    .findAll()
    .filter((construct): construct is NodejsFunction => construct instanceof NodejsFunction)
    .map((fn) => ({ fn, entry: entryOf(fn) }))
    .filter((found): found is { fn: NodejsFunction; entry: string } => found.entry !== undefined);
  const files = filesReached(functions.map(({ entry }) => entry));
  return functions.filter(({ entry }) => files.get(entry)!.has(file)).map(({ fn }) => fn);
}
