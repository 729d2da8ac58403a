/**
 * What the benchmark's two processes share: the messages between the orchestrator (`run.ts`) and
 * the API server child (`server.ts`), the request shape, and the statistics helpers.
 */

/** One DynamoDB call as the code issued it: the document-client input, before marshalling. */
export interface RecordedCommand {
  /** The low-level command name, e.g. `GetItemCommand` (what the document client wraps). */
  command: string;
  input: Record<string, unknown>;
  /** Calls started in the same event-loop turn share a group: they ran in parallel. */
  group: number;
  /** Items DynamoDB read for the call (ScannedCount for a Query, 1 for a found GetItem). */
  scanned: number;
  /** Read or write capacity units DynamoDB reported, when asked for (growth probes only). */
  capacity: number | null;
}

/** An HTTP request of the benchmark, relative to the server's origin. */
export interface BenchRequest {
  method: string;
  /** Path with query string, e.g. `/v1/coupons?page=0&size=20`. */
  path: string;
  body?: unknown;
  /** API key sent as `Authorization: ApiKey <key>`; undefined for public routes. */
  key?: string | undefined;
  headers?: Record<string, string>;
}

export type ToServer =
  | { id: number; op: 'record'; on: boolean; capacity?: boolean }
  | { id: number; op: 'sends' }
  | { id: number; op: 'clearKeyCache' }
  | { id: number; op: 'pair'; requests: BenchRequest[]; batches: RecordedCommand[][] }
  | { id: number; op: 'stop' };

/** A message to the server before the channel numbers it. */
export type ToServerMessage = ToServer extends infer M ? (M extends unknown ? Omit<M, 'id'> : never) : never;

export type FromServer =
  | { op: 'ready'; url: string }
  | { id: number; op: 'ok' }
  | { id: number; op: 'recorded'; commands: RecordedCommand[] }
  | { id: number; op: 'sends'; sends: number }
  | {
      id: number;
      op: 'paired';
      handlerMs: number[];
      statuses: number[];
      replayMs: number[];
      errors: string[];
    };

export function headersOf(request: BenchRequest): Record<string, string> {
  const headers: Record<string, string> = { 'user-agent': 'merchant-payments-bench', ...request.headers };
  if (request.key !== undefined) headers.authorization = `ApiKey ${request.key}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  return headers;
}

/** Nearest-rank percentile of unsorted samples (NaN when there are none). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] as number;
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

/** A command-line count: the flag's value as a positive integer, or the default when it is absent. */
export const int = (value: string | undefined, fallback: number): number => {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`not a positive integer: ${value}`);
  return parsed;
};
