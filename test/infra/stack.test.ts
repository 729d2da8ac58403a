import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import type { CfnElement } from 'aws-cdk-lib';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from 'esbuild';
import { BUNDLE_FILE, esbuildOptions, TIMEOUT_SECONDS } from '../../infra/bundling.js';
import { handlersThatSeal } from '../../infra/sealing.js';
import { routeSeals } from '../../lib/http/idempotency.js';
import { ExpirySweeper, SWEEP_HANDLER, SWEEP_TIMEOUT } from '../../infra/sweeper.js';
import {
  BACKGROUND_WRITES,
  ITEM_KINDS,
  kindsOf,
  LIVE_PIX_WRITES,
  routeWrites,
  type ItemKind,
} from '../../infra/table-writes.js';
import { Webhooks, WEBHOOK_HANDLERS } from '../../infra/webhooks.js';
import { keys } from '../../lib/db/keys.js';
import { PROJECT_ROOT } from '../../infra/function.js';
import { DEFAULT_CONCURRENCY, DEFAULT_THROTTLE } from '../../infra/settings.js';
import { ACCESS_LOG_FIELDS } from '../../lib/http/access-log.js';
import { encodeRouteMethods, ROUTE_METHODS_VARIABLE } from '../../lib/http/allowed-methods.js';
import { GLOBAL_SECONDARY_INDEXES, TABLE_KEYS } from '../../lib/db/table.js';
import { toEvent } from '../../dev/server.js';
import {
  isPublic,
  NOT_FOUND_HANDLER,
  routeKey,
  routes,
  routesFor,
  countsRequests,
  tableAccessOf,
  type Route,
} from '../../lib/api/routes.js';
import { buildOpenApiDocument, DEFAULT_SETTINGS, openApiDocument } from '../../lib/api/document.js';
import { PRERENDERED_DOCUMENT } from '../../lib/api/prerender.js';
import { newMerchant } from '../support/api.js';
import { TemplateValues, type Resources as TemplateResources } from '../support/deployed/cloudformation.js';
import { allows } from '../support/deployed/policy.js';
import { statementsOf as statementsOfRole, type Statement } from '../support/iam.js';
import { LIVE_PIX_CONTEXT, sharedSynth, synth, type Synth } from '../support/synth.js';

/**
 * Expectations come from the route table and the table schema, so a route another change adds is
 * checked without touching this file. The action lists are spelled out here on purpose: widening
 * the stack's permissions must fail a test, not silently move the expectation with it.
 */
const READ = ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'];
const WRITE = ['dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'];
const CHECK = 'dynamodb:ConditionCheckItem';

const allRoutes: readonly Route[] = routes;

const logicalId = (synth: Synth, construct: IConstruct): string =>
  synth.stack.getLogicalId(construct.node.defaultChild as CfnElement);

function functionOf(synth: Synth, route: Route) {
  const fn = synth.stack.routeFunctions.get(routeKey(route));
  if (!fn) throw new Error(`no function for ${routeKey(route)}`);
  return fn;
}

type Resources = Record<
  string,
  { Type: string; Properties: Record<string, unknown> } & Record<string, unknown>
>;

/** The Lambda function that API Gateway invokes for a route key, by logical id. */
function integratedFunction(template: Template, key: string): string {
  const found = Object.values(
    template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: key } }),
  );
  expect(found, `routes with key ${key}`).toHaveLength(1);
  const target = found[0]!.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
  expect(target['Fn::Join'][1][0]).toBe('integrations/');
  const integrationId = target['Fn::Join'][1][1].Ref;
  const integration = (template.toJSON().Resources as Resources)[integrationId]!;
  expect(integration.Type).toBe('AWS::ApiGatewayV2::Integration');
  expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
  const uri = integration.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] };
  expect(uri['Fn::GetAtt'][1]).toBe('Arn');
  return uri['Fn::GetAtt'][0];
}

const statementsOf = (template: Template, roleId: string): Statement[] =>
  statementsOfRole(template.toJSON().Resources as Resources, roleId);

const actionsOf = (statement: Statement): string[] =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];

function tableActions(statements: Statement[]): string[] {
  const actions = statements.filter((s) => s.Effect === 'Allow').flatMap(actionsOf);
  return [...new Set(actions.filter((action) => action.startsWith('dynamodb:')))].sort();
}

const notFoundVariables = (s: Synth): Record<string, string> =>
  s.template.toJSON().Resources[logicalId(s, s.stack.notFoundFunction)].Properties.Environment.Variables;

