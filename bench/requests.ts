/**
 * Per route: the DynamoDB calls, the round trips in series, the capacity units DynamoDB reports
 * (`ReturnConsumedCapacity: INDEXES`), and the CPU of one invocation with DynamoDB answered by an
 * in-memory double, beside the CPU of the same SDK calls alone against the same double.
 *
 * Each route's valid request (the security suites' template) runs once against DynamoDB Local,
 * which records every HTTP answer; then the invocation runs again and again with those answers
 * replayed from memory, so what is timed is our code and the SDK, not the database or the network.
 */
import { Readable } from 'node:stream';
import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { HttpRequest, HttpResponse } from '@smithy/types';
import { invocation } from '../dev/server.js';
import { dynamo } from '../lib/db/client.js';
import { routeKey, routesFor, type Route } from '../lib/api/routes.js';
import { viaDispatch } from '../test/security/support/http.js';
import {
  createFixture,
  createMerchant,
  isPublicRoute,
  templateFor,
  uniqueValues,
} from '../test/security/support/templates.js';

export interface RouteCost {
  route: string;
  calls: number;
  /** Calls that wait on the one before: the latency a request pays in DynamoDB round trips. */
  inSeries: number;
  readUnits: number;
  writeUnits: number;
  /** Microseconds of CPU per invocation, and for its SDK calls alone. */
  cpuUs: number;
  sdkUs: number;
}

interface Recorded {
  /** The request it answered: its operation (`X-Amz-Target`) and body. */
  target: string;
  sent: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const targetOf = (request: HttpRequest): string => String(request.headers['x-amz-target'] ?? '');
const decoder = new TextDecoder();
const bodyOf = ({ body }: HttpRequest): string =>
  typeof body === 'string' ? body : body instanceof Uint8Array ? decoder.decode(body) : '';

const commonPrefix = (a: string, b: string): number => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};

const COMMANDS: Record<string, new (input: never) => unknown> = {
  GetItemCommand: GetCommand,
  PutItemCommand: PutCommand,
  UpdateItemCommand: UpdateCommand,
  DeleteItemCommand: DeleteCommand,
  QueryCommand,
  BatchGetItemCommand: BatchGetCommand,
  TransactWriteItemsCommand: TransactWriteCommand,
};

type Handle = (request: HttpRequest) => Promise<{ response: HttpResponse }>;
const handler = () => dynamo().config.requestHandler as unknown as { handle: Handle };

/**
 * Serves each request the recorded answer to the same request: of the unused answers to the same
 * operation, the one whose request body is most alike (calls made side by side may leave in
 * another order than they were recorded in; ids and clocks in the bodies differ). All are
 * available again at each `rewind()`.
 */
function replay(answers: Recorded[]) {
  let used = new Set<number>();
  const original = handler().handle;
  handler().handle = (request) => {
    const target = targetOf(request);
    const sent = bodyOf(request);
    let best = -1;
    answers.forEach((answer, i) => {
      if (used.has(i) || answer.target !== target) return;
      if (best === -1 || commonPrefix(answer.sent, sent) > commonPrefix(answers[best]!.sent, sent)) best = i;
    });
    if (best === -1) throw new Error(`no recorded answer for ${target}`);
    used.add(best);
    const answer = answers[best]!;
    return Promise.resolve({
      response: { statusCode: answer.status, headers: answer.headers, body: Readable.from([answer.body]) },
    });
  };
  return {
    rewind: () => (used = new Set()),
    restore: () => (handler().handle = original),
  };
}

/**
 * CPU microseconds per call of the function `prepare` answers, after a warm-up; `prepare` itself
 * (a fresh event: Middy's parsers change the one they are given) is not counted.
 */
async function cpuPerCall(
  prepare: () => Promise<() => Promise<unknown>>,
  rewind: () => void,
  times: number,
): Promise<number> {
  let used = 0;
  for (let i = 0; i < times + 20; i++) {
    const run = await prepare();
    rewind();
    const start = process.cpuUsage();
    await run();
    const spent = process.cpuUsage(start);
    if (i >= 20) used += spent.user + spent.system;
  }
  return used / times;
}

/** Capacity units of one answer, table and indexes together. */
const unitsOf = (consumed: unknown): number =>
  ((Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) as { CapacityUnits?: number }[]).reduce(
    (sum, c) => sum + (c.CapacityUnits ?? 0),
    0,
  );

