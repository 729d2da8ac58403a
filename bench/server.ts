/**
 * The API under test, in its own process so the load generator does not share its event loop:
 * `startLocalServer` (the real handler modules behind the route table) plus an SDK middleware on
 * the process-wide `dynamo()` client that counts every DynamoDB call and, on request, records
 * what each call sent. Driven by `run.ts` over IPC (see `shared.ts`).
 */
import { replay } from './load.js';
import {
  headersOf,
  percentile,
  type BenchRequest,
  type FromServer,
  type RecordedCommand,
  type ToServer,
} from './shared.js';

const { dynamo } = await import('../lib/db/client.js');
const { authenticate, clearKeyCache } = await import('../lib/http/auth.js');
const { invocation, startLocalServer } = await import('../dev/server.js');

const READ_COMMANDS = new Set(['GetItemCommand', 'QueryCommand', 'ScanCommand', 'BatchGetItemCommand']);

/**
 * `npm run bench -- --phases`: each timed invocation and each replay as a timeline of marks (its
 * start, every SDK `send`, every request handed to the socket, every answer, its end), and per
 * route the median time between consecutive marks, printed to stderr. A sampling profile spreads a
 * write's overhead over dozens of small functions; this shows where in the request it sits
 * (before the first call, between calls, after the last) beside the same split of the replay.
 */
class Phases {
  private marks: [string, number][] | undefined;
  private counts = new Map<string, number>();
  readonly invocation = new Map<string, number[]>();
  readonly replay = new Map<string, number[]>();

  start(at: number): void {
    this.marks = [['start', at]];
    this.counts.clear();
  }

  /** `send GetItem 1`, `wire 2`: numbered, so a route's second call of a kind is told apart. */
  mark(kind: string): void {
    if (!this.marks) return;
    const n = (this.counts.get(kind) ?? 0) + 1;
    this.counts.set(kind, n);
    this.marks.push([`${kind} ${n}`, performance.now()]);
  }

  stop(into: Map<string, number[]>): void {
    const marks = this.marks;
    this.marks = undefined;
    if (!marks) return;
    marks.push(['end', performance.now()]);
    for (let i = 1; i < marks.length; i++) {
      const name = `${marks[i - 1]![0]} > ${marks[i]![0]}`;
      const span = marks[i]![1] - marks[i - 1]![1];
      const spans = into.get(name);
      if (spans) spans.push(span);
      else into.set(name, [span]);
    }
  }

  print(label: string): void {
    const line = (spans: Map<string, number[]>) =>
      [...spans].map(([name, ms]) => `${name} ${percentile(ms, 50).toFixed(3)}`).join(', ');
    console.error(
      `phases ${label}\n  invocation: ${line(this.invocation)}\n  replay:     ${line(this.replay)}`,
    );
    this.invocation.clear();
    this.replay.clear();
  }
}

const phases = process.env.BENCH_PHASES === '1' ? new Phases() : undefined;
if (phases) {
  const { ClientRequest } = await import('node:http');
  const end = ClientRequest.prototype.end;
  // The moment the SDK hands a request to the socket: its serializing and signing are done.
  ClientRequest.prototype.end = function (this: InstanceType<typeof ClientRequest>, ...args: unknown[]) {
    phases.mark('wire');
    // Its answer's head parsed: the time to it is DynamoDB Local's and the socket's, the rest ours.
    this.once('response', () => phases.mark('head'));
    return (end as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof end;
}

let sends = 0;
let recording: RecordedCommand[] | undefined;
let askCapacity = false;
let group = 0;
let inFlight = 0;
let answeredInGroup = false;

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
    phases?.mark(`send ${String(context.commandName)}`);
    let entry: RecordedCommand | undefined;
    if (recording) {
      // A call sent while the step's calls are all still in flight runs beside them; one sent
      // after any of them answered may need that answer, so it starts the next step. The replay
      // runs a step's calls in parallel.
      if (inFlight === 0 || answeredInGroup) {
        group++;
        answeredInGroup = false;
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
    inFlight++;
    let result: Awaited<ReturnType<typeof next>>;
    try {
      result = await next(args);
    } finally {
      inFlight--;
      answeredInGroup = true;
      phases?.mark(`answered ${String(context.commandName)}`);
    }
    if (entry) {
      const output = result.output as CallOutput;
      entry.scanned = output.ScannedCount ?? (output.Item ? 1 : 0);
      entry.capacity = capacityOf(output);
    }
    return result;
  },
  { step: 'initialize', name: 'benchRoundTrips', priority: 'high' },
);

// The stage's access line too, to the same file as the functions' logs, as deployed.
const server = await startLocalServer(0, '127.0.0.1', { log: 'json' });

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
    case 'pair': {
      // The Lambda invocation and its floor, interleaved one by one and alternating which goes
      // first: in blocks, the one measured right after the other or during a slower minute of the
      // machine (DynamoDB Local's JIT and GC drift for minutes) carried the difference, by up to
      // 0.1–0.2 of the ratio between runs of the same code.
      const handlerMs: number[] = [];
      const statuses: number[] = [];
      const replayMs: number[] = [];
      const errors: string[] = [];
      const invoke = async (request: BenchRequest): Promise<void> => {
        let started = performance.now();
        let status = 0;
        try {
          // Routing and building the event are API Gateway's work on AWS (dev/server.ts does
          // them here), so they are done before the clock starts: the Lambda invocation alone.
          const run = await invocation({
            method: request.method,
            url: request.path,
            headers: headersOf(request),
            body: request.body === undefined ? undefined : JSON.stringify(request.body),
          });
          started = performance.now();
          phases?.start(started);
          status = (await run()).statusCode ?? 200;
          phases?.stop(phases.invocation);
        } catch (error) {
          // What the socket server would answer 502 for; counted as an error by the caller.
          console.error('bench server: dispatch failed:', error);
        }
        handlerMs.push(performance.now() - started);
        statuses.push(status);
      };
      const floor = async (commands: RecordedCommand[]): Promise<void> => {
        const started = performance.now();
        phases?.start(started);
        try {
          await replay(dynamo(), commands);
          phases?.stop(phases.replay);
        } catch (error) {
          errors.push(String(error));
        }
        replayMs.push(performance.now() - started);
      };
      // A key this process has not seen pays its lookup, a GetItem the replay (recorded with a
      // warm key) does not make; routes under a per-merchant limit rotate keys every 16 requests
      // (bench/recipes/webhook-endpoints.ts). Each key is looked up here first, off the clock, so
      // both sides make the same calls; the report's key-miss column shows what a miss adds.
      for (const key of new Set(message.requests.map((request) => request.key))) {
        if (key === undefined) continue;
        const event = { headers: headersOf({ method: 'GET', path: '/', key }) };
        await authenticate(event as unknown as Parameters<typeof authenticate>[0], 'READ_ONLY').catch(
          () => undefined,
        );
      }
      for (const [i, request] of message.requests.entries()) {
        const commands = message.batches[i];
        const steps = [() => invoke(request), ...(commands ? [() => floor(commands)] : [])];
        for (const step of i % 2 === 0 ? steps : steps.reverse()) await step();
      }
      const first = message.requests[0];
      if (first) phases?.print(`${first.method} ${first.path}`);
      reply({ id: message.id, op: 'paired', handlerMs, statuses, replayMs, errors });
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