describe('stack (test stage, defaults)', () => {
  let s: Synth;
  let resources: Resources;
  beforeAll(() => {
    s = sharedSynth();
    resources = s.template.toJSON().Resources as Resources;
  });

  it('is named after its stage and can be deleted', () => {
    expect(s.stack.stackName).toBe('merchant-payments-test');
    expect(s.stack.terminationProtection).toBe(false);
  });

  it('has one route per route table row, each integrated with its own function', () => {
    const seen = new Set<string>();
    for (const route of allRoutes) {
      const fnId = integratedFunction(s.template, routeKey(route));
      expect(fnId).toBe(logicalId(s, functionOf(s, route)));
      seen.add(fnId);
    }
    expect(seen.size).toBe(allRoutes.length);
    // Nothing else is routed: the route table plus $default is the whole API.
    const keys = Object.values(s.template.findResources('AWS::ApiGatewayV2::Route')).map(
      (route) => route.Properties.RouteKey as string,
    );
    expect(keys.sort()).toEqual([...allRoutes.map(routeKey), '$default'].sort());
  });

  it("stays well inside CloudFormation's 500 resources a stack, with room for another area", () => {
    // Synthesis refuses more than 500; a route costs five (function, its role with its statements
    // inside, route, integration, permission), so 450 leaves room for a few more areas.
    expect(Object.keys(resources).length).toBeLessThanOrEqual(450);
    // A separate AWS::IAM::Policy per role would cost one more each (infra/function-role.ts).
    expect(s.template.findResources('AWS::IAM::Policy')).toEqual({});
  });

  it('has the stage write the access log, one JSON line per request of the fields the local server writes', () => {
    const stages = Object.values(s.template.findResources('AWS::ApiGatewayV2::Stage'));
    expect(stages).toHaveLength(1);
    const settings = stages[0]!.Properties.AccessLogSettings as { DestinationArn: unknown; Format: string };
    expect(JSON.parse(settings.Format)).toEqual(ACCESS_LOG_FIELDS);
    // The route key, never the path: a path can carry the payer's page token.
    expect(settings.Format).not.toContain('$context.path');
    const groupId = (settings.DestinationArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    expect(resources[groupId]).toMatchObject({
      Type: 'AWS::Logs::LogGroup',
      Properties: { RetentionInDays: 30 },
      DeletionPolicy: 'Delete',
    });
  });

  it('sends every unmatched request to the not-found function', () => {
    expect(integratedFunction(s.template, '$default')).toBe(logicalId(s, s.stack.notFoundFunction));
  });

  it("hands the not-found function the stage's paths and their methods, within Lambda's 4 KB of variables", () => {
    const variables = notFoundVariables(s);
    expect(variables[ROUTE_METHODS_VARIABLE]).toBe(encodeRouteMethods(routesFor('test')));
    expect(variables[ROUTE_METHODS_VARIABLE]).toContain('GET,PUT,DELETE /v1/coupons/{id}');
    // Lambda counts names and values; the sealing secret is a reference here, 64 characters deployed.
    const bytes = Object.entries(variables).reduce(
      (sum, [name, value]) => sum + name.length + (typeof value === 'string' ? value.length : 64),
      0,
    );
    expect(bytes).toBeLessThan(4096);
  });

  it('lets API Gateway, and only it, invoke every function', () => {
    const functionIds = [s.stack.notFoundFunction, ...s.stack.routeFunctions.values()].map((fn) =>
      logicalId(s, fn),
    );
    const permissions = Object.values(s.template.findResources('AWS::Lambda::Permission'));
    for (const id of functionIds) {
      const mine = permissions.filter(
        (p) => (p.Properties.FunctionName as { 'Fn::GetAtt'?: string[] })['Fn::GetAtt']?.[0] === id,
      );
      expect(mine.length, id).toBeGreaterThan(0);
      for (const permission of mine) {
        expect(permission.Properties).toMatchObject({
          Action: 'lambda:InvokeFunction',
          Principal: 'apigateway.amazonaws.com',
        });
        expect(permission.Properties.SourceArn).toBeDefined();
      }
    }
  });

  it('builds every function the same way: Node.js 24 on arm64, bundled ESM, with its settings', () => {
    const functions = s.template.findResources('AWS::Lambda::Function');
    // Only our own functions (routes, not-found, background workers such as the webhook
    // deliverer): no stray custom-resource functions (e.g. for log retention).
    const ours = s.stack.node.findAll().filter((c) => c instanceof NodejsFunction);
    expect(ours.length).toBeGreaterThanOrEqual(allRoutes.length + 1);
    expect(Object.keys(functions)).toHaveLength(ours.length);
    const tableId = logicalId(s, s.stack.table);
    // The expiry sweeper alone gets room for a backlog (checked in sweeper.test.ts).
    const sweepers = s.stack.node.findAll().filter((c) => c instanceof ExpirySweeper);
    const sweeperIds = sweepers.map((sweeper) => logicalId(s, sweeper.function));
    for (const [id, fn] of Object.entries(functions)) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: 256,
        Timeout: sweeperIds.includes(id) ? SWEEP_TIMEOUT.toSeconds() : TIMEOUT_SECONDS,
        Environment: {
          Variables: {
            TABLE_NAME: { Ref: tableId },
            APP_ENV: 'test',
            KEY_PREFIX: 'mp',
            BUSINESS_TIME_ZONE: 'America/Sao_Paulo',
            POWERTOOLS_SERVICE_NAME: 'merchant-payments',
            NODE_OPTIONS: '--enable-source-maps',
          },
        },
      });
      // Logs go to a log group of the stack, which carries a retention.
      const logGroup = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      expect(resources[logGroup]!.Type).toBe('AWS::Logs::LogGroup');
      expect(resources[logGroup]!.Properties.RetentionInDays).toEqual(expect.any(Number));
    }
  });

  it('gives each function its own role', () => {
    const functions = [s.stack.notFoundFunction, ...s.stack.routeFunctions.values()];
    const roles = new Set(functions.map((fn) => logicalId(s, fn.role!)));
    expect(roles.size).toBe(functions.length);
  });

  it('lets read routes (the payment page reads too) only read the table, and count their requests', () => {
    for (const route of allRoutes.filter((r) => tableAccessOf(r) === 'read')) {
      const statements = statementsOf(s.template, logicalId(s, functionOf(s, route).role!));
      if (!countsRequests(route)) {
        expect(tableActions(statements), routeKey(route)).toEqual(READ);
        continue;
      }
      expect(tableActions(statements), routeKey(route)).toEqual([...READ, 'dynamodb:UpdateItem'].sort());
      // The update reaches the rate-limit counters, and a keyed route's key use item, only.
      const update = statements.filter((statement) => actionsOf(statement).includes('dynamodb:UpdateItem'));
      expect(
        update.map((statement) => statement.Condition),
        routeKey(route),
      ).toEqual([
        { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['RATE#*'] } },
        ...(isPublic(route) ? [] : [{ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['KEYUSE#*'] } }]),
      ]);
    }
  });

  it('lets write routes (the payment page writes too) read, check and write table items, nothing more', () => {
    for (const route of allRoutes.filter((r) => tableAccessOf(r) === 'write')) {
      const statements = statementsOf(s.template, logicalId(s, functionOf(s, route).role!));
      // The PSP's notices write only with its API Pix (checked in live-pix.test.ts).
      const writes = routeWrites(route).length > 0;
      const counts = countsRequests(route) ? ['dynamodb:UpdateItem'] : [];
      expect(tableActions(statements), routeKey(route)).toEqual(
        [...new Set([...READ, ...(writes ? [...WRITE, CHECK] : counts)])].sort(),
      );
    }
  });

  it('scopes table permissions to this table and its indexes', () => {
    const tableArn = { 'Fn::GetAtt': [logicalId(s, s.stack.table), 'Arn'] };
    const indexArn = { 'Fn::Join': ['', [tableArn, '/index/*']] };
    for (const fn of s.stack.routeFunctions.values()) {
      for (const statement of statementsOf(s.template, logicalId(s, fn.role!))) {
        // The webhook key grant of the sealing routes and the queue grant of the ping and
        // redelivery routes are checked in webhooks.test.ts, the sealing secret's below.
        if (actionsOf(statement).every((action) => /^(kms|sqs|secretsmanager):/.test(action))) continue;
        expect(
          actionsOf(statement).every((action) => action.startsWith('dynamodb:') && !action.includes('*')),
        ).toBe(true);
        const targets = [statement.Resource].flat();
        for (const target of targets) expect([tableArn, indexArn]).toContainEqual(target);
        // Write actions apply to items, which live in the table, never to an index.
        if (actionsOf(statement).some((action) => WRITE.includes(action)))
          expect(targets).toEqual([tableArn]);
      }
    }
  });

  it('gives the not-found function and the public routes without table access (docs, page assets) no table access at all', () => {
    const publicRoutes = allRoutes.filter((route) => isPublic(route) && tableAccessOf(route) === 'none');
    expect(publicRoutes.map(routeKey)).toEqual(
      expect.arrayContaining(['GET /v1/openapi.json', 'GET /v1/docs']),
    );
    for (const fn of [s.stack.notFoundFunction, ...publicRoutes.map((route) => functionOf(s, route))]) {
      const roleId = logicalId(s, fn.role!);
      expect(statementsOf(s.template, roleId)).toEqual([]);
      expect(resources[roleId]!.Properties.ManagedPolicyArns).toEqual([
        {
          'Fn::Join': [
            '',
            ['arn:', { Ref: 'AWS::Partition' }, ':iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
          ],
        },
      ]);
    }
  });

  it('creates the table with the shared key schema and indexes, on demand, with PITR', () => {
    s.template.resourceCountIs('AWS::DynamoDB::Table', 1);
    const attributes = new Set<string>([TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey]);
    for (const index of GLOBAL_SECONDARY_INDEXES) attributes.add(index.partitionKey).add(index.sortKey);
    const table = Object.values(s.template.findResources('AWS::DynamoDB::Table'))[0]!;
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
    });
    expect(table.Properties.AttributeDefinitions).toEqual(
      expect.arrayContaining([...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
    );
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(
      GLOBAL_SECONDARY_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
  });

  it('lets a test stage be destroyed with its data', () => {
    const table = Object.values(s.template.findResources('AWS::DynamoDB::Table'))[0]!;
    expect(table.DeletionPolicy).toBe('Delete');
    expect(table.Properties.DeletionProtectionEnabled ?? false).toBe(false);
  });

  it('outputs the API URL with /v1 and the table name', () => {
    s.template.hasOutput('ApiUrl', {
      Value: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId(s, s.stack.api), 'ApiEndpoint'] }, '/v1']] },
    });
    s.template.hasOutput('TableName', { Value: { Ref: logicalId(s, s.stack.table) } });
  });
});

