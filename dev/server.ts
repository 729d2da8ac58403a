import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { config, runsLocally } from '../lib/config.js';
import { accessLogLine } from '../lib/http/access-log.js';
import { encodeRouteMethods, ROUTE_METHODS_VARIABLE } from '../lib/http/allowed-methods.js';
import { NOT_FOUND_HANDLER, routeKey, routesFor } from '../lib/api/routes.js';

/**
 * Serves the route table over HTTP by invoking the very handler modules the stack deploys, with
 * the events API Gateway (HTTP API, payload 2.0) would send, so local behaviour is the deployed one.
 */
type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** API Gateway's own payload limit; the functions enforce their smaller one. */
const GATEWAY_MAX_BODY = 10 * 1024 * 1024;

interface CompiledRoute {
  method: string;
  key: string;
  handler: string;
  pattern: RegExp;
  params: string[];
}

// The $default route's function learns the paths and their methods as the stack hands them (405).
process.env[ROUTE_METHODS_VARIABLE] ??= encodeRouteMethods(routesFor(config().environment));

// Only the routes this environment deploys: simulate-payment is a 404 in `live`, as on AWS.
const compiled: CompiledRoute[] = routesFor(config().environment).map((route) => {
  const params: string[] = [];
  const source = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    params.push(name);
    return '([^/]+)';
  });
  return {
    method: route.method,
    key: routeKey(route),
    handler: route.handler,
    pattern: new RegExp(`^${source}$`),
    params,
  };
});

/**
 * Invocations run side by side in this one process, as on a Lambda Managed Instance, so each runs
 * in the runtime's InvokeStore: Powertools keeps a request's log keys there.
 */
process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= '64';
const invokeStore = await InvokeStore.getInstanceAsync();
// A store made before the variable was set (the AWS SDK makes one on its first call) holds one
// context for the whole process: it is still set once `run` has returned. Concurrent requests
// would then log under each other's ids, so such a process does not serve.
invokeStore.run({}, () => undefined);
if (invokeStore.hasContext())
  throw new Error(
    'The InvokeStore keeps one context for every request: set AWS_LAMBDA_MAX_CONCURRENCY before the first AWS SDK call (scripts/start.ts).',
  );

const modules = new Map<string, Promise<Handler>>();

// `npm start -- --bundled`: where a route's handler module is loaded from. By default the
// TypeScript source; `setHandlerSource` points it at the deployed bundles (dev/bundles.ts).
let handlerSource = (file: string): string => resolve(ROOT, file);

export function setHandlerSource(source: ((file: string) => string) | undefined): void {
  handlerSource = source ?? ((file) => resolve(ROOT, file));
  modules.clear();
}

function loadHandler(file: string): Promise<Handler> {
  let loaded = modules.get(file);
  if (!loaded) {
    loaded = import(pathToFileURL(handlerSource(file)).href).then(
      (module: { handler: Handler }) => module.handler,
    );
    modules.set(file, loaded);
  }
  return loaded;
}

function match(method: string, path: string) {
  for (const route of compiled) {
    if (route.method !== method) continue;
    const found = route.pattern.exec(path);
    if (!found) continue;
    const pathParameters: Record<string, string> = {};
    route.params.forEach((name, i) => {
      const raw = found[i + 1] ?? '';
      try {
        pathParameters[name] = decodeURIComponent(raw);
      } catch {
        pathParameters[name] = raw;
      }
    });
    return { route, pathParameters };
  }
  return undefined;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > GATEWAY_MAX_BODY) break;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

const TEXTUAL = /^(application\/(json|.*\+json|x-www-form-urlencoded|xml)|text\/)/i;

/** What the adapter needs of an HTTP request, from a socket or built by a test. */
export interface RawRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: Buffer | string | undefined;
  sourceIp?: string;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

