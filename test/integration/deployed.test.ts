import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, paginateScan, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../lib/config.js';
import { takesIdempotencyKey } from '../../lib/http/idempotency.js';
import { routeKey, routesFor, type Route } from '../../lib/api/routes.js';
import { setHandlerSource } from '../../dev/server.js';
import { viaDispatch, type SendOptions, type Transport } from '../security/support/http.js';
import {
  createMerchant,
  fixtureFor,
  hasBody,
  isPublicRoute,
  templateFor,
  uniqueValues,
  type RequestTemplate,
} from '../security/support/templates.js';
import { WEBHOOK_FIXTURE_URL } from '../webhooks/endpoints.templates.js';
import { LocalDeployment, type Invocation } from '../support/deployed/stack.js';
import { useOwnTable } from '../support/own-table.js';

/**
 * What the stack deploys is what runs here: the template synthesized as `cdk deploy` would, and
 * every function's production bundle (what `npm start -- --bundled` serves too) invoked with
 * exactly the environment its template gives it (test/support/deployed/stack.ts), local mode off,
 * DynamoDB Local behind it. Every route gets its valid request from the security templates, a
 * replay of it and a request it must refuse; the stream, the queue and the schedules run the other
 * functions. Each invocation is held to what a deployed stage needs: no failure and no 5xx (a write
 * committed before a 500 is a client's retry away from a double effect), no AWS call its role does
 * not allow, no read of a setting the stack gives other functions but not it. The bundles also
 * catch what the TypeScript sources hide: a dependency that does not bundle, a CommonJS `require`
 * in ESM, a file read at run time that is not copied beside the bundle.
 */
useOwnTable();

const out = mkdtempSync(join(tmpdir(), 'mp-deployed-'));
let deployment: LocalDeployment;
let filesBefore: Map<string, string[]>;

// Building every bundle is most of it: seconds on an idle machine, minutes on a crowded one.
beforeAll(async () => {
  deployment = await LocalDeployment.start({
    tableName: config().tableName,
    dynamoEndpoint: process.env.DYNAMODB_ENDPOINT!,
    outDir: out,
  });
  filesBefore = deployment.files();
}, 600_000);

afterAll(async () => {
  await deployment?.close();
  rmSync(out, { recursive: true, force: true });
});

/**
 * The templates' webhook receiver is a loopback URL, which only local mode accepts; a deployed
 * stage takes https to a public address. The functions' process refuses every connection but
 * loopback, so a delivery to it is attempted and fails, as to a receiver that is down.
 */
const DEPLOYED_WEBHOOK_URL = 'https://93.184.216.34/hooks';

const send: Transport = (method, path, options: SendOptions = {}) =>
  deployment.transport(
    method,
    path,
    options.json === undefined
      ? options
      : {
          ...options,
          json: JSON.parse(
            JSON.stringify(options.json).replaceAll(WEBHOOK_FIXTURE_URL, DEPLOYED_WEBHOOK_URL),
          ),
        },
  );

/** The problems of every invocation since `from` (an index into `deployment.invocations`). */
const problemsSince = (from: number): string[] =>
  deployment.invocations.slice(from).flatMap((invocation) => deployment.problems(invocation));

/** Values that name nothing, per path parameter. */
const NOTHING: Record<string, string> = {
  id: randomUUID(),
  token: 'A'.repeat(43),
  asset: 'nada.js',
  secret: 'Zx8v0c2Q4nJm6Rt1Wq9Ys3Lp5Ak7Hd0X',
};

/**
 * A request the route must refuse with a 4xx: its path names nothing, or its body or page size is
 * invalid. The docs page and document take no input: nothing of theirs can be refused.
 */
function refused(route: Route, valid: RequestTemplate): { path: string; body?: unknown } | undefined {
  if (route.path.includes('{'))
    return {
      path: route.path.replace(/\{(\w+)\}/g, (_, name: string) => NOTHING[name] ?? 'nada'),
      ...(valid.body === undefined ? {} : { body: valid.body }),
    };
  if (hasBody(route)) return { path: valid.path, body: valid.refusal ?? {} };
  if (!isPublicRoute(route)) return { path: `${route.path}?size=0` };
  return undefined;
}

let merchants = 0;