describe('stack (live stage)', () => {
  let s: Synth;
  beforeAll(() => {
    s = sharedSynth({ stage: 'live', keyPrefix: 'loja', businessTimeZone: 'America/Manaus' });
  });

  it('is a separate stack whose functions serve the live environment', () => {
    expect(s.stack.stackName).toBe('merchant-payments-live');
    expect(s.stack.terminationProtection).toBe(true);
    for (const fn of Object.values(s.template.findResources('AWS::Lambda::Function'))) {
      expect(fn.Properties.Environment).toMatchObject({
        Variables: { APP_ENV: 'live', KEY_PREFIX: 'loja', BUSINESS_TIME_ZONE: 'America/Manaus' },
      });
    }
  });

  it('keeps the access log a year (the Marco Civil asks six months), and keeps it on deletion', () => {
    const stage = Object.values(s.template.findResources('AWS::ApiGatewayV2::Stage'))[0]!;
    const arn = (stage.Properties.AccessLogSettings as { DestinationArn: { 'Fn::GetAtt': [string] } })
      .DestinationArn;
    const group = (s.template.toJSON().Resources as Resources)[arn['Fn::GetAtt'][0]]!;
    expect(group).toMatchObject({ Properties: { RetentionInDays: 365 }, DeletionPolicy: 'Retain' });
  });

  it('keeps the table: deletion protection, and retained on stack deletion or replacement', () => {
    const table = Object.values(s.template.findResources('AWS::DynamoDB::Table'))[0]!;
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
  });
});

