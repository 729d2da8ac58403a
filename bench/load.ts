/**
 * The load generator: a keep-alive HTTP client for the API, the direct-SDK replay of recorded
 * DynamoDB calls (the floor), and a closed-loop runner that keeps `concurrency` requests in flight.
 */
import { Agent, request as httpRequest } from 'node:http';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { headersOf, type BenchRequest, type RecordedCommand } from './shared.js';

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

export interface HttpResult {
  status: number;
  body: string;
}

export async function send(origin: string, request: BenchRequest): Promise<HttpResult> {
  try {
    return await sendOnce(origin, request);
  } catch (error) {
    // A kept-alive socket the server closed as idle (its keepAliveTimeout) just as it was reused:
    // the request never reached the server, so sending it again is safe (Node's documented
    // `request.reusedSocket` case). One such reset lost a whole route's figures in a full run.
    if ((error as { reusedSocketReset?: boolean }).reusedSocketReset) return sendOnce(origin, request);
    throw error;
  }
}

function sendOnce(origin: string, request: BenchRequest): Promise<HttpResult> {
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  const headers = headersOf(request);
  if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${origin}${request.path}`,
      { method: request.method, headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (outgoing.reusedSocket && error.code === 'ECONNRESET')
        Object.assign(error, { reusedSocketReset: true });
      reject(error);
    });
    outgoing.end(payload);
  });
}

export function closeHttp(): void {
  agent.destroy();
}

type Input = Record<string, unknown>;
type Client = DynamoDBDocumentClient;

/** Sends one recorded call with the document-client command for its low-level command name. */
const DOC_COMMANDS: Record<string, (client: Client, input: Input) => Promise<unknown>> = {
  GetItemCommand: (client, input) => client.send(new GetCommand(input as never)),
  PutItemCommand: (client, input) => client.send(new PutCommand(input as never)),
  UpdateItemCommand: (client, input) => client.send(new UpdateCommand(input as never)),
  DeleteItemCommand: (client, input) => client.send(new DeleteCommand(input as never)),
  QueryCommand: (client, input) => client.send(new QueryCommand(input as never)),
  ScanCommand: (client, input) => client.send(new ScanCommand(input as never)),
  BatchGetItemCommand: (client, input) => client.send(new BatchGetCommand(input as never)),
  BatchWriteItemCommand: (client, input) => client.send(new BatchWriteCommand(input as never)),
  TransactGetItemsCommand: (client, input) => client.send(new TransactGetCommand(input as never)),
  TransactWriteItemsCommand: (client, input) => client.send(new TransactWriteCommand(input as never)),
};

export const replayable = (commands: readonly RecordedCommand[]): boolean =>
  commands.every((command) => command.command in DOC_COMMANDS);

/** Replaces every occurrence of each `from` string in every string value (not in keys). */
export function substitute(value: unknown, pairs: readonly [string, string][]): unknown {
  // Binary attributes (a charge's QR code image) stay bytes.
  if (ArrayBuffer.isView(value)) return value;
  if (typeof value === 'string') {
    let text = value;
    for (const [from, to] of pairs) if (from !== to) text = text.replaceAll(from, to);
    return text;
  }
  if (Array.isArray(value)) return value.map((entry) => substitute(entry, pairs));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) out[key] = substitute(entry, pairs);
    return out;
  }
  return value;
}

/**
 * The same calls, made directly with the document client: groups one after another, the calls
 * of a group in parallel, exactly as the route issued them.
 */
export async function replay(client: DynamoDBDocumentClient, commands: readonly RecordedCommand[]) {
  let index = 0;
  while (index < commands.length) {
    const group = (commands[index] as RecordedCommand).group;
    const batch: RecordedCommand[] = [];
    while (index < commands.length && (commands[index] as RecordedCommand).group === group)
      batch.push(commands[index++] as RecordedCommand);
    await Promise.all(
      batch.map((command) =>
        (DOC_COMMANDS[command.command] as (c: Client, i: Input) => Promise<unknown>)(client, command.input),
      ),
    );
  }
}

/** Sequential steps: how many groups of parallel calls the route waited for one after another. */
export const stepsOf = (commands: readonly RecordedCommand[]): number =>
  new Set(commands.map((command) => command.group)).size;

/**
 * Runs `count` operations with `concurrency` in flight (closed loop) and returns each one's
 * latency in milliseconds. `op(i)` gets the operation's index, so each can use a fresh item.
 */
export async function closedLoop(
  count: number,
  concurrency: number,
  op: (index: number) => Promise<void>,
): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const index = next++;
      const started = performance.now();
      await op(index);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return latencies;
}
