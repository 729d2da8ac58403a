import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CfnOutput, RemovalPolicy, Stack, Tags, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, PayloadFormatVersion, type CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct, Node } from 'constructs';
import { RATE_LIMIT_PREFIX } from '../lib/db/keys.js';
import { SEALING_SECRET_ARN } from '../lib/sealing-keys.js';
import { GLOBAL_SECONDARY_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '../lib/db/table.js';
import { accessLogFormat } from '../lib/http/access-log.js';
import { routeSeals } from '../lib/http/idempotency.js';
import { encodeRouteMethods, ROUTE_METHODS_VARIABLE } from '../lib/http/allowed-methods.js';
import { writeOpenApiDocument } from '../lib/api/prerender.js';
import {
  API_PREFIX,
  countsRequests,
  isPublic,
  NOT_FOUND_HANDLER,
  routeKey,
  routesFor,
  tableAccessOf,
  type Route,
} from '../lib/api/routes.js';
import { apiFunction, READ_ACTIONS } from './function.js';
import { functionsReaching } from './imports.js';
import { checkStatement, ITEM_KINDS, routeWrites, writeStatement } from './table-writes.js';
import type { StageSettings } from './settings.js';
import { Webhooks } from './webhooks.js';
import { ExpirySweeper } from './sweeper.js';
import { attachLivePix } from './live-pix.js';
import { attachPixConnections } from './pix-connection.js';

export const SERVICE_NAME = 'merchant-payments';

/** Where page links are made (`publicBaseUrl`): its importers need `PUBLIC_BASE_URL`. */
export const PAGE_URL_MODULE = 'lib/payment-page/url.ts';

function text(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`context "${key}" must be a string`);
  return value;
}

export const stackName = (stage: StageSettings['stage']): string => `${SERVICE_NAME}-${stage}`;

/** A stable construct id per route, e.g. `GET /v1/coupons/{id}` -> `GetCouponsById`. */
export function routeId(route: Pick<Route, 'method' | 'path'>): string {
  const pascal = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  const rest = route.path.startsWith(API_PREFIX) ? route.path.slice(API_PREFIX.length) : route.path;
  const segments = rest
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const words = (param ? param[1]! : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return (param ? 'By' : '') + words.map(pascal).join('');
    });
  return pascal(route.method) + segments.join('');
}

export interface MerchantPaymentsStackProps extends StackProps {
  settings: StageSettings;
}

/** One deployment of the API: a table, one function per route, and the HTTP API in front. */
export class MerchantPaymentsStack extends Stack {
  readonly table: Table;
  readonly api: HttpApi;
  /** By route key (`GET /v1/coupons`). */
  readonly routeFunctions = new Map<string, NodejsFunction>();
  readonly notFoundFunction: NodejsFunction;

