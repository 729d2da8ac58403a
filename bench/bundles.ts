/**
 * Every function's production bundle, built with the stack's own esbuild settings, weighed, and
 * imported in fresh Node processes; beside it a floor bundle that holds only the DynamoDB
 * document client, built and imported the same way.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { median } from './shared.js';

const run = promisify(execFile);

export interface BundleResult {
  name: string;
  entry: string;
  bytes: number;
  gzipBytes: number;
  mapBytes: number;
  /** Package files the stack copies next to the bundle (route `assets`). */
  assetBytes: number;
  /** Median import time with the stack's NODE_OPTIONS (source maps on), ms. */
  importMs: number;
  /** Median import time without source maps, ms. */
  importMsNoMaps: number;
  /**
   * Median of this bundle's import time over the floor's, each import paired with a floor import
   * made just before it in the same mode (the floor: 1). Pairs cancel the machine's drift, which on
   * a shared 2-core machine moved whole runs by 2x; a ratio of two medians taken minutes apart did not.
   */
  ratio: number;
  ratioNoMaps: number;
  samples: number[];
}

/** Imports the bundle in a fresh process and returns the time the import took in it, in ms. */
async function timeImport(file: string, nodeOptions: string): Promise<number> {
  const script =
    'const t=performance.now();await import(process.argv[1]);' +
    'process.stdout.write(String(performance.now()-t));';
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', script, pathToFileURL(file).href],
    {
      // A Lambda-like environment: no inherited NODE_OPTIONS (tsx's loader must not be measured).
      env: {
        PATH: process.env.PATH ?? '',
        NODE_OPTIONS: nodeOptions,
        AWS_REGION: 'sa-east-1',
        AWS_LAMBDA_FUNCTION_NAME: 'bench',
        TABLE_NAME: 'merchant-payments',
        APP_ENV: 'test',
        KEY_PREFIX: 'mp',
        BUSINESS_TIME_ZONE: 'America/Sao_Paulo',
        POWERTOOLS_SERVICE_NAME: 'merchant-payments',
      },
    },
  );
  const ms = Number(stdout.trim());
  if (!Number.isFinite(ms)) throw new Error(`import of ${file} printed ${stdout}`);
  return ms;
}

export async function measureBundles(
  root: string,
  entries: {
    name: string;
    entry: string;
    assets?: readonly string[] | undefined;
    prerender?: 'openapi' | undefined;
  }[],
  runs: number,
  log: (line: string) => void,
): Promise<{ floor: BundleResult; references: BundleResult[]; functions: BundleResult[] }> {
  const { esbuildOptions, NODE_OPTIONS } = await import('../infra/bundling.js');
  const { writeOpenApiDocument } = await import('../lib/openapi/prerender.js');
  const { DEFAULT_SETTINGS } = await import('../lib/openapi/document.js');
  const out = mkdtempSync(join(tmpdir(), 'mp-bench-bundles-'));
  try {
    const references: typeof entries = [
      { name: 'floor (document client only)', entry: 'bench/floor-entry.ts' },
      { name: 'reference: floor + zod/mini', entry: 'bench/floor-zod-entry.ts' },
      { name: 'reference: floor + QR code', entry: 'bench/floor-qrcode-entry.ts' },
    ];
    const all = [...references, ...entries];
    const built = await Promise.all(
      all.map(async ({ name, entry, assets, prerender }, i) => {
        const file = join(out, String(i), 'index.mjs');
        await build(esbuildOptions(resolve(root, entry), file));
        // As the stack does: route assets are copied next to index.mjs.
        let assetBytes = 0;
        for (const asset of assets ?? []) {
          const target = join(dirname(file), basename(asset));
          copyFileSync(join(root, 'node_modules', asset), target);
          assetBytes += statSync(target).size;
        }
        // As the stack does: the document rendered at build time (the committed copy's settings).
        if (prerender === 'openapi')
          assetBytes += statSync(writeOpenApiDocument(dirname(file), DEFAULT_SETTINGS)).size;
        return {
          name,
          entry,
          file,
          bytes: statSync(file).size,
          gzipBytes: gzipSync(readFileSync(file), { level: 9 }).length,
          mapBytes: statSync(`${file}.map`).size,
          assetBytes,
          withMaps: [] as number[],
          noMaps: [] as number[],
        };
      }),
    );
    log(
      `built ${built.length} bundles; importing each ${runs} times in fresh processes, each after the floor`,
    );
    const [floorBuilt] = built as [(typeof built)[number], ...typeof built];
    const pairs = new Map(
      built.map((bundle) => [bundle, { withMaps: [] as number[], noMaps: [] as number[] }]),
    );
    // Rounds over all bundles, so a noisy moment hits every bundle rather than one; within a round
    // each import follows one of the floor in the same mode, and the pair's ratio is the sample.
    for (let round = 0; round < runs; round++) {
      for (const bundle of built.slice(1)) {
        for (const [mode, options] of [
          ['withMaps', NODE_OPTIONS],
          ['noMaps', ''],
        ] as const) {
          const floorMs = await timeImport(floorBuilt.file, options);
          const ms = await timeImport(bundle.file, options);
          floorBuilt[mode].push(floorMs);
          bundle[mode].push(ms);
          pairs.get(bundle)?.[mode].push(ms / floorMs);
        }
      }
    }
    const results = built.map((bundle): BundleResult => ({
      name: bundle.name,
      entry: bundle.entry,
      bytes: bundle.bytes,
      gzipBytes: bundle.gzipBytes,
      mapBytes: bundle.mapBytes,
      assetBytes: bundle.assetBytes,
      importMs: median(bundle.withMaps),
      importMsNoMaps: median(bundle.noMaps),
      ratio: bundle === floorBuilt ? 1 : median(pairs.get(bundle)?.withMaps ?? []),
      ratioNoMaps: bundle === floorBuilt ? 1 : median(pairs.get(bundle)?.noMaps ?? []),
      samples: bundle.withMaps,
    }));
    const [floor, ...rest] = results;
    return {
      floor: floor as BundleResult,
      references: rest.slice(0, references.length - 1),
      functions: rest.slice(references.length - 1),
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
