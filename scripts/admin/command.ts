import type { ParseArgsOptionsConfig } from 'node:util';

/** One operator command: its usage line, what it does, its options and what it runs. */
export interface Command {
  usage: string;
  summary: string;
  options: ParseArgsOptionsConfig;
  run(values: Record<string, unknown>, positionals: string[]): Promise<unknown>;
}

export class UsageError extends Error {}

export function required(value: unknown, flag: string): string {
  if (typeof value !== 'string' || value === '') throw new UsageError(`missing ${flag}`);
  return value;
}

export const optional = (value: unknown) => (typeof value === 'string' ? value : undefined);