/** Every function of the stack with the handler it runs, and its route when it has one. */
function functionsOf(synthesis: Synth, stage: 'test' | 'live' = 'test') {
  // Not every stage deploys every route (simulate-payment is test only).
  const webhooks = synthesis.stack.node.findAll().find((c) => c instanceof Webhooks)!;
  const sweeper = synthesis.stack.node.findAll().find((c) => c instanceof ExpirySweeper)!;
  return [
    { handler: NOT_FOUND_HANDLER, fn: synthesis.stack.notFoundFunction, route: undefined },
    ...routesFor(stage).map((route) => ({ handler: route.handler, fn: functionOf(synthesis, route), route })),
    { handler: WEBHOOK_HANDLERS.dispatch, fn: webhooks.dispatcher, route: undefined },
    { handler: WEBHOOK_HANDLERS.deliver, fn: webhooks.deliverer, route: undefined },
    { handler: WEBHOOK_HANDLERS.redrive, fn: webhooks.redriver, route: undefined },
    { handler: SWEEP_HANDLER, fn: sweeper.function, route: undefined },
  ];
}

/** A partition key of each kind of item: its pattern with every wildcard filled in. */
const sampleKeys = Object.fromEntries(
  Object.entries(ITEM_KINDS).map(([kind, pattern]) => [kind, pattern.replaceAll('*', 'f00d')]),
) as Record<ItemKind, string>;

/** The kinds a function may write, as the stack declares them, in a stage with or without live Pix. */
function declaredWrites(entry: ReturnType<typeof functionsOf>[number], livePix = false): ItemKind[] {
  const name = entry.route ? routeKey(entry.route) : entry.handler;
  const live = livePix ? ((LIVE_PIX_WRITES as Record<string, readonly ItemKind[]>)[name] ?? []) : [];
  const own = entry.route
    ? routeWrites(entry.route)
    : ((BACKGROUND_WRITES as Record<string, readonly ItemKind[]>)[entry.handler] ?? []);
  return [...own, ...live];
}