describe('every route, answered by the function the stack deploys for it', () => {
  it.each(routesFor('test').map((route) => [routeKey(route), route] as const))('%s', async (key, route) => {
    const from = deployment.invocations.length;
    const m = await createMerchant(`Loja ${++merchants}`);
    const owner = isPublicRoute(route) ? undefined : m.full;
    const request = templateFor(route)(await fixtureFor(send, m.full, route), uniqueValues());
    const idempotency = takesIdempotencyKey(route) ? { 'idempotency-key': randomUUID() } : undefined;
    const options = {
      key: owner,
      ...(idempotency ? { headers: idempotency } : {}),
      ...(request.body === undefined ? {} : { json: request.body }),
    };
    const answer = await send(route.method, request.path, options);
    expect(answer.status, answer.text.slice(0, 500)).toBe(request.success);
    if (request.kind === 'envelope') expect(answer.json.success).toBe(request.success < 400);
    if (idempotency) {
      // The stored answer, sealed with the stage's secret, opens in the function that replays it.
      const replay = await send(route.method, request.path, options);
      expect(replay.headers['idempotent-replayed'], replay.text.slice(0, 300)).toBe('true');
      expect([replay.status, replay.text]).toEqual([answer.status, answer.text]);
    }
    const refusal = refused(route, request);
    if (refusal) {
      const refusedAnswer = await send(route.method, refusal.path, {
        key: owner,
        ...(refusal.body === undefined ? {} : { json: refusal.body }),
      });
      expect(refusedAnswer.status, refusedAnswer.text.slice(0, 300)).toBeGreaterThanOrEqual(400);
      expect(refusedAnswer.status, refusedAnswer.text.slice(0, 300)).toBeLessThan(500);
    }
    expect(problemsSince(from)).toEqual([]);
  });

  it('answers an unknown route from the function of the $default route', async () => {
    const from = deployment.invocations.length;
    const answer = await send('GET', '/v1/nada');
    expect(answer.status).toBe(404);
    expect(answer.json.success).toBe(false);
    expect(deployment.invocations.at(-1)!.fn).toBe(deployment.routeFunction('$default'));
    expect(problemsSince(from)).toEqual([]);
  });
});

const scheduledEvent = (fnId: string) => ({
  version: '0',
  id: randomUUID(),
  'detail-type': 'Scheduled Event',
  source: 'aws.events',
  account: '000000000000',
  time: new Date().toISOString(),
  region: 'sa-east-1',
  resources: [`arn:aws:events:sa-east-1:000000000000:rule/${fnId}`],
  detail: {},
});

/** Whether a stream record matches an event filter pattern (exact values, nested objects). */
function matches(pattern: unknown, value: unknown): boolean {
  if (Array.isArray(pattern)) return pattern.some((allowed) => allowed === value);
  if (pattern === null || typeof pattern !== 'object') return pattern === value;
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(pattern).every(([name, inner]) =>
    matches(inner, (value as Record<string, unknown>)[name]),
  );
}

const batches = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const batchFailures = (invocation: Invocation) =>
  (invocation.result as { batchItemFailures?: unknown[] } | null)?.batchItemFailures;

