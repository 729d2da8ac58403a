/**
 * How every function is built and run: the one place the stack and any script that builds the
 * production bundles outside CDK (benchmarks, size checks) read, so both build the same bytes.
 */
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';
import { encodedHolidays } from '../lib/domain/business-days.js';

export const RUNTIME = Runtime.NODEJS_24_X;
export const ARCHITECTURE = Architecture.ARM_64;
export const MEMORY_MB = 256;
export const TIMEOUT_SECONDS = 15;

/** Matches RUNTIME; CDK derives the same value from the runtime, esbuild needs it spelled out. */
export const ESBUILD_TARGET = 'node24';

/**
 * ESM output has no `require`, but some bundled dependencies are CommonJS and call it for Node
 * built-ins. The alias keeps the import from colliding with names in the bundled code.
 */
export const ESM_REQUIRE_BANNER =
  "import{createRequire as __mpCreateRequire}from'node:module';const require=__mpCreateRequire(import.meta.url);";

/** Prefer the ES module build of dependencies that ship both, so unused code can be dropped. */
export const MAIN_FIELDS = ['module', 'main'];

/** The file the function's code lives in; Lambda loads `.mjs` as ES module. */
export const BUNDLE_FILE = 'index.mjs';

/** Source maps turn minified stack traces back into TypeScript lines (needs `--enable-source-maps`). */
export const NODE_OPTIONS = '--enable-source-maps';

/**
 * Constants the bundles are built with: the bank holidays, so functions carry the calendar rather
 * than the holiday library (`lib/domain/business-days.ts`).
 */
export const DEFINE: Record<string, string> = { __BANK_HOLIDAYS__: JSON.stringify(encodedHolidays()) };

/** For `NodejsFunction`'s `bundling` prop. */
export const bundling: BundlingOptions = {
  format: OutputFormat.ESM,
  target: ESBUILD_TARGET,
  minify: true,
  sourceMap: true,
  // Stack traces need the mappings, not a copy of the sources: this keeps the zip small.
  sourcesContent: false,
  banner: ESM_REQUIRE_BANNER,
  mainFields: MAIN_FIELDS,
  define: DEFINE,
  // Bundle the AWS SDK too: a pinned, tree-shaken copy loads faster than the runtime's and
  // behaves the same as in tests.
  externalModules: [],
  logLevel: LogLevel.WARNING,
};

/**
 * `bundling` for a function that reads files at runtime: package files (a route's `assets`, such as
 * the Swagger UI files of the docs page) and files built for the stage (`built`, absolute paths: the
 * prerendered OpenAPI document) are copied next to index.mjs, where the function looks first.
 * Scripts that bundle with `esbuildOptions()` copy and write them the same way.
 */
export function bundlingWithAssets(
  assets: readonly string[] = [],
  built: readonly string[] = [],
): BundlingOptions {
  if (assets.length === 0 && built.length === 0) return bundling;
  return {
    ...bundling,
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir, outputDir) => [
        ...assets.map((file) => `cp "${inputDir}/node_modules/${file}" "${outputDir}/"`),
        ...built.map((file) => `cp "${file}" "${outputDir}/"`),
      ],
    },
  };
}

/** The same build for esbuild's API: `await build(esbuildOptions(entry, 'out/index.mjs'))`. */
export function esbuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: ESBUILD_TARGET,
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    banner: { js: ESM_REQUIRE_BANNER },
    mainFields: MAIN_FIELDS,
    define: DEFINE,
    external: [],
    logLevel: 'warning',
  };
}