describe.each([
  { stage: 'test', livePix: false },
  { stage: 'live with live Pix', livePix: true },
])('table writes, least privilege (infra/table-writes.ts): $stage stage', ({ livePix }) => {
  let s: Synth;
  beforeAll(() => {
    s = sharedSynth(livePix ? LIVE_PIX_CONTEXT : {});
  });
  const functionsOfStage = () => functionsOf(s, livePix ? 'live' : 'test');
  /** Whether the statements let `action` on an item whose partition key is `partitionKey` through, as IAM judges it. */
  let values: TemplateValues | undefined;
  /** Each role's statements resolved once: a role is asked about every kind of item. */
  const resolved = new WeakMap<Statement[], Statement[]>();
  const allowsItem = (statements: Statement[], action: string, partitionKey: string) => {
    values ??= new TemplateValues(s.template.toJSON().Resources as TemplateResources, {
      tableName: () => 'merchant-payments',
      queueOrigin: () => 'http://127.0.0.1:9',
    });
    let asDeployed = resolved.get(statements);
    if (asDeployed === undefined) {
      asDeployed = statements.map((statement) => values!.resolve(statement) as Statement);
      resolved.set(statements, asDeployed);
    }
    return allows(asDeployed, {
      action,
      resource: values.getAtt(logicalId(s, s.stack.table), 'Arn'),
      context: { 'dynamodb:leadingkeys': [partitionKey] },
    });
  };

  it('tells every kind of item from every other by its partition key', () => {
    for (const [kind, key] of Object.entries(sampleKeys)) expect(kindsOf(key), key).toEqual([kind]);
    // The prefixes are lib/db/keys.ts's own.
    expect(sampleKeys.API_KEY).toBe(keys.apiKey('f00d').PK);
    expect(sampleKeys.PRODUCT_COUNT).toBe(keys.counter('PRODUCT', 'f00d', 0, 0).PK.replace(/0$/, 'f00d'));
  });

  it('conditions every write of every function on the key prefixes it owns, and no others', () => {
    for (const entry of functionsOfStage()) {
      const statements = statementsOf(s.template, logicalId(s, entry.fn.role!));
      const writes = statements.filter((statement) => actionsOf(statement).some((a) => WRITE.includes(a)));
      const counts = entry.route !== undefined && countsRequests(entry.route);
      const keyed = entry.route !== undefined && !isPublic(entry.route);
      const declared = [...new Set(declaredWrites(entry, livePix).map((kind) => ITEM_KINDS[kind]))].sort();
      const granted = new Set<string>();
      for (const statement of writes) {
        expect(Object.keys(statement.Condition ?? {}), entry.handler).toEqual(['ForAllValues:StringLike']);
        const condition = (statement.Condition as Record<string, Record<string, string[]>>)[
          'ForAllValues:StringLike'
        ]!;
        expect(Object.keys(condition), entry.handler).toEqual(['dynamodb:LeadingKeys']);
        const patterns = condition['dynamodb:LeadingKeys']!;
        // The rate-limit counters: updated, never put or deleted, by the counted routes.
        if (patterns.includes(ITEM_KINDS.RATE_LIMIT)) {
          expect(counts, entry.handler).toBe(true);
          expect(patterns, entry.handler).toEqual([ITEM_KINDS.RATE_LIMIT]);
          expect(actionsOf(statement), entry.handler).toEqual(['dynamodb:UpdateItem']);
        } else if (
          keyed &&
          patterns.length === 1 &&
          patterns[0] === ITEM_KINDS.KEY_USE &&
          actionsOf(statement).join() === 'dynamodb:UpdateItem'
        ) {
          // A keyed route's update of its key's last use (lib/http/auth.ts).
          continue;
        } else for (const pattern of patterns) granted.add(pattern);
      }
      expect([...granted].sort(), entry.handler).toEqual(declared);
    }
  });

  it('lets each function write exactly its own kinds of item: the product delete writes no API key', () => {
    for (const entry of functionsOfStage()) {
      const statements = statementsOf(s.template, logicalId(s, entry.fn.role!));
      const declared = declaredWrites(entry, livePix);
      const counts = entry.route !== undefined && countsRequests(entry.route);
      const puts = entry.handler !== WEBHOOK_HANDLERS.deliver;
      for (const [kind, partitionKey] of Object.entries(sampleKeys) as [ItemKind, string][]) {
        const updates =
          declared.includes(kind) ||
          (kind === 'RATE_LIMIT' && counts) ||
          (kind === 'KEY_USE' && entry.route !== undefined && !isPublic(entry.route));
        expect(
          allowsItem(statements, 'dynamodb:UpdateItem', partitionKey),
          `${entry.handler} UpdateItem ${kind}`,
        ).toBe(updates);
        expect(
          allowsItem(statements, 'dynamodb:PutItem', partitionKey),
          `${entry.handler} PutItem ${kind}`,
        ).toBe(puts && declared.includes(kind));
        // Only the API deletes: guards freed, idempotency records released.
        expect(
          allowsItem(statements, 'dynamodb:DeleteItem', partitionKey),
          `${entry.handler} DeleteItem ${kind}`,
        ).toBe(entry.route !== undefined && declared.includes(kind));
      }
    }
    const productDelete = statementsOf(
      s.template,
      logicalId(s, s.stack.routeFunctions.get('DELETE /v1/products/{id}')!.role!),
    );
    for (const action of WRITE) {
      expect(allowsItem(productDelete, action, keys.apiKey('0123abcd').PK)).toBe(false);
      expect(allowsItem(productDelete, action, keys.entity('PRODUCT', 'p1').PK)).toBe(true);
    }
  });
});

