/**
 * The process the deployed-mode test runs the stack's functions in (test/support/deployed/stack.ts
 * starts it with an empty environment and talks to it over IPC). It runs one invocation at a time:
 * before each, `process.env` becomes exactly the function's environment (its template's variables,
 * Lambda's own, and the test's endpoints), and the working directory its bundle's folder, as
 * `/var/task` is on Lambda. Each bundle carries its own copy of every module (configuration, SDK
 * clients), so a function sees only what its own environment gave it. Reads of a variable the
 * function was not given are reported with the answer.
 *
 * Run by Node directly (its type stripping): node built-ins only, erasable TypeScript only.
 */
import { isIP, Socket } from 'node:net';
import { pathToFileURL } from 'node:url';

interface Invoke {
  id: number;
  bundle: string;
  dir: string;
  env: Record<string, string>;
  event: unknown;
  context: { functionName: string; memoryLimitInMB: string; timeoutMs: number; logGroupName: string };
  /**
   * Public addresses that stand for a server of the test on loopback (a merchant's PSP, which a
   * deployed stage reaches only at a public address): a connection to one goes to the loopback
   * address given, on the same port.
   */
  reach: Record<string, string>;
  /** The time the invocation's clock shows when it starts (a scheduled event's `time`). */
  at?: number;
}

interface Answer {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: string;
  /** Variables the function read and was not given, in the order first read. */
  missing: string[];
  /** Connections it tried beyond loopback (`host:port`), all refused. */
  refused: string[];
}

type Handler = (event: unknown, context: unknown) => Promise<unknown>;

let values: Record<string, string> = {};
let reach: Record<string, string> = {};
let missing = new Set<string>();
let refused: string[] = [];

process.env = new Proxy({} as NodeJS.ProcessEnv, {
  get(_, name) {
    if (typeof name !== 'string') return undefined;
    if (Object.hasOwn(values, name)) return values[name];
    missing.add(name);
    return undefined;
  },
  has(_, name) {
    if (typeof name !== 'string') return false;
    if (!Object.hasOwn(values, name)) missing.add(name);
    return Object.hasOwn(values, name);
  },
  set(_, name, value) {
    values[String(name)] = String(value);
    return true;
  },
  deleteProperty(_, name) {
    delete values[String(name)];
    return true;
  },
  ownKeys: () => Reflect.ownKeys(values),
  getOwnPropertyDescriptor(_, name) {
    return typeof name === 'string' && Object.hasOwn(values, name)
      ? { value: values[name], enumerable: true, configurable: true, writable: true }
      : undefined;
  },
});

/**
 * Nothing a function sends leaves this machine: a connection goes to loopback (the test's AWS) or
 * is refused, as a receiver that is down would refuse it. A webhook to a public address is
 * attempted as on AWS, and fails there.
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);
const connect = Socket.prototype.connect;
Socket.prototype.connect = function (this: Socket, ...args: unknown[]) {
  // net.connect() passes its normalized arguments as one array; a direct call passes them as is.
  const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
  const options =
    typeof first === 'object' && first !== null
      ? (first as { host?: string; port?: number; path?: string | null })
      : typeof first === 'number' || /^\d+$/.test(String(first))
        ? { port: Number(first), host: typeof args[1] === 'string' ? args[1] : undefined }
        : { path: String(first) };
  const host = options.host ?? 'localhost';
  // An HTTPS request's options carry `path: null` (TLS over TCP): only a path names a local socket.
  const tcp = options.path === undefined || options.path === null;
  const stand = reach[host];
  if (tcp && stand !== undefined) {
    options.host = stand;
    return connect.apply(this, args as Parameters<typeof connect>);
  }
  if (tcp && !LOOPBACK.has(host) && !(isIP(host) && host.startsWith('127.'))) {
    refused.push(`${host}:${String(options.port)}`);
    const error = Object.assign(new Error(`connect ECONNREFUSED ${host}:${String(options.port)}`), {
      code: 'ECONNREFUSED',
    });
    process.nextTick(() => this.destroy(error));
    return this;
  }
  return connect.apply(this, args as Parameters<typeof connect>);
} as typeof connect;

/** A clock that reads `offset` ms from the machine's; `Date` as given, `instanceof` unchanged. */
type Constructor = new (...args: unknown[]) => object;
const RealDate = Date;
const shiftedDate = (offset: number): DateConstructor =>
  new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget: Constructor) =>
      Reflect.construct(
        target as unknown as Constructor,
        args.length === 0 ? [RealDate.now() + offset] : args,
        newTarget,
      ),
    apply: () => new RealDate(RealDate.now() + offset).toString(),
    get: (target, name, receiver) =>
      name === 'now' ? () => RealDate.now() + offset : (Reflect.get(target, name, receiver) as unknown),
  });

const modules = new Map<string, Promise<Handler>>();
let failure: string | undefined;

// On Lambda an unhandled rejection or exception ends the invocation with an error.
process.on('unhandledRejection', (reason) => {
  failure ??= `unhandled rejection: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`;
});
process.on('uncaughtException', (error) => {
  failure ??= `uncaught exception: ${error.stack ?? error.message}`;
});

const describe = (error: unknown): string =>
  error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);

async function invoke(message: Invoke): Promise<Answer> {
  values = { ...message.env };
  reach = message.reach;
  globalThis.Date = message.at === undefined ? RealDate : shiftedDate(message.at - RealDate.now());
  missing = new Set();
  refused = [];
  failure = undefined;
  process.chdir(message.dir);
  const requestId = crypto.randomUUID();
  const deadline = RealDate.now() + message.context.timeoutMs;
  const context = {
    callbackWaitsForEmptyEventLoop: true,
    functionName: message.context.functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${values.AWS_REGION}:000000000000:function:${message.context.functionName}`,
    memoryLimitInMB: message.context.memoryLimitInMB,
    awsRequestId: requestId,
    logGroupName: message.context.logGroupName,
    logStreamName: '2026/01/01/[$LATEST]deployed-test',
    getRemainingTimeInMillis: () => Math.max(0, deadline - RealDate.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    let loaded = modules.get(message.bundle);
    if (!loaded) {
      loaded = import(pathToFileURL(message.bundle).href).then(
        (module: { handler: Handler }) => module.handler,
      );
      modules.set(message.bundle, loaded);
    }
    const handler = await loaded;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Task timed out after ${message.context.timeoutMs / 1000} seconds`)),
        Math.max(0, deadline - RealDate.now()),
      );
    });
    const result = await Promise.race([handler(message.event, context), timeout]);
    // A rejection left behind by the invocation surfaces once its microtasks have run.
    await new Promise((resolve) => setImmediate(resolve));
    const seen = { missing: [...missing], refused };
    if (failure) return { id: message.id, ok: false, error: failure, ...seen };
    return { id: message.id, ok: true, result: result ?? null, ...seen };
  } catch (error) {
    return { id: message.id, ok: false, error: describe(error), missing: [...missing], refused };
  } finally {
    clearTimeout(timer);
    globalThis.Date = RealDate;
  }
}

process.on('message', (message: Invoke) => {
  void invoke(message).then((answer) => process.send!(answer));
});
process.send!({ ready: true });
