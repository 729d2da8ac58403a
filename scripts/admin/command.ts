import type { ParseArgsOptionsConfig } from 'node:util';

/** What an operator command is: `npm run admin -- <usage>`; exit 2 on a `UsageError`. */
export class UsageError extends Error {}

export type Values = Record<string, unknown>;

export interface Command {
  usage: string;
  summary: string;
  options: ParseArgsOptionsConfig;
  run(values: Values, positionals: string[]): Promise<unknown>;
}

export function required(value: unknown, flag: string): string {
  if (typeof value !== 'string' || value === '') throw new UsageError(`missing ${flag}`);
  return value;
}

export const optional = (value: unknown) => (typeof value === 'string' ? value : undefined);
