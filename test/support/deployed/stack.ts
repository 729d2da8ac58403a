import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { App } from 'aws-cdk-lib';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnElement } from 'aws-cdk-lib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { build } from 'esbuild';
import { buildBundles } from '../../../dev/bundles.js';
import { toEvent } from '../../../dev/server.js';
import { BUNDLE_FILE, esbuildOptions } from '../../../infra/bundling.js';
import { entryOf, PROJECT_ROOT } from '../../../infra/function.js';
import { readStageSettings } from '../../../infra/settings.js';
import { MerchantPaymentsStack, stackName } from '../../../infra/stack.js';
import { statementsOf, type Statement } from '../iam.js';
import type { SendOptions, Transport } from '../../security/support/http.js';
import type { Reply } from '../../security/support/templates.js';
import { REGION, TemplateValues, type Resources } from './cloudformation.js';
import { FakeAws, type AwsCall } from './fake-aws.js';
import { accessRequests, allows, type Lookups } from './policy.js';

/**
 * The stack as AWS would run it, on this machine: the template synthesized with cdk.json's context,
 * every function's production bundle (infra/bundling.ts), run in a child process that sees nothing
 * of the test's environment (test/support/deployed/host.ts), one invocation at a time, each with
 * exactly the environment its template gives it (values resolved as CloudFormation would,
 * test/support/deployed/cloudformation.ts), Lambda's own variables, dummy credentials, and the
 * endpoints of the test's AWS (DynamoDB Local behind a recording proxy, and fakes of the other
 * services, test/support/deployed/fake-aws.ts). A request reaches the function the template's
 * routes name for it; stream, queue and schedule events are the test's to send to the functions
 * the template's event sources and rules name.
 */
export interface DeployedFunction {
  /** The logical id in the template. */
  id: string;
  entry: string;
  description: string;
  bundle: string;
  /** The variables of its template, resolved. */
  variables: Record<string, string>;
  /** The whole environment it runs with. */
  env: Record<string, string>;
  statements: Statement[];
  timeoutMs: number;
  memory: string;
}

export interface Invocation {
  seq: number;
  fn: DeployedFunction;
  /** What was invoked: a route and path, or an event source. */
  label: string;
  ok: boolean;
  result?: unknown;
  error?: string;
  /** Variables the function read and was not given. */
  missing: string[];
  /** Connections it tried beyond loopback (`host:port`): the functions' process refuses them. */
  refused: string[];
  /** What the function wrote to stdout and stderr (its logs). */
  output: string;
  /** The HTTP status API Gateway answered (a failed invocation is its 500). */
  status?: number;
  calls: AwsCall[];
}

