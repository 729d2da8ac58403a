import { TransactionCanceledException, TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { dynamo } from '../../lib/db/client.js';

/**
 * Fault injection through the SDK's own middleware stack, on the process-wide client the handlers
 * use. DynamoDB Local never conflicts, throttles or drops a connection, so these faults are made
 * here. Every injection is named FAULT; `removeFaults()` (in an afterEach) takes them all off.
 */
export const FAULT = 'injectedFault';

export function removeFaults(): void {
  dynamo().middlewareStack.removeByTag(FAULT);
  dynamo().middlewareStack.remove(FAULT);
}

/**
 * Fails the first `times` calls of `commandName` with the error `make()` builds, then lets calls
 * through. Returns a counter of the calls seen. Added at the initialize step, before the SDK's own
 * retries, so every attempt of our code is one call here.
 */
export function injectFault(commandName: string, times: number, make: () => Error): { calls: number } {
  const seen = { calls: 0 };
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      if (commandLabel(context.commandName, args.input) === commandName) {
        seen.calls++;
        if (seen.calls <= times) throw make();
      }
      return next(args);
    },
    { step: 'initialize', name: FAULT, tags: [FAULT] },
  );
  return seen;
}

/**
 * Fails the first `times` HTTP attempts of `commandName` inside the SDK's retry loop (after the
 * retry middleware), as a throttled or sick DynamoDB would: the SDK itself retries these.
 */
export function injectWireFault(commandName: string, times: number, make: () => Error): { attempts: number } {
  const seen = { attempts: 0 };
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      if (commandLabel(context.commandName, args.input) === commandName) {
        seen.attempts++;
        if (seen.attempts <= times) throw make();
      }
      return next(args);
    },
    { step: 'finalizeRequest', priority: 'low', name: `${FAULT}Wire`, tags: [FAULT] },
  );
  return seen;
}

/**
 * What a command is, as the recorders name it: its command name, or `RateLimitCount` for the
 * update of a rate-limit counter (lib/db/rate-limits.ts), which every keyed request sends beside
 * its first call and which is no part of the request's effect.
 */
export function commandLabel(commandName: unknown, input: unknown): string {
  const pk = (input as { Key?: { PK?: unknown } } | undefined)?.Key?.PK;
  const key = typeof pk === 'string' ? pk : (pk as { S?: string } | undefined)?.S;
  if (key?.startsWith('KEYUSE#')) return KEY_USE;
  return key?.startsWith('RATE#') ? 'RateLimitCount' : String(commandName);
}

/**
 * The record of a key's last use (lib/http/auth.ts): at most once per key and hour, and its failure
 * never reaches the answer (test/dashboard/dashboard.test.ts), so the recorders below neither count
 * nor fail it.
 */
export const KEY_USE = 'KeyUseRecord';

/** Records the name of every command sent, in order (one entry per call of our code). */
export function recordCommands(): string[] {
  const names: string[] = [];
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const label = commandLabel(context.commandName, args.input);
      if (label !== KEY_USE) names.push(label);
      return next(args);
    },
    { step: 'initialize', name: `${FAULT}Recorder`, tags: [FAULT] },
  );
  return names;
}

/**
 * Fails the command at position `index` (0-based, counting every command sent from now on):
 * `before` it reaches DynamoDB (nothing of it happened), or `after` DynamoDB answered it and
 * before the answer arrives (a lost response: a write happened, the caller sees an error).
 * `applied` tells whether DynamoDB carried the failed command out.
 */
export function failCommandAt(
  index: number,
  when: 'before' | 'after',
  make: () => Error,
): { seen: string[]; applied: boolean } {
  const fault = { seen: [] as string[], applied: false };
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const label = commandLabel(context.commandName, args.input);
      if (label === KEY_USE) return next(args);
      const position = fault.seen.length;
      fault.seen.push(label);
      if (position !== index) return next(args);
      if (when === 'before') throw make();
      try {
        await next(args);
        fault.applied = true;
      } catch {
        // DynamoDB refused it (a failed condition): the answer is lost all the same.
      }
      throw make();
    },
    { step: 'initialize', name: `${FAULT}At`, tags: [FAULT] },
  );
  return fault;
}

