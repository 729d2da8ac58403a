import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TEST_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * The modules of every area's test folder whose file name ends with `.<role>.ts`
 * (`test/ledger/ledger.templates.ts`), in the order of their paths: a shared suite collects an
 * area's part from its own folder, so adding an area touches no shared test file.
 */
export async function areaFiles(role: string): Promise<Record<string, unknown>[]> {
  const suffix = `.${role}.ts`;
  const paths = readdirSync(TEST_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(join(TEST_DIR, folder.name))
        .filter((name) => name.endsWith(suffix))
        .map((name) => join(TEST_DIR, folder.name, name)),
    )
    .sort();
  return Promise.all(
    paths.map((path) => import(pathToFileURL(path).href) as Promise<Record<string, unknown>>),
  );
}

/** The exports of every area's `.<role>.ts` file whose name ends with `name` (`Templates`), merged. */
export async function collectFromAreas<T>(role: string, name: string): Promise<Record<string, T>> {
  const modules = await areaFiles(role);
  const parts = modules.flatMap((module) =>
    Object.entries(module)
      .filter(([exported]) => exported.endsWith(name))
      .map(([, value]) => value as Record<string, T>),
  );
  const merged: Record<string, T> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (key in merged) throw new Error(`${key} is in two areas' ${role} files`);
      merged[key] = value;
    }
  }
  return merged;
}

/** The exports of every area's `.<role>.ts` file whose name ends with `name` (`PartitionLoad`). */
export async function areaExports<T>(role: string, name: string): Promise<T[]> {
  const modules = await areaFiles(role);
  return modules.flatMap((module) =>
    Object.entries(module)
      .filter(([exported]) => exported.endsWith(name))
      .map(([, value]) => value as T),
  );
}