  constructor(scope: Construct, id: string, props: MerchantPaymentsStackProps) {
    const { stage, keyPrefix, businessTimeZone, rateLimits, throttle, concurrency } = props.settings;
    // The docs function serves the document rendered here, for this stage's settings; written once
    // per synth into a temporary folder its bundling copies from.
    let document: string | undefined;
    const prerenderedDocument = (): string =>
      (document ??= writeOpenApiDocument(mkdtempSync(path.join(tmpdir(), 'mp-openapi-')), {
        keyPrefix,
        businessTimeZone,
        environment: stage,
      }));
    const live = stage === 'live';
    super(scope, id, {
      description: `Merchant payments API (${stage})`,
      terminationProtection: live,
      ...props,
    });
    Tags.of(this).add('project', SERVICE_NAME);
    Tags.of(this).add('stage', stage);

    // Live data outlives the stack; a test stage is disposable.
    const removalPolicy = live ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // Events expire after 30 days and idempotency records after 24 hours, by TTL.
      timeToLiveAttribute: TTL_ATTRIBUTE,
      // New event items reach the webhook dispatcher through the table's stream.
      stream: StreamViewType.NEW_IMAGE,
      deletionProtection: live,
      removalPolicy,
    });
    for (const index of GLOBAL_SECONDARY_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }

    // What the API seals (list cursors, payment page tokens, kept answers: lib/sealing.ts) is sealed
    // under keys in one Secrets Manager secret: one the operator names (context
    // `sealingSecretArn`), or one generated at the stage's first deploy and kept across deploys
    // (the construct keeps its first id). Only its ARN reaches the functions that seal, which
    // read it at run time: no function's configuration holds a secret.
    if (process.env.SEALING_SECRET)
      throw new Error(
        'SEALING_SECRET from the shell is not used: put its value in a Secrets Manager secret and ' +
          'deploy with -c sealingSecretArn=<its ARN> (docs/operations.md, "Sealing keys")',
      );
    const sealingSecretArn = text(this.node, 'sealingSecretArn');
    const sealingSecret = sealingSecretArn
      ? Secret.fromSecretCompleteArn(this, 'SealingSecret', sealingSecretArn)
      : new Secret(this, 'CursorSecret', {
          description: 'Seals list cursors, payment page tokens and kept answers (lib/sealing.ts)',
          generateSecretString: { passwordLength: 64, excludePunctuation: true },
          removalPolicy,
        });
    const environment = {
      TABLE_NAME: this.table.tableName,
      APP_ENV: stage,
      KEY_PREFIX: keyPrefix,
      BUSINESS_TIME_ZONE: businessTimeZone,
      POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
      ...rateLimits,
    };
    const functionDefaults = {
      environment,
      logRetention: live ? RetentionDays.ONE_YEAR : RetentionDays.ONE_MONTH,
      logRemovalPolicy: removalPolicy,
    };
    const tableResources = [this.table.tableArn, `${this.table.tableArn}/index/*`];

    this.notFoundFunction = apiFunction(this, 'NotFound', {
      ...functionDefaults,
      handler: NOT_FOUND_HANDLER,
      description: 'Answers any request no route matches: 405 with Allow on a known path, else 404',
      environment: { ...environment, [ROUTE_METHODS_VARIABLE]: encodeRouteMethods(routesFor(stage)) },
    });

    this.api = new HttpApi(this, 'Api', {
      apiName: stackName(stage),
      description: `Merchant payments API (${stage})`,
      createDefaultStage: true,
      // The $default route: unknown paths get our 404 envelope instead of the gateway's own body,
      // and known paths with another method our 405 with Allow.
      defaultIntegration: new HttpLambdaIntegration('NotFoundIntegration', this.notFoundFunction, {
        payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      }),
    });

    // The access log is the stage's, one JSON line per request (lib/http/access-log.ts): the
    // functions do not write one. Kept at least the six months the Marco Civil asks in live.
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: live ? RetentionDays.ONE_YEAR : RetentionDays.ONE_MONTH,
      removalPolicy,
    });
    // HttpApi's own default stage takes no access log settings: set them on the stage resource.
    const defaultStage = this.api.defaultStage?.node.defaultChild as CfnStage;
    defaultStage.accessLogSettings = { destinationArn: accessLogs.logGroupArn, format: accessLogFormat() };
    // The outer bound, before any function runs: what the whole stage accepts a second. The
    // functions' own limits (per key, per address) sit inside it (docs/operations.md).
    defaultStage.defaultRouteSettings = {
      throttlingRateLimit: throttle.rate,
      throttlingBurstLimit: throttle.burst,
    };

    // Page URLs name the stage's own domain, never a request's Host header (lib/payment-page/url.ts).
    const publicBaseUrl = text(this.node, 'publicBaseUrl') ?? this.api.apiEndpoint;

    // A route that exists only in other environments (simulate-payment in live) is not deployed.
    for (const route of routesFor(stage)) {
      const id = routeId(route);
      const fn = apiFunction(this, id, {
        ...functionDefaults,
        handler: route.handler,
        description: routeKey(route),
        assets: route.assets,
        built: route.prerender === 'openapi' ? [prerenderedDocument()] : [],
      });
      const access = tableAccessOf(route);
      // Routes that serve no stored data (the API's docs) get no access to the table at all.
      if (access !== 'none') {
        fn.addToRolePolicy(
          new PolicyStatement({
            effect: Effect.ALLOW,
            actions: [...READ_ACTIONS],
            resources: tableResources,
          }),
        );
      }
      // A counted route updates its rate-limit counters (lib/db/rate-limits.ts), whatever else
      // it writes.
      if (countsRequests(route)) {
        fn.addToRolePolicy(
          new PolicyStatement({
            effect: Effect.ALLOW,
            actions: ['dynamodb:UpdateItem'],
            resources: [this.table.tableArn],
            conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${RATE_LIMIT_PREFIX}*`] } },
          }),
        );
      }
      // A keyed route records its key's last use (lib/http/auth.ts): an update of the key's use
      // item (never the key's record), at most once an hour, whatever else it writes.
      if (!isPublic(route)) {
        fn.addToRolePolicy(
          new PolicyStatement({
            effect: Effect.ALLOW,
            actions: ['dynamodb:UpdateItem'],
            resources: [this.table.tableArn],
            conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [ITEM_KINDS.KEY_USE] } },
          }),
        );
      }
      if (access === 'write') {
        // Items live in the table only: the indexes are never written to directly. Each function
        // writes only the kinds of item it owns (infra/table-writes.ts).
        const writes = routeWrites(route);
        if (writes.length > 0) {
          fn.addToRolePolicy(writeStatement(this.table.tableArn, writes));
          fn.addToRolePolicy(checkStatement(this.table.tableArn));
        }
      }
      this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${id}Integration`, fn, {
          payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
        }),
      });
      this.routeFunctions.set(routeKey(route), fn);
    }

    new Webhooks(this, 'Webhooks', {
      table: this.table,
      concurrency,
      routeFunctions: this.routeFunctions,
      ...functionDefaults,
    });
    const sweeper = new ExpirySweeper(this, 'ExpirySweeper', {
      ...functionDefaults,
      table: this.table,
      concurrency: concurrency.sweep,
    });
    // Live Pix (infra/live-pix.ts): nothing unless the context selects the api-pix provider.
    attachLivePix(this, this.api, this.routeFunctions, sweeper.function, this.table, live);
    attachPixConnections(this, this.routeFunctions, sweeper.function, live);
    // Every function whose code can build a page link gets the stage's origin for it: found from
    // what the code imports, so a route that starts showing a link cannot be left without it.
    for (const fn of functionsReaching(this, PAGE_URL_MODULE))
      fn.addEnvironment('PUBLIC_BASE_URL', publicBaseUrl);

    // The sealing keys, for the functions that seal and no other (`routeSeals`, which
    // test/infra/stack.test.ts holds to what each bundle keeps): the webhook workers, the sweeper,
    // the docs and the 404 never seal.
    for (const route of routesFor(stage)) {
      if (!routeSeals(route)) continue;
      const fn = this.routeFunctions.get(routeKey(route))!;
      fn.addEnvironment(SEALING_SECRET_ARN, sealingSecret.secretArn);
      fn.addToRolePolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['secretsmanager:GetSecretValue'],
          resources: [sealingSecret.secretArn],
        }),
      );
    }

    new CfnOutput(this, 'ApiUrl', {
      description: 'Base URL of the API, with the version segment',
      value: `${this.api.apiEndpoint}${API_PREFIX}`,
    });
    new CfnOutput(this, 'TableName', {
      description: 'TABLE_NAME for `npm run admin`',
      value: this.table.tableName,
    });
    new CfnOutput(this, 'Region', {
      description: 'AWS_REGION for `npm run admin`',
      value: this.region,
    });
  }
}