export function toEvent(request: RawRequest): { event: APIGatewayProxyEventV2; handler: string } {
  const method = request.method.toUpperCase();
  const body =
    typeof request.body === 'string' ? Buffer.from(request.body) : (request.body ?? Buffer.alloc(0));
  const url = request.url;
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const rawQueryString = queryAt === -1 ? '' : url.slice(queryAt + 1);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  // Own properties only, as API Gateway's JSON event has them: `?__proto__=1` or `?constructor=1`
  // must reach the handler as parameters of those names, not touch (or read) Object.prototype.
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    const joined = Object.hasOwn(query, name) ? `${query[name]},${value}` : value;
    Object.defineProperty(query, name, {
      value: joined,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  let decodedPath = rawPath;
  try {
    decodedPath = decodeURIComponent(rawPath);
  } catch {
    // API Gateway would reject the request; matching on the raw path gives the same 404.
  }
  const found = match(method, decodedPath);
  const now = new Date();
  const contentType = headers['content-type'] ?? '';
  const textual = body.length === 0 || TEXTUAL.test(contentType) || contentType === '';
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: found ? found.route.key : '$default',
    rawPath,
    rawQueryString,
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(found && found.route.params.length ? { pathParameters: found.pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: decodedPath,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: found ? found.route.key : '$default',
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: textual ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !textual,
  };
  return { event, handler: found ? found.route.handler : NOT_FOUND_HANDLER };
}

function lambdaContext(name: string, requestId: string): Context {
  const deadline = Date.now() + 29_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: '256',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/**
 * API Gateway's part of a request done (the route found, the event and the Lambda context built,
 * the handler module loaded): what is left is the invocation, the code a function runs on AWS.
 */
async function prepare(
  request: RawRequest,
): Promise<{ event: APIGatewayProxyEventV2; run: () => Promise<APIGatewayProxyStructuredResultV2> }> {
  const { event, handler } = toEvent(request);
  const invoke = await loadHandler(handler);
  const context = lambdaContext(handler, event.requestContext.requestId);
  const scope = { [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: context.awsRequestId };
  return { event, run: () => invokeStore.run(scope, () => invoke(event, context)) };
}

/** The invocation alone, ready to run: what a function runs on AWS, without API Gateway's part. */
export async function invocation(
  request: RawRequest,
): Promise<() => Promise<APIGatewayProxyStructuredResultV2>> {
  return (await prepare(request)).run;
}

function toRawResponse(result: APIGatewayProxyStructuredResultV2): RawResponse {
  const body =
    result.body === undefined
      ? undefined
      : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  return { status: result.statusCode ?? 200, headers, body };
}

/** Routes one request to its handler module and returns what API Gateway would send back. */
export async function dispatch(request: RawRequest): Promise<RawResponse> {
  return toRawResponse(await (await invocation(request))());
}

/** One terminal line per request for `npm start`: what a developer scans, not the JSON logs. */
export function requestLine(
  method: string,
  url: string,
  status: number,
  milliseconds: number,
  requestId: string | undefined,
): string {
  // The path only: a query string may carry what does not belong in a terminal's scrollback.
  const path = maskCredentials(url.split('?')[0] ?? '');
  return `${method} ${path} ${status} ${Math.round(milliseconds)} ms ${requestId ?? '-'}`;
}

/**
 * Path parameters that are credentials: the payer's page token, the PSP notice path's secret. The
 * stage's access log writes the route key for the same reason (lib/http/access-log.ts).
 */
const CREDENTIAL_PARAMS = new Set(['token', 'secret']);

/**
 * Where a credential sits in a path, from every route that has one: the literal segments before
 * it, and the credential segment. A path that only begins like such a route (an unknown suffix, a
 * wrong method) is masked too.
 */
const credentialPrefixes: RegExp[] = routesFor(config().environment).flatMap((route) => {
  const segments = route.path.split('/');
  const at = segments.findIndex((segment) => CREDENTIAL_PARAMS.has(/^\{(\w+)\}$/.exec(segment)?.[1] ?? ''));
  if (at === -1) return [];
  const before = segments
    .slice(0, at)
    .map((segment) => (segment.startsWith('{') ? '[^/]*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return [new RegExp(`^(${before.join('/')}/)[^/]*`)];
});

// The dashboard's sign-in link holds its token in a row's generic `{id}`: masked by its path.
credentialPrefixes.push(/^(\/dashboard\/sign-in\/)[^/?]*/);

/** `path` with every credential segment replaced by `***`. */
export function maskCredentials(path: string): string {
  return credentialPrefixes.reduce((masked, prefix) => masked.replace(prefix, '$1***'), path);
}

/**
 * What the server writes per request: `terminal`, a short line for a developer (`npm start`);
 * `json`, the line API Gateway's stage writes to its access log (lib/http/access-log.ts).
 */
export type RequestLog = 'terminal' | 'json' | 'none';

async function serve(request: IncomingMessage, response: ServerResponse, log: RequestLog): Promise<void> {
  const started = performance.now();
  const { event, run } = await prepare({
    method: request.method ?? 'GET',
    url: request.url ?? '/',
    // This server speaks plain HTTP, whatever the client claims (lib/http/api.ts: no HSTS then).
    headers: { ...request.headers, 'x-forwarded-proto': 'http' },
    body: await readBody(request),
    sourceIp: request.socket.remoteAddress,
  });
  const invoked = performance.now();
  const result = toRawResponse(await run());
  const integrationMs = performance.now() - invoked;
  // Before the answer is sent, so a client that reads the log after its answer finds the line.
  if (log === 'terminal')
    console.log(
      requestLine(
        request.method ?? 'GET',
        request.url ?? '/',
        result.status,
        performance.now() - started,
        result.headers['x-request-id'],
      ),
    );
  else if (log === 'json')
    process.stdout.write(
      `${JSON.stringify(
        accessLogLine(event, {
          status: result.status,
          bytes: result.body?.length ?? 0,
          integrationMs,
          responseMs: performance.now() - started,
        }),
      )}\n`,
    );
  response.writeHead(result.status, {
    ...result.headers,
    ...(result.body ? { 'content-length': String(result.body.length) } : {}),
  });
  response.end(result.body);
}

export interface LocalServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function startLocalServer(
  port: number,
  host = '127.0.0.1',
  options: { log?: RequestLog } = {},
): Promise<LocalServer> {
  // It trusts the machine it runs on: page URLs from the Host header, webhooks to loopback.
  if (!runsLocally()) throw new Error('the local server runs in local mode only: set LOCAL_MODE=true');
  const server = createServer((request, response) => {
    serve(request, response, options.log ?? 'none').catch((error: unknown) => {
      // Only a fault of this adapter lands here; handlers answer their own errors.
      console.error(error);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Internal server error' }));
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    server,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}
