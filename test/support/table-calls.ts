import { AsyncLocalStorage } from 'node:async_hooks';
import { kindsOf, type ItemKind } from '../../infra/table-writes.js';
import { dynamo } from '../../lib/db/client.js';
import type { Statement } from './iam.js';
import { accessRequests, allows, type Lookups } from './deployed/policy.js';

/**
 * Every call the process's client makes to the table, as it goes on the wire (after the document
 * client marshals it), recorded for whichever function the call runs in: `as(name, work)`
 * attributes the calls `work` makes, however deep in its async calls, and none another caller
 * makes meanwhile. They are judged as the deployed-mode test judges its functions' calls
 * (test/support/deployed/policy.ts).
 */
export interface TableCall {
  /** The operation (`PutItem`, `TransactWriteItems`, …). */
  operation: string;
  input: Record<string, unknown>;
}

export interface TableCallRecorder {
  /** The calls made, by the name of the function that made them. */
  readonly calls: ReadonlyMap<string, readonly TableCall[]>;
  as<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** The function the current code runs in, if any. */
  current(): string | undefined;
  remove(): void;
}

/** The actions that write items (a condition check reads one). */
export const ITEM_WRITES = new Set([
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
]);

const NAME = 'tableCallRecorder';

export function recordTableCalls(): TableCallRecorder {
  const calls = new Map<string, TableCall[]>();
  const current = new AsyncLocalStorage<string>();
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const name = current.getStore();
      if (name !== undefined) {
        const made = calls.get(name) ?? [];
        made.push({
          operation: String(context.commandName).replace(/Command$/, ''),
          input: structuredClone(args.input as Record<string, unknown>),
        });
        calls.set(name, made);
      }
      return next(args);
    },
    // Past the document client's marshalling: the input as DynamoDB receives it.
    { step: 'build', name: NAME },
  );
  return {
    calls,
    as: (name, work) => current.run(name, work),
    current: () => current.getStore(),
    remove: () => void dynamo().middlewareStack.remove(NAME),
  };
}

/**
 * What the calls recorded for `name` break, given the kinds of item declared for it and its
 * role's statements (resolved, `Synthesized.grantsOf`): writes of an undeclared kind, a key of no
 * kind or of two, requests the role does not allow. Empty when the declaration and the grant
 * cover everything it did.
 */
export function violations(
  name: string,
  calls: readonly TableCall[],
  declared: readonly ItemKind[],
  statements: readonly Statement[],
  lookups: Lookups,
): string[] {
  const found = new Set<string>();
  for (const call of calls) {
    for (const request of accessRequests(
      { service: 'dynamodb', ...call, status: 200, invocation: 0 },
      lookups,
    )) {
      const keys = request.context['dynamodb:leadingkeys'] ?? [];
      const what = `${name}: ${request.action} ${request.resource.replace(/^.*:table\//, '')} ${keys.join(',')}`;
      if (!allows(statements, request)) found.add(`not granted: ${what}`);
      if (!ITEM_WRITES.has(request.action)) continue;
      for (const key of keys) {
        const kinds = kindsOf(key);
        if (kinds.length !== 1) found.add(`${kinds.length} kinds: ${what}`);
        else if (!declared.includes(kinds[0]!))
          found.add(`not declared: ${name}: ${request.action} ${kinds[0]}`);
      }
    }
  }
  return [...found];
}