const READS = new Set([
  'GetItemCommand',
  'BatchGetItemCommand',
  'QueryCommand',
  'ScanCommand',
  'TransactGetItemsCommand',
]);

/** One route: recorded against DynamoDB Local, then timed against the replay. */
async function measureRoute(route: Route, times: number): Promise<RouteCost> {
  const merchant = await createMerchant('Loja Bench');
  const fixture = await createFixture(viaDispatch, merchant.full);
  const template = templateFor(route)(fixture, uniqueValues());
  const request = {
    method: route.method,
    url: template.path,
    headers: {
      ...(isPublicRoute(route) ? {} : { authorization: `ApiKey ${merchant.full}` }),
      ...(template.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: template.body === undefined ? undefined : Buffer.from(JSON.stringify(template.body)),
  };
  // A warm function: its key is cached.
  await viaDispatch('GET', '/v1/coupons?size=1', { key: merchant.full });

  const answers: Recorded[] = [];
  const sent: { name: string; input: unknown }[] = [];
  const units = { read: 0, write: 0 };
  // A call's depth: one more than the deepest call finished before it started. The deepest is the
  // round trips a request waits for, one after the other.
  let finishedDepth = 0;
  let inSeries = 0;
  const stack = dynamo().middlewareStack;
  stack.add(
    (next, context) => async (args) => {
      sent.push({ name: String(context.commandName), input: structuredClone(args.input) });
      const depth = finishedDepth + 1;
      inSeries = Math.max(inSeries, depth);
      try {
        const result = await next({
          ...args,
          input: { ...(args.input as object), ReturnConsumedCapacity: 'INDEXES' },
        });
        const consumed = unitsOf((result.output as { ConsumedCapacity?: unknown }).ConsumedCapacity);
        if (READS.has(String(context.commandName))) units.read += consumed;
        else units.write += consumed;
        return result;
      } finally {
        finishedDepth = Math.max(finishedDepth, depth);
      }
    },
    { step: 'initialize', name: 'benchRecord' },
  );
  const original = handler().handle.bind(handler());
  handler().handle = async (httpRequest) => {
    const { response } = await original(httpRequest);
    const chunks: Buffer[] = [];
    for await (const chunk of response.body as Readable) chunks.push(Buffer.from(chunk as Buffer));
    const body = Buffer.concat(chunks);
    answers.push({
      target: targetOf(httpRequest),
      sent: bodyOf(httpRequest),
      status: response.statusCode,
      headers: response.headers,
      body,
    });
    return { response: { ...response, body: Readable.from([body]) } };
  };
  try {
    const result = await (await invocation(request))();
    if (result.statusCode !== template.success)
      throw new Error(`${routeKey(route)}: ${result.statusCode} ${result.body ?? ''}`);
  } finally {
    handler().handle = original;
    stack.remove('benchRecord');
  }

  const double = replay(answers);
  try {
    // The replayed invocation answers as the recorded one did.
    const replayed = await (await invocation(request))();
    if (replayed.statusCode !== template.success)
      throw new Error(`${routeKey(route)} replayed: ${replayed.statusCode} ${replayed.body ?? ''}`);
    const cpuUs = await cpuPerCall(
      async () => {
        const run = await invocation(request);
        return async () => {
          const answer = await run();
          if (answer.statusCode !== template.success)
            throw new Error(`${routeKey(route)}: ${answer.statusCode}`);
        };
      },
      double.rewind,
      times,
    );
    const commands = sent.map(({ name, input }) => {
      const Command = COMMANDS[name];
      if (!Command) throw new Error(`${routeKey(route)}: no replay for ${name}`);
      return { Command, input };
    });
    const sdkAlone = async () => {
      for (const { Command, input } of commands) await dynamo().send(new Command(input as never) as never);
    };
    const sdkUs =
      commands.length === 0 ? 0 : await cpuPerCall(() => Promise.resolve(sdkAlone), double.rewind, times);
    return {
      route: routeKey(route),
      calls: sent.length,
      inSeries,
      readUnits: units.read,
      writeUnits: units.write,
      cpuUs,
      sdkUs,
    };
  } finally {
    double.restore();
  }
}

/** Every route of the test stage, except the PSP notice route (it needs live Pix). */
export async function measureRoutes(times = 200): Promise<RouteCost[]> {
  const costs: RouteCost[] = [];
  for (const route of routesFor('test')) {
    if (route.path.startsWith('/v1/psp/')) continue;
    costs.push(await measureRoute(route, times));
  }
  return costs;
}
