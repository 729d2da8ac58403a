import type { ParseArgsOptionsConfig } from 'node:util';

/** One operator command of `npm run admin`: its usage line, what it does, its flags and its run. */
export interface Command {
  usage: string;
  summary: string;
  options: ParseArgsOptionsConfig;
  run(values: Values, positionals: string[]): Promise<unknown>;
}

export type Values = Record<string, unknown>;

/** A mistake in the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {}

export function required(value: unknown, flag: string): string {
  if (typeof value !== 'string' || value === '') throw new UsageError(`missing ${flag}`);
  return value;
}

export const optional = (value: unknown) => (typeof value === 'string' ? value : undefined);