/** Lambda's own variables (what the runtime sets on every function), credentials aside. */
function lambdaVariables(fn: { id: string; memory: string; dir: string }): Record<string, string> {
  return {
    AWS_REGION: REGION,
    AWS_DEFAULT_REGION: REGION,
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
    AWS_LAMBDA_FUNCTION_NAME: fn.id,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: fn.memory,
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
    AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${fn.id}`,
    AWS_LAMBDA_LOG_STREAM_NAME: '2026/01/01/[$LATEST]deployed-test',
    LAMBDA_TASK_ROOT: fn.dir,
    LAMBDA_RUNTIME_DIR: '/var/runtime',
    _HANDLER: 'index.handler',
    LANG: 'en_US.UTF-8',
    TZ: ':UTC',
    PATH: '/usr/local/bin:/usr/bin/:/bin',
    // The role's session, as Lambda hands it over; the test's AWS accepts any.
    AWS_ACCESS_KEY_ID: 'ASIADEPLOYEDTEST0000',
    AWS_SECRET_ACCESS_KEY: 'deployed-test',
    AWS_SESSION_TOKEN: 'deployed-test',
  };
}

const HOST = join(import.meta.dirname, 'host.ts');
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems', 'BatchWriteItem']);

/** A folder per entry: `functions/jobs/sweep.ts` -> `functions-jobs-sweep`. */
const folderOf = (entry: string): string => entry.replace(/\.ts$/, '').replace(/[^\w]+/g, '-');

export class LocalDeployment {
  readonly functions = new Map<string, DeployedFunction>();
  readonly invocations: Invocation[] = [];
  /** Output of the functions' process outside any invocation. */
  stray = '';
  readonly values: TemplateValues;
  readonly resources: Resources;
  private readonly routes = new Map<string, string>();
  private current: Invocation | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private host: ChildProcess | undefined;
  private pending: ((answer: HostAnswer) => void) | undefined;
  private readonly aws: FakeAws;
  /** Every variable name some function's template gives. */
  private readonly given = new Set<string>();
  /** Public addresses that stand for loopback ones (test/support/deployed/host.ts). */
  private reach: Record<string, string> = {};

  private constructor(
    readonly stack: MerchantPaymentsStack,
    template: Record<string, unknown>,
    tableName: string,
    dynamoEndpoint: string,
    readonly outDir: string,
  ) {
    this.resources = template.Resources as Resources;
    this.values = new TemplateValues(this.resources, {
      tableName: () => tableName,
      queueOrigin: () => this.aws.url,
    });
    this.aws = new FakeAws(this.values, dynamoEndpoint);
  }

  /** Synthesizes the stack, builds its bundles into `outDir` and starts the functions' process. */
  static async start(options: {
    tableName: string;
    dynamoEndpoint: string;
    outDir: string;
    context?: Record<string, unknown>;
    /** Secrets the operator created outside the stack, by name (the stack imports them). */
    secrets?: Record<string, string>;
    /**
     * Public addresses a function reaches on a server of the test, each with the loopback address
     * it stands for (a merchant's PSP, which a deployed stage reaches only at a public address).
     */
    reach?: Record<string, string>;
    /**
     * The entries (`functions/…ts`) whose bundles to build, when a test runs only those: invoking
     * another function fails. Every function when absent.
     */
    only?: readonly string[];
  }): Promise<LocalDeployment> {
    const cdkContext = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')).context as Record<
      string,
      unknown
    >;
    const app = new App({
      context: { ...cdkContext, 'aws:cdk:bundling-stacks': [], ...options.context },
    });
    const settings = readStageSettings(app.node);
    const stack = new MerchantPaymentsStack(app, stackName(settings.stage), { settings });
    const template = Template.fromStack(stack).toJSON() as Record<string, unknown>;
    const deployment = new LocalDeployment(
      stack,
      template,
      options.tableName,
      options.dynamoEndpoint,
      options.outDir,
    );
    for (const [name, value] of Object.entries(options.secrets ?? {}))
      deployment.values.addSecret(name, value);
    deployment.reach = { ...options.reach };
    await deployment.aws.start();
    await deployment.prepare(options.only);
    await deployment.spawn();
    return deployment;
  }

  private async prepare(only: readonly string[] | undefined): Promise<void> {
    const built = (entry: string) => only?.includes(entry) ?? true;
    const entries = new Map<string, string>();
    for (const construct of this.stack.node.findAll()) {
      if (!(construct instanceof NodejsFunction)) continue;
      const entry = entryOf(construct);
      if (!entry) throw new Error(`${construct.node.path} was not built by apiFunction()`);
      entries.set(this.stack.getLogicalId(construct.node.defaultChild as CfnElement), entry);
    }
    // The route functions as `npm start -- --bundled` builds them (assets and document beside
    // them); the others (webhooks, sweeper) the same way, with nothing beside them.
    const { files } = await buildBundles(PROJECT_ROOT, this.outDir, built);
    await Promise.all(
      [...new Set(entries.values())]
        .filter((entry) => built(entry) && !files.has(entry))
        .map(async (entry) => {
          const file = join(this.outDir, folderOf(entry), BUNDLE_FILE);
          await build(esbuildOptions(resolve(PROJECT_ROOT, entry), file));
          files.set(entry, file);
        }),
    );
    const memory = (props: Record<string, unknown>) => String(props.MemorySize ?? 128);
    for (const [id, resource] of Object.entries(this.resources)) {
      if (resource.Type !== 'AWS::Lambda::Function') continue;
      const props = resource.Properties ?? {};
      const entry = entries.get(id);
      if (!entry) throw new Error(`no entry for the function ${id}`);
      if (props.Handler !== 'index.handler' || !String(props.Runtime).startsWith('nodejs'))
        throw new Error(`${id}: ${String(props.Runtime)} ${String(props.Handler)} is not what the test runs`);
      const variables = Object.fromEntries(
        Object.entries(
          ((props.Environment as { Variables?: object } | undefined)?.Variables ?? {}) as object,
        ).map(([name, value]) => [name, this.values.text(this.values.resolve(value))]),
      );
      for (const name of Object.keys(variables)) this.given.add(name);
      // A function not built has no bundle; its folder is where it would be.
      const bundle = files.get(entry) ?? join(this.outDir, folderOf(entry), BUNDLE_FILE);
      const role = (props.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const fn = { id, memory: memory(props), dir: dirname(bundle) };
      this.functions.set(id, {
        id,
        entry,
        description: String(props.Description ?? ''),
        bundle,
        variables,
        env: {
          ...variables,
          ...lambdaVariables(fn),
          // The test's AWS: DynamoDB Local behind the recording proxy, the fakes of the rest.
          DYNAMODB_ENDPOINT: this.aws.url,
          AWS_ENDPOINT_URL: this.aws.url,
        },
        statements: statementsOf(this.resources as Parameters<typeof statementsOf>[0], role).map(
          (statement) => this.values.resolve(statement) as Statement,
        ),
        timeoutMs: Number(props.Timeout ?? 3) * 1000,
        memory: fn.memory,
      });
    }
    for (const [id, resource] of Object.entries(this.resources)) {
      if (resource.Type !== 'AWS::ApiGatewayV2::Route') continue;
      const target = this.values.text(this.values.resolve(resource.Properties!.Target));
      const integration = this.resources[target.replace(/^integrations\//, '')];
      if (!integration) throw new Error(`route ${id} targets ${target}, which the template lacks`);
      const arn = this.values.text(this.values.resolve(integration.Properties!.IntegrationUri));
      this.routes.set(String(resource.Properties!.RouteKey), this.byArn(arn).id);
    }
  }

  private byArn(arn: string): DeployedFunction {
    for (const fn of this.functions.values())
      if (this.values.getAtt(fn.id, 'Arn') === arn || this.values.ref(fn.id) === arn) return fn;
    throw new Error(`no function ${arn}`);
  }

  private async spawn(): Promise<void> {
    const first = [...this.functions.values()].find((fn) => existsSync(fn.bundle))!;
    const nodeOptions = new Set([...this.functions.values()].map((fn) => fn.env.NODE_OPTIONS ?? ''));
    if (nodeOptions.size !== 1)
      throw new Error(`functions differ in NODE_OPTIONS: ${[...nodeOptions].join(' | ')}`);
    // Read by Node when the process starts, as on Lambda; the rest per invocation.
    const host = fork(HOST, [], {
      env: { NODE_OPTIONS: first.env.NODE_OPTIONS ?? '', TZ: first.env.TZ ?? '', PATH: first.env.PATH ?? '' },
      execArgv: [],
      cwd: dirname(first.bundle),
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    this.host = host;
    const collect = (chunk: Buffer) => {
      if (this.current) this.current.output += chunk.toString('utf8');
      else this.stray += chunk.toString('utf8');
    };
    host.stdout!.on('data', collect);
    host.stderr!.on('data', collect);
    await new Promise<void>((ready, fail) => {
      host.once('message', () => ready());
      host.once('exit', (code) => fail(new Error(`the functions' process exited (${code}): ${this.stray}`)));
    });
    host.on('message', (answer: HostAnswer) => {
      const pending = this.pending;
      this.pending = undefined;
      pending?.(answer);
    });
    host.on('exit', (code) => {
      const pending = this.pending;
      this.pending = undefined;
      pending?.({
        id: -1,
        ok: false,
        error: `the functions' process exited (${code})`,
        missing: [],
        refused: [],
      });
    });
  }

  async close(): Promise<void> {
    if (this.host && this.host.exitCode === null) {
      const exited = new Promise((done) => this.host!.once('exit', done));
      this.host.kill();
      await exited;
    }
    await this.aws.close();
  }

  /** The function of a route key, as the template's routes name it (`$default` included). */
  routeFunction(routeKey: string): DeployedFunction {
    const id = this.routes.get(routeKey);
    if (!id) throw new Error(`the template has no route ${routeKey}`);
    return this.functions.get(id)!;
  }

  /** The event source mappings of the template, with the function each feeds. */
  eventSources(): { fn: DeployedFunction; source: string; batchSize: number; patterns: unknown[] }[] {
    return Object.values(this.resources)
      .filter((resource) => resource.Type === 'AWS::Lambda::EventSourceMapping')
      .map(({ Properties: props = {} }) => ({
        fn: this.functions.get(this.values.text(this.values.resolve(props.FunctionName)))!,
        source: this.values.text(this.values.resolve(props.EventSourceArn)),
        batchSize: Number(props.BatchSize ?? 10),
        patterns: (
          (props.FilterCriteria as { Filters?: { Pattern: string }[] } | undefined)?.Filters ?? []
        ).map((filter) => JSON.parse(filter.Pattern) as unknown),
      }));
  }

  /** The functions EventBridge rules run on a schedule. */
  scheduled(): DeployedFunction[] {
    return Object.values(this.resources)
      .filter((resource) => resource.Type === 'AWS::Events::Rule' && resource.Properties?.ScheduleExpression)
      .flatMap(({ Properties: props = {} }) =>
        ((props.Targets ?? []) as { Arn: unknown }[]).map((target) =>
          this.byArn(this.values.text(this.values.resolve(target.Arn))),
        ),
      );
  }

  /** The queue URL of the queue with this ARN. */
  queueUrl(arn: string): string {
    for (const [id, resource] of Object.entries(this.resources))
      if (resource.Type === 'AWS::SQS::Queue' && this.values.getAtt(id, 'Arn') === arn)
        return this.values.ref(id);
    throw new Error(`no queue ${arn}`);
  }

  /** Takes what waits on the queue of `arn`, as its event source would. */
  receive(arn: string) {
    return this.aws.receive(this.queueUrl(arn));
  }

  /**
   * Runs one invocation of `fn` with `event`; invocations run one at a time, in order. `at`: the
   * time the function's clock shows when it starts (the machine's when absent).
   */
  invoke(fn: DeployedFunction, event: unknown, label: string, at?: Date): Promise<Invocation> {
    const run = this.queue.then(() => this.run(fn, event, label, at));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async run(
    fn: DeployedFunction,
    event: unknown,
    label: string,
    at: Date | undefined,
  ): Promise<Invocation> {
    if (!existsSync(fn.bundle)) throw new Error(`${fn.description || fn.id}: its bundle was not built`);
    const invocation: Invocation = {
      seq: this.invocations.length + 1,
      fn,
      label,
      ok: false,
      missing: [],
      refused: [],
      output: '',
      calls: [],
    };
    this.invocations.push(invocation);
    this.current = invocation;
    this.aws.current = invocation.seq;
    try {
      const answer = await new Promise<HostAnswer>((answered) => {
        this.pending = answered;
        this.host!.send({
          id: invocation.seq,
          bundle: fn.bundle,
          dir: dirname(fn.bundle),
          env: fn.env,
          event,
          reach: this.reach,
          ...(at === undefined ? {} : { at: at.getTime() }),
          context: {
            functionName: fn.id,
            memoryLimitInMB: fn.memory,
            timeoutMs: fn.timeoutMs,
            logGroupName: fn.env.AWS_LAMBDA_LOG_GROUP_NAME,
          },
        });
      });
      Object.assign(invocation, {
        ok: answer.ok,
        result: answer.result,
        error: answer.error,
        missing: answer.missing,
        refused: answer.refused,
      });
    } finally {
      this.current = undefined;
      this.aws.current = undefined;
    }
    invocation.calls = this.aws.calls.filter((call) => call.invocation === invocation.seq);
    return invocation;
  }

  /** A request through API Gateway: the route's function (or `$default`'s), as a client sees it. */
  readonly transport: Transport = async (method, path, options: SendOptions = {}) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
    if (options.key !== undefined) headers.authorization = `ApiKey ${options.key}`;
    let body: Buffer | undefined;
    if (options.json !== undefined) {
      body = Buffer.from(JSON.stringify(options.json));
      headers['content-type'] ??= 'application/json';
    } else if (options.raw !== undefined) {
      body = Buffer.from(options.raw);
    }
    const domain = new URL(this.apiEndpoint).host;
    const { event } = toEvent({
      method,
      url: path,
      headers: { ...headers, host: domain },
      body,
      sourceIp: '198.51.100.7',
    });
    Object.assign(event.requestContext, {
      accountId: '000000000000',
      apiId: domain.split('.')[0],
      domainPrefix: domain.split('.')[0],
    });
    const invocation = await this.invoke(this.routeFunction(event.routeKey), event, `${method} ${path}`);
    const reply = toReply(invocation);
    invocation.status = reply.status;
    return reply;
  };

  /** The API's own endpoint, as the template gives it. */
  get apiEndpoint(): string {
    const api = Object.keys(this.resources).find(
      (id) => this.resources[id]!.Type === 'AWS::ApiGatewayV2::Api',
    );
    if (!api) throw new Error('the template has no HTTP API');
    return this.values.getAtt(api, 'ApiEndpoint');
  }

  /** The files of every function's folder, to find any a function wrote beside its code. */
  files(): Map<string, string[]> {
    return new Map(
      [...this.functions.values()]
        .filter((fn) => existsSync(fn.bundle))
        .map((fn) => [fn.id, readdirSync(dirname(fn.bundle), { recursive: true }).map(String).sort()]),
    );
  }

  private readonly lookups: Lookups = {
    tableArn: (name) => {
      const id = Object.keys(this.resources).find(
        (candidate) =>
          this.resources[candidate]!.Type === 'AWS::DynamoDB::Table' && this.values.ref(candidate) === name,
      );
      if (!id) throw new Error(`no table ${name}`);
      return this.values.getAtt(id, 'Arn');
    },
    partitionKey: (tableName, indexName) => {
      const table = Object.entries(this.resources).find(
        ([id, resource]) => resource.Type === 'AWS::DynamoDB::Table' && this.values.ref(id) === tableName,
      )?.[1];
      type KeySchema = { AttributeName: string; KeyType: string }[];
      const props = (table?.Properties ?? {}) as {
        KeySchema?: KeySchema;
        GlobalSecondaryIndexes?: { IndexName: string; KeySchema: KeySchema }[];
      };
      const schema =
        indexName === undefined
          ? props.KeySchema
          : props.GlobalSecondaryIndexes?.find((index) => index.IndexName === indexName)?.KeySchema;
      const hash = schema?.find((key) => key.KeyType === 'HASH')?.AttributeName;
      if (!hash) throw new Error(`no partition key for ${tableName} ${indexName ?? ''}`);
      return hash;
    },
    queueArn: (url) => this.aws.queueArn(url),
    keyArn: (keyId) => this.aws.keyArn(keyId),
    dataKeyArn: (blob) => this.aws.dataKeyArn(blob),
    secretArn: (id) => this.values.secret(id)?.arn ?? id,
  };

  /**
   * What is wrong with an invocation, as a deployed stage would show it: it failed, or answered
   * 5xx (with what it had written by then); it called AWS for something the test does not fake,
   * or that its role does not allow, or past the test's endpoints; it read a variable the stack
   * gives other functions but not it.
   */
  problems(invocation: Invocation): string[] {
    const { fn } = invocation;
    const found: string[] = [];
    const where = `${fn.description || fn.id} (${invocation.label})`;
    const committed = invocation.calls
      .filter((call) => call.service === 'dynamodb' && WRITES.has(call.operation) && call.status === 200)
      .map(
        (call) =>
          `${call.operation} ${JSON.stringify(call.input.Key ?? call.input.Item ?? '').slice(0, 120)}`,
      );
    const logs = invocation.output.split('\n').slice(-15).join('\n');
    if (!invocation.ok)
      found.push(
        `${where} failed: ${invocation.error}\nwrites committed: ${committed.join('; ') || 'none'}\n${logs}`,
      );
    else if ((invocation.status ?? 0) >= 500)
      found.push(
        `${where} answered ${invocation.status} after ${committed.length} committed writes: ${committed.join('; ') || 'none'}\n${JSON.stringify(invocation.result).slice(0, 400)}\n${logs}`,
      );
    for (const call of invocation.calls) {
      if (call.unknown) {
        found.push(`${where} called ${call.service}.${call.operation}, which the test does not fake`);
        continue;
      }
      for (const request of accessRequests(call, this.lookups))
        if (!allows(fn.statements, request))
          found.push(
            `${where}: its role does not allow ${request.action} on ${request.resource} ${JSON.stringify(request.context)}`,
          );
    }
    const aws = invocation.refused.filter((target) => /\.amazonaws\.com(:\d+)?$/.test(target));
    if (aws.length) found.push(`${where} sent to ${aws.join(', ')}: AWS outside the test's endpoints`);
    const lacking = invocation.missing.filter((name) => this.given.has(name) && !(name in fn.variables));
    if (lacking.length)
      found.push(`${where} read ${lacking.join(', ')}, which the stack gives other functions but not it`);
    return found;
  }

  /** The AWS calls that came while no invocation ran (work a function left running). */
  strayCalls(): AwsCall[] {
    return this.aws.calls.filter((call) => call.invocation === undefined);
  }
}

interface HostAnswer {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: string;
  missing: string[];
  refused: string[];
}

/** What API Gateway (HTTP API, payload 2.0) sends the client for an invocation. */
function toReply(invocation: Invocation): Reply {
  if (!invocation.ok)
    return {
      status: 500,
      headers: { 'content-type': 'application/json' },
      text: '{"message":"Internal Server Error"}',
      json: { message: 'Internal Server Error' },
    };
  const result = invocation.result as APIGatewayProxyStructuredResultV2 | string | null;
  if (result === null || typeof result !== 'object' || !('statusCode' in result)) {
    const text = JSON.stringify(result);
    return { status: 200, headers: { 'content-type': 'application/json' }, text, json: result };
  }
  const headers = Object.fromEntries(
    Object.entries(result.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
  const text =
    result.body === undefined
      ? ''
      : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8').toString('utf8');
  let json: unknown;
  if ((headers['content-type'] ?? '').startsWith('application/json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: result.statusCode ?? 200, headers, text, json };
}