describe('the functions no route reaches, run by their event sources', () => {
  it("turn a merchant's events into deliveries and attempts: stream -> dispatcher -> queue -> deliverer", async () => {
    const from = deployment.invocations.length;
    const m = await createMerchant('Loja Webhooks');
    const endpoint = await send('POST', '/v1/webhook-endpoints', {
      key: m.full,
      json: { url: WEBHOOK_FIXTURE_URL, events: ['charge.paid'] },
    });
    expect(endpoint.status, endpoint.text).toBe(201);
    const charge = await send('POST', '/v1/charges', { key: m.full, json: { amount: 4990 } });
    expect(charge.status, charge.text).toBe(201);
    const paid = await send('POST', `/v1/charges/${charge.json.data.id}/simulate-payment`, { key: m.full });
    expect(paid.status, paid.text).toBe(200);

    // The table's stream: the items the merchant's requests inserted, filtered as the mapping says.
    const tableStream = deployment.values.getAtt(
      Object.keys(deployment.resources).find(
        (id) => deployment.resources[id]!.Type === 'AWS::DynamoDB::Table',
      )!,
      'StreamArn',
    );
    const stream = deployment.eventSources().find((source) => source.source === tableStream)!;
    const client = new DynamoDBClient({
      endpoint: process.env.DYNAMODB_ENDPOINT,
      region: 'sa-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const items: Record<string, AttributeValue>[] = [];
    for await (const page of paginateScan(
      { client },
      {
        TableName: config().tableName,
        FilterExpression: 'merchantId = :m',
        ExpressionAttributeValues: { ':m': { S: m.merchantId } },
      },
    ))
      items.push(...(page.Items ?? []));
    client.destroy();
    const records = items
      .map((image, i) => ({
        eventID: randomUUID(),
        eventName: 'INSERT',
        eventVersion: '1.1',
        eventSource: 'aws:dynamodb',
        awsRegion: 'sa-east-1',
        eventSourceARN: tableStream,
        dynamodb: {
          ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
          Keys: { PK: image.PK!, SK: image.SK! },
          NewImage: image,
          SequenceNumber: String(1000 + i),
          SizeBytes: JSON.stringify(image).length,
          StreamViewType: 'NEW_IMAGE',
        },
      }))
      .filter((record) => stream.patterns.length === 0 || stream.patterns.some((p) => matches(p, record)));
    expect(records.length).toBeGreaterThan(0);
    for (const batch of batches(records, stream.batchSize)) {
      const dispatched = await deployment.invoke(stream.fn, { Records: batch }, 'table stream');
      expect(batchFailures(dispatched), dispatched.error ?? dispatched.output).toEqual([]);
    }
    // The charge.paid delivery went on the queue, from the dispatcher.
    const dispatcherSends = deployment.invocations
      .slice(from)
      .filter((invocation) => invocation.fn === stream.fn)
      .flatMap((invocation) => invocation.calls.filter((call) => call.service === 'sqs'));
    expect(dispatcherSends.length).toBeGreaterThan(0);

    // The queue's consumer: one attempt per message. The receiver refuses the connection, so each
    // attempt is recorded and the next one goes back on the queue.
    const queue = deployment.eventSources().find((source) => source.source.startsWith('arn:aws:sqs:'))!;
    const messages = deployment.receive(queue.source);
    expect(messages.length).toBeGreaterThan(0);
    const delivered: Invocation[] = [];
    for (const batch of batches(messages, queue.batchSize)) {
      const records = batch.map((message) => ({
        messageId: message.messageId,
        receiptHandle: randomUUID(),
        body: message.body,
        attributes: {
          ApproximateReceiveCount: '1',
          SentTimestamp: String(Date.now()),
          SenderId: 'AROADEPLOYEDTEST',
          ApproximateFirstReceiveTimestamp: String(Date.now()),
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: queue.source,
        awsRegion: 'sa-east-1',
      }));
      const invocation = await deployment.invoke(queue.fn, { Records: records }, 'delivery queue');
      expect(batchFailures(invocation), invocation.error ?? invocation.output).toEqual([]);
      delivered.push(invocation);
    }
    const operations = delivered.flatMap((invocation) =>
      invocation.calls.map((call) => `${call.service}.${call.operation}`),
    );
    // It opened the signing secrets with the stack's key, and put the next attempts on the queue.
    expect(operations).toContain('kms.Decrypt');
    expect(operations).toContain('sqs.SendMessageBatch');
    expect(problemsSince(from)).toEqual([]);
  });

  it('runs every scheduled function (the redrive, the sweeper) on its schedule event', async () => {
    const from = deployment.invocations.length;
    const scheduled = deployment.scheduled();
    expect(scheduled.length).toBeGreaterThan(0);
    for (const fn of scheduled) {
      const invocation = await deployment.invoke(fn, scheduledEvent(fn.id), 'schedule');
      expect(invocation.ok, invocation.error).toBe(true);
    }
    expect(problemsSince(from)).toEqual([]);
  });
});

describe('the same bundles under npm start -- --bundled', () => {
  it('answer a route and an unknown path in the local server', async () => {
    const bundles = new Map([...deployment.functions.values()].map((fn) => [fn.entry, fn.bundle]));
    const loaded = new Set<string>();
    setHandlerSource((file) => {
      const bundle = bundles.get(file);
      if (!bundle) throw new Error(`no bundle for ${file}`);
      loaded.add(bundle);
      return bundle;
    });
    try {
      const m = await createMerchant('Loja Bundled');
      expect((await viaDispatch('GET', '/v1/coupons', { key: m.readOnly })).status).toBe(200);
      expect((await viaDispatch('GET', '/v1/nada')).status).toBe(404);
      expect(loaded).toEqual(
        new Set([
          deployment.routeFunction('GET /v1/coupons').bundle,
          deployment.routeFunction('$default').bundle,
        ]),
      );
    } finally {
      setHandlerSource(undefined);
    }
  });
});

describe('over the whole run', () => {
  it('invoked every function of the template', () => {
    const invoked = new Set(deployment.invocations.map((invocation) => invocation.fn.id));
    const never = [...deployment.functions.values()].filter((fn) => !invoked.has(fn.id));
    expect(never.map((fn) => fn.description || fn.id)).toEqual([]);
  });

  it('no function called AWS outside its invocations (work left running is frozen on Lambda)', () => {
    expect(deployment.strayCalls().map((call) => `${call.service}.${call.operation}`)).toEqual([]);
  });

  it('no function wrote a file beside its code (on Lambda only /tmp is writable)', () => {
    expect(deployment.files()).toEqual(filesBefore);
  });

  it("no secret of the stack shows in any function's logs or answers", () => {
    const secrets = [...deployment.values.secrets.values()].map((secret) => secret.value);
    expect(secrets.length).toBeGreaterThan(0);
    for (const invocation of deployment.invocations) {
      const seen = `${invocation.output}${JSON.stringify(invocation.result ?? null)}`;
      for (const secret of secrets) expect(seen.includes(secret), invocation.label).toBe(false);
    }
  });
});