describe('sealing secret', () => {
  let s: Synth;
  let resources: Resources;
  beforeAll(() => {
    s = sharedSynth();
    resources = s.template.toJSON().Resources as Resources;
  });
  const secretRef = () => ({ Ref: logicalId(s, s.stack.node.findChild('CursorSecret')) });

  it("is in no function's configuration: no secret value, no reference resolved at deploy", () => {
    const functions = Object.values(s.template.findResources('AWS::Lambda::Function'));
    expect(functions).toHaveLength(functionsOf(s).length);
    for (const fn of functions) {
      const variables = fn.Properties.Environment.Variables as Record<string, unknown>;
      expect(JSON.stringify(variables)).not.toMatch(/resolve:secretsmanager|SecretString/);
      expect(Object.keys(variables)).not.toContain('SEALING_SECRET');
      if ('SEALING_SECRET_ARN' in variables) expect(variables.SEALING_SECRET_ARN).toEqual(secretRef());
    }
    // Generated once, kept across deploys.
    expect(Object.values(s.template.findResources('AWS::SecretsManager::Secret'))).toEqual([
      expect.objectContaining({
        Properties: expect.objectContaining({
          GenerateSecretString: { ExcludePunctuation: true, PasswordLength: 64 },
        }),
        DeletionPolicy: 'Delete',
      }),
    ]);
  });

  it('goes to the functions that seal, with leave to read it, and to no other', () => {
    const all = functionsOf(s);
    const sealing = handlersThatSeal(all.map(({ handler }) => handler));
    // The route table's `seals` is what each bundle keeps, and nothing else seals.
    for (const { handler, route } of all) expect(route?.seals === true, handler).toBe(sealing.has(handler));
    const seals = ({ route }: (typeof all)[number]) => route !== undefined && routeSeals(route);
    for (const entry of all) {
      const id = logicalId(s, entry.fn);
      const variables = resources[id]!.Properties.Environment as { Variables: Record<string, unknown> };
      const grants = statementsOf(s.template, logicalId(s, entry.fn.role!)).filter((statement) =>
        actionsOf(statement).some((action) => action.startsWith('secretsmanager:')),
      );
      if (seals(entry)) {
        expect(variables.Variables.SEALING_SECRET_ARN, entry.handler).toEqual(secretRef());
        expect(grants, entry.handler).toEqual([
          { Effect: 'Allow', Action: 'secretsmanager:GetSecretValue', Resource: secretRef() },
        ]);
      } else {
        expect(variables.Variables.SEALING_SECRET_ARN, entry.handler).toBeUndefined();
        expect(grants, entry.handler).toEqual([]);
      }
    }
    const sealers = all.filter(seals).map(({ fn }) => fn.node.path.split('/')[1]);
    // What seals: list cursors, page links, answers kept for an Idempotency-Key, the page coupon
    // that makes a new charge.
    expect(sealers).toEqual(
      expect.arrayContaining([
        'GetCoupons',
        'GetCharges',
        'GetChargesById',
        'GetCheckoutsById',
        'PostCustomers',
        'PostWebhookEndpointsByIdRotateSecret',
        'PostPayByTokenCoupon',
      ]),
    );
    // What does not: the docs, the 404, the payer's page, PSP notices, the background functions,
    // and reads of one item without a link.
    for (const other of [
      'NotFound',
      'GetOpenapiJson',
      'GetDocs',
      'GetDocsByAsset',
      'GetPayByToken',
      'GetPayByTokenStatus',
      'GetPayAssetsByAsset',
      'PostPspPixWebhookBySecretPix',
      'Webhooks',
      'ExpirySweeper',
      'GetCouponsById',
      'DeleteProductsById',
    ])
      expect(sealers).not.toContain(other);
  });

  it("uses the operator's own secret when the context names it, and generates none", () => {
    const arn = 'arn:aws:secretsmanager:sa-east-1:123456789012:secret:loja/sealing-AbCdEf';
    const named = synth({ sealingSecretArn: arn });
    expect(named.template.findResources('AWS::SecretsManager::Secret')).toEqual({});
    const create =
      named.template.toJSON().Resources[
        logicalId(named, named.stack.routeFunctions.get('POST /v1/charges')!)
      ];
    expect(create.Properties.Environment.Variables.SEALING_SECRET_ARN).toBe(arn);
  });

  it('refuses a secret from the deploying shell rather than seal under another key', () => {
    vi.stubEnv('SEALING_SECRET', 'segredo-dos-cursores');
    try {
      expect(() => synth()).toThrow(/sealingSecretArn/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('limits in the stack (docs/rules/rate-limits.md)', () => {
  let s: Synth;
  /** One stage with every limit the context can set moved off its default: each test reads its own. */
  let tuned: Synth;
  beforeAll(() => {
    s = sharedSynth();
    tuned = sharedSynth({
      throttleRate: '50',
      throttleBurst: '80',
      rateLimitTest: '200',
      authFailuresPerMinute: '60',
      deliveryConcurrency: '5',
      dispatchConcurrency: '3',
      sweepConcurrency: '2',
      publicBaseUrl: 'https://pagar.loja.example',
    });
  });
  const stage = () => Object.values(s.template.findResources('AWS::ApiGatewayV2::Stage'))[0]!;
  const byDescription = (synthesis: Synth, text: string) =>
    Object.values(synthesis.template.findResources('AWS::Lambda::Function')).find((fn) =>
      String(fn.Properties.Description).startsWith(text),
    )!;

  it('throttles the stage at the stated defaults, or at the rate and burst of the context', () => {
    expect(stage().Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: DEFAULT_THROTTLE.rate,
      ThrottlingBurstLimit: DEFAULT_THROTTLE.burst,
    });
    const otherStage = Object.values(tuned.template.findResources('AWS::ApiGatewayV2::Stage'))[0]!;
    expect(otherStage.Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: 50,
      ThrottlingBurstLimit: 80,
    });
  });

  it('hands every function the limits, the defaults of the rules unless the context says otherwise', () => {
    for (const fn of Object.values(s.template.findResources('AWS::Lambda::Function')))
      expect(fn.Properties.Environment.Variables).toMatchObject({
        RATE_LIMIT_TEST: '25',
        RATE_LIMIT_LIVE: '100',
        AUTH_FAILURES_PER_MINUTE: '30',
        PAGE_POLLS_PER_SECOND: '2',
        PAGE_COUPON_TRIES_PER_HOUR: '30',
      });
    for (const fn of Object.values(tuned.template.findResources('AWS::Lambda::Function')))
      expect(fn.Properties.Environment.Variables).toMatchObject({
        RATE_LIMIT_TEST: '200',
        AUTH_FAILURES_PER_MINUTE: '60',
      });
    expect(() => synth({ rateLimitLive: '0' })).toThrow(/rateLimitLive/);
    expect(() => synth({ rateLimitLive: '5000' })).toThrow(/rateLimitLive/);
  });

  it('bounds the deliverer, the dispatcher and the sweeper, so they cannot starve the API', () => {
    expect(byDescription(s, 'Webhooks: stream').Properties.ReservedConcurrentExecutions).toBe(
      DEFAULT_CONCURRENCY.dispatch,
    );
    expect(byDescription(s, 'Persists due expiries').Properties.ReservedConcurrentExecutions).toBe(
      DEFAULT_CONCURRENCY.sweep,
    );
    const mappings = Object.values(s.template.findResources('AWS::Lambda::EventSourceMapping'));
    const sqs = mappings.filter((mapping) => mapping.Properties.ScalingConfig !== undefined);
    expect(sqs.map((mapping) => mapping.Properties.ScalingConfig)).toEqual([
      { MaximumConcurrency: DEFAULT_CONCURRENCY.delivery },
    ]);
    // The API's own functions keep the account's unreserved pool.
    for (const fn of s.stack.routeFunctions.values())
      expect((fn.node.defaultChild as CfnFunction).reservedConcurrentExecutions).toBeUndefined();
    expect(byDescription(tuned, 'Webhooks: stream').Properties.ReservedConcurrentExecutions).toBe(3);
    expect(byDescription(tuned, 'Persists due expiries').Properties.ReservedConcurrentExecutions).toBe(2);
  });

  it("gives the checkout route the stage's own URL for payment pages, never a request's Host", () => {
    const create =
      s.template.toJSON().Resources[logicalId(s, s.stack.routeFunctions.get('POST /v1/checkouts')!)];
    expect(JSON.stringify(create.Properties.Environment.Variables.PUBLIC_BASE_URL)).toContain('ApiEndpoint');
    const fn =
      tuned.template.toJSON().Resources[
        logicalId(tuned, tuned.stack.routeFunctions.get('POST /v1/checkouts')!)
      ];
    expect(fn.Properties.Environment.Variables.PUBLIC_BASE_URL).toBe('https://pagar.loja.example');
  });
});

describe('stage settings', () => {
  it.each([
    [{ stage: 'prod' }, /stage/],
    [{ keyPrefix: 'm_p' }, /keyPrefix/],
    [{ businessTimeZone: 'Brasil/Sao_Paulo' }, /businessTimeZone/],
    [{ throttleRate: 'muito' }, /throttleRate/],
    [{ sweepConcurrency: '0' }, /sweepConcurrency/],
  ])('rejects %j', (context, message) => {
    expect(() => synth(context)).toThrow(message);
  });
});

/**
 * One real synthesis: esbuild bundles every handler as CDK would for a deploy, and two of the
 * bundles run in a plain Node process, proving the ESM output, the `require` shim for CommonJS
 * dependencies and the bundled AWS SDK work outside this repository's node_modules.
 */
describe('bundling', () => {
  let s: Synth;
  let outdir: string;
  beforeAll(() => {
    outdir = mkdtempSync(path.join(tmpdir(), 'mp-cdk-'));
    s = synth({}, { bundle: true, outdir });
  }, 180_000);
  afterAll(() => {
    if (outdir) rmSync(outdir, { recursive: true, force: true });
  });

  const bundleDir = (fnId: string): string => {
    const fn = (s.template.toJSON().Resources as Resources)[fnId]!;
    const key = (fn.Properties.Code as { S3Key: string }).S3Key;
    return path.join(outdir, `asset.${key.replace(/\.zip$/, '')}`);
  };

  it('bundles every function into one ES module with its source map (and its assets), no node_modules', () => {
    const functions = [
      { fn: s.stack.notFoundFunction, assets: [] as readonly string[], prerender: undefined },
      ...allRoutes.map((route) => ({
        fn: functionOf(s, route),
        assets: route.assets ?? [],
        prerender: (route as Route).prerender,
      })),
    ];
    expect(functions.filter((f) => f.prerender === 'openapi')).toHaveLength(1);
    for (const { fn, assets, prerender } of functions) {
      const dir = bundleDir(logicalId(s, fn));
      const copied = assets.map((file) => path.basename(file));
      const built = prerender === 'openapi' ? [PRERENDERED_DOCUMENT] : [];
      expect(readdirSync(dir).sort()).toEqual(['index.mjs', 'index.mjs.map', ...copied, ...built].sort());
      // The document as the stage's settings render it, and no builder in the bundle.
      if (prerender === 'openapi') {
        expect(JSON.parse(readFileSync(path.join(dir, PRERENDERED_DOCUMENT), 'utf8'))).toEqual(
          buildOpenApiDocument(DEFAULT_SETTINGS),
        );
        expect(readFileSync(path.join(dir, 'index.mjs'), 'utf8')).not.toMatch(/toJSONSchema/);
      }
      expect(readFileSync(path.join(dir, 'index.mjs'), 'utf8')).toMatch(/createRequire/);
      for (const file of assets) {
        const packaged = readFileSync(path.join(PROJECT_ROOT, 'node_modules', file));
        expect(readFileSync(path.join(dir, path.basename(file))).equals(packaged), file).toBe(true);
      }
    }
  });

  it('builds the same bytes through esbuildOptions() as the stack does, for scripts that bundle alone', async () => {
    const outfile = path.join(outdir, 'esbuild-api', BUNDLE_FILE);
    await build(esbuildOptions(path.join(PROJECT_ROOT, NOT_FOUND_HANDLER), outfile));
    const deployed = path.join(bundleDir(logicalId(s, s.stack.notFoundFunction)), BUNDLE_FILE);
    expect(readFileSync(outfile, 'utf8')).toBe(readFileSync(deployed, 'utf8'));
  });

  async function invoke(fnId: string, event: unknown, variables: Record<string, string> = {}) {
    const script = `
      const { handler } = await import(process.env.BUNDLE);
      const context = {
        functionName: 'bundle-test', functionVersion: '$LATEST', memoryLimitInMB: '256',
        invokedFunctionArn: 'arn:aws:lambda:sa-east-1:000000000000:function:bundle-test',
        awsRequestId: 'bundle-test', logGroupName: '/aws/lambda/bundle-test', logStreamName: 'local',
        callbackWaitsForEmptyEventLoop: false, getRemainingTimeInMillis: () => 10000,
      };
      const result = await handler(JSON.parse(process.env.EVENT), context);
      process.stdout.write('\\n' + JSON.stringify(result));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      // Only what Lambda would provide, plus the test DynamoDB Local: nothing from this checkout.
      cwd: tmpdir(),
      env: {
        PATH: process.env.PATH,
        BUNDLE: path.join(bundleDir(fnId), 'index.mjs'),
        EVENT: JSON.stringify(event),
        NODE_OPTIONS: '--enable-source-maps',
        APP_ENV: 'test',
        KEY_PREFIX: 'mp',
        BUSINESS_TIME_ZONE: 'America/Sao_Paulo',
        TABLE_NAME: process.env.TABLE_NAME,
        DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT,
        AWS_REGION: 'sa-east-1',
        POWERTOOLS_LOG_LEVEL: 'SILENT',
        ...variables,
      },
    });
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
      statusCode: number;
      headers: Record<string, string>;
      body: string;
      isBase64Encoded?: boolean;
    };
    const isJson = /^application\/json/.test(result.headers['content-type'] ?? '');
    return {
      status: result.statusCode,
      headers: result.headers,
      body: Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8'),
      json: isJson ? JSON.parse(result.body) : undefined,
    };
  }

  it('runs the not-found bundle: unknown routes get the 404 envelope', async () => {
    const { event } = toEvent({ method: 'GET', url: '/v1/nothing-here', headers: {} });
    const result = await invoke(logicalId(s, s.stack.notFoundFunction), event);
    expect(result.status).toBe(404);
    expect(result.json).toMatchObject({
      success: false,
      data: null,
      error: { status: 404, path: '/v1/nothing-here' },
    });
  });

  it('runs the not-found bundle: a known path with another method gets 405 with Allow', async () => {
    const { event } = toEvent({ method: 'DELETE', url: '/v1/coupons', headers: {} });
    const routeMethods = notFoundVariables(s)[ROUTE_METHODS_VARIABLE]!;
    const result = await invoke(logicalId(s, s.stack.notFoundFunction), event, {
      [ROUTE_METHODS_VARIABLE]: routeMethods,
    });
    expect(result.status).toBe(405);
    expect(result.headers.allow).toBe('POST, GET');
    expect(result.json).toMatchObject({ error: { status: 405, code: 'method_not_allowed' } });
  });

  it('runs a read route bundle against DynamoDB with the bundled SDK', async () => {
    const route = allRoutes.find((r) => r.method === 'GET' && !r.path.includes('{'));
    if (!route) throw new Error('the route table has no GET route without path parameters');
    const fnId = logicalId(s, functionOf(s, route));

    const anonymous = await invoke(fnId, toEvent({ method: 'GET', url: route.path, headers: {} }).event);
    expect(anonymous.status).toBe(401);

    const merchant = await newMerchant();
    const headers = { authorization: `ApiKey ${merchant.readOnly}` };
    const result = await invoke(fnId, toEvent({ method: 'GET', url: route.path, headers }).event);
    expect(result.status, JSON.stringify(result.json)).toBe(200);
    expect(result.json.success).toBe(true);
  });

  const publicRoute = (key: string) => {
    const route = allRoutes.find((r) => routeKey(r) === key);
    if (!route) throw new Error(`no route ${key}`);
    return {
      fnId: logicalId(s, functionOf(s, route)),
      event: (url: string, headers = {}) => toEvent({ method: 'GET', url, headers }).event,
    };
  };

  it('runs the OpenAPI bundle: the document it generates is the one the tests check against', async () => {
    const { fnId, event } = publicRoute('GET /v1/openapi.json');
    const result = await invoke(fnId, event('/v1/openapi.json'));
    expect(result.status).toBe(200);
    expect(result.json).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('runs the docs page and asset bundles: the Swagger UI files travel inside the function', async () => {
    const page = publicRoute('GET /v1/docs');
    const html = await invoke(page.fnId, page.event('/v1/docs'));
    expect(html.status).toBe(200);
    expect(html.body.toString()).toContain('docs/swagger-ui-bundle.js');

    const asset = publicRoute('GET /v1/docs/{asset}');
    const packaged = readFileSync(path.join(PROJECT_ROOT, 'node_modules/swagger-ui-dist/swagger-ui.css'));
    const css = await invoke(asset.fnId, asset.event('/v1/docs/swagger-ui.css'));
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body.equals(packaged)).toBe(true);
    const gzipped = await invoke(
      asset.fnId,
      asset.event('/v1/docs/swagger-ui.css', { 'accept-encoding': 'gzip' }),
    );
    expect(gunzipSync(gzipped.body).equals(packaged)).toBe(true);
    expect((await invoke(asset.fnId, asset.event('/v1/docs/other.js'))).status).toBe(404);
  });
});
