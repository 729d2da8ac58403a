import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

/**
 * Builds the package (`npm run build` in clients/typescript: tsc to dist/) once before the client's
 * tests, so they run the CLI and import the package as an installation would.
 */
export async function setup(): Promise<void> {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const project = new URL('../../tsconfig.build.json', import.meta.url).pathname;
  await promisify(execFile)(process.execPath, [tsc, '-p', project]);
}