/** Fails every command. */
export function failEveryCommand(make: () => Error): void {
  dynamo().middlewareStack.add(
    () => async () => {
      throw make();
    },
    { step: 'initialize', name: `${FAULT}Every`, tags: [FAULT] },
  );
}

/** A transaction cancelled because item 1 was in another transaction (DynamoDB asks to retry). */
export const conflict = (items: number) => () => cancelled(items, 'TransactionConflict');

/** A single write (PutItem, UpdateItem) refused because its item is in a transaction in flight. */
export const itemConflict = () =>
  new TransactionConflictException({
    message: 'Transaction is ongoing for the item',
    $metadata: { httpStatusCode: 400 },
  });

/** A transaction cancelled because item 1 was throttled. */
export const throttledItem = (items: number) => () => cancelled(items, 'ThrottlingError');

/** A transaction of `items` items cancelled because item `at` failed with `code`. */
export function cancelled(items: number, code: string, at = 1): TransactionCanceledException {
  return new TransactionCanceledException({
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${code}]`,
    $metadata: { httpStatusCode: 400 },
    CancellationReasons: Array.from({ length: items }, (_, i) =>
      i === at ? { Code: code, Message: 'injected' } : { Code: 'None' },
    ),
  });
}

/** What the SDK throws when DynamoDB throttles a request. */
export const throttling = () =>
  Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), {
    name: 'ThrottlingException',
    $fault: 'client',
    $metadata: { httpStatusCode: 400 },
  });

/** What the Node HTTP handler throws when nothing listens on the endpoint. */
export const connectionRefused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' });

/** A connection dropped mid-request (the write may or may not have happened). */
export const connectionReset = () => Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });

/** DynamoDB's own 500. */
export const internalServerError = () =>
  Object.assign(new Error('Internal server error'), {
    name: 'InternalServerError',
    $fault: 'server',
    $metadata: { httpStatusCode: 500 },
  });

/**
 * What DynamoDB read from here on (ScannedCount, what it bills): items per index of the page
 * Queries, apart from the COUNT Queries that total a list (`counted`, in `countQueries` calls), and
 * the keys re-read by BatchGetItem. Removed with the other injected middleware by `removeFaults()`.
 */
export function countReads() {
  const reads = { byIndex: {} as Record<string, number>, counted: 0, countQueries: 0, batchKeys: 0 };
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const output = await next(args);
      const input = args.input as {
        IndexName?: string;
        Select?: string;
        RequestItems?: Record<string, { Keys: unknown[] }>;
      };
      const scanned = (output as { output: { ScannedCount?: number } }).output.ScannedCount ?? 0;
      if (context.commandName === 'QueryCommand' && input.Select === 'COUNT') {
        reads.counted += scanned;
        reads.countQueries++;
      } else if (context.commandName === 'QueryCommand' && input.IndexName)
        reads.byIndex[input.IndexName] = (reads.byIndex[input.IndexName] ?? 0) + scanned;
      if (context.commandName === 'BatchGetItemCommand')
        for (const table of Object.values(input.RequestItems ?? {})) reads.batchKeys += table.Keys.length;
      return output;
    },
    { step: 'initialize', name: `${FAULT}ReadCounter`, tags: [FAULT] },
  );
  return reads;
}

/**
 * Fails the first `times` transactions that hold an item `matches` picks, with that item's
 * condition failed, as DynamoDB answers when its condition is false.
 */
export function refuseTransactItem(
  times: number,
  matches: (
    item: Record<string, { Key?: Record<string, unknown>; Item?: Record<string, unknown> }>,
  ) => boolean,
): { calls: number } {
  const seen = { calls: 0 };
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'TransactWriteItemsCommand') {
        const items = (args.input as { TransactItems: Parameters<typeof matches>[0][] }).TransactItems;
        const at = items.findIndex(matches);
        if (at >= 0 && seen.calls++ < times) throw cancelled(items.length, 'ConditionalCheckFailed', at);
      }
      return next(args);
    },
    { step: 'initialize', name: `${FAULT}Refuse`, tags: [FAULT] },
  );
  return seen;
}

/** Whether a transaction item updates an item whose partition key starts with `prefix`. */
export const updatesKey =
  (prefix: string) =>
  (item: Record<string, { Key?: Record<string, unknown> }>): boolean =>
    String(item.Update?.Key?.PK ?? '').startsWith(prefix);
