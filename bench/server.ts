/**
 * The API under test, in its own process so the load generator does not share its event loop:
 * `startLocalServer` (the real handler modules behind the route table) plus an SDK middleware on
 * the process-wide `dynamo()` client that counts every DynamoDB call and, on request, records
 * what each call sent. Driven by `run.ts` over IPC (see `shared.ts`).
 */
import { replay } from './load.js';
import { headersOf, type FromServer, type RecordedCommand, type ToServer } from './shared.js';

const { dynamo } = await import('../lib/db/client.js');
const { clearKeyCache } = await import('../lib/http/auth.js');
const { invocation, startLocalServer } = await import('../lib/local/server.js');

const READ_COMMANDS = new Set(['GetItemCommand', 'QueryCommand', 'ScanCommand', 'BatchGetItemCommand']);

let sends = 0;
let recording: RecordedCommand[] | undefined;
let askCapacity = false;
let group = 0;
let groupOpen = false;

interface CallOutput {
  Item?: unknown;
  ScannedCount?: number;
  ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
}

const capacityOf = (output: CallOutput): number | null => {
  const consumed = output.ConsumedCapacity;
  if (consumed === undefined) return null;
  const list = Array.isArray(consumed) ? consumed : [consumed];
  return list.reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
};

// `initialize` runs once per `send`, before the document client marshals the input, so the
// recorded input is what the product code wrote and can be replayed with the same command class.
dynamo().middlewareStack.add(
  (next, context) => async (args) => {
    sends++;
    let entry: RecordedCommand | undefined;
    if (recording) {
      if (!groupOpen) {
        group++;
        groupOpen = true;
        setImmediate(() => {
          groupOpen = false;
        });
      }
      const command = String(context.commandName);
      entry = {
        command,
        input: structuredClone(args.input) as Record<string, unknown>,
        group,
        scanned: 0,
        capacity: null,
      };
      recording.push(entry);
      if (askCapacity && READ_COMMANDS.has(command)) {
        (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      }
    }
    const result = await next(args);
    if (entry) {
      const output = result.output as CallOutput;
      entry.scanned = output.ScannedCount ?? (output.Item ? 1 : 0);
      entry.capacity = capacityOf(output);
    }
    return result;
  },
  { step: 'initialize', name: 'benchRoundTrips', priority: 'high' },
);

const server = await startLocalServer(0);

const reply = (message: FromServer): void => {
  process.send?.(message);
};

async function handle(message: ToServer): Promise<void> {
  switch (message.op) {
    case 'record':
      if (message.on) {
        recording = [];
        askCapacity = message.capacity ?? false;
        reply({ id: message.id, op: 'ok' });
      } else {
        const commands = recording ?? [];
        recording = undefined;
        askCapacity = false;
        reply({ id: message.id, op: 'recorded', commands });
      }
      return;
    case 'sends':
      reply({ id: message.id, op: 'sends', sends });
      return;
    case 'clearKeyCache':
      clearKeyCache();
      reply({ id: message.id, op: 'ok' });
      return;
    case 'dispatch': {
      // The Lambda invocation alone: routing and building the event are API Gateway's work on AWS
      // (lib/local/server.ts does them here), so they are done before the clock starts.
      const ms: number[] = [];
      const statuses: number[] = [];
      for (const request of message.requests) {
        let started = performance.now();
        let status = 0;
        try {
          const invoke = await invocation({
            method: request.method,
            url: request.path,
            headers: headersOf(request),
            body: request.body === undefined ? undefined : JSON.stringify(request.body),
          });
          started = performance.now();
          status = (await invoke()).statusCode ?? 200;
        } catch (error) {
          // What the socket server would answer 502 for; counted as an error by the caller.
          console.error('bench server: dispatch failed:', error);
        }
        ms.push(performance.now() - started);
        statuses.push(status);
      }
      reply({ id: message.id, op: 'dispatched', ms, statuses });
      return;
    }
    case 'replay': {
      // The same DynamoDB calls made directly from this process: the floor of the handler.
      const ms: number[] = [];
      const errors: string[] = [];
      for (const commands of message.batches) {
        const started = performance.now();
        try {
          await replay(dynamo(), commands);
        } catch (error) {
          errors.push(String(error));
        }
        ms.push(performance.now() - started);
      }
      reply({ id: message.id, op: 'replayed', ms, errors });
      return;
    }
    case 'stop':
      await server.close();
      dynamo().destroy();
      reply({ id: message.id, op: 'ok' });
      process.disconnect();
      return;
  }
}

process.on('message', (message: ToServer) => {
  handle(message).catch((error: unknown) => {
    console.error('bench server:', error);
    process.exit(1);
  });
});

reply({ op: 'ready', url: server.url });
