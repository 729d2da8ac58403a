/**
 * The OpenAPI 3.1 document, built from the route table (paths, methods, permissions, summaries)
 * and the zod schemas the handlers parse and answer with (`operations.ts`). Nothing here is a
 * second copy of a rule: a route, field or limit that changes in the code changes here.
 */
import * as z from 'zod';
import { config, loadConfig, type Environment } from '../config.js';
import { DATE_TIME_MAX_LENGTH } from '../domain/dates.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../domain/paging.js';
import { ApiError, badRequest, writeOutcomeUnknown } from '../errors.js';
import { MAX_BODY_BYTES } from '../http/api.js';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_TTL_HOURS,
  idempotencyErrors,
  MAX_KEY_LENGTH,
  REPLAYED_HEADER,
  takesIdempotencyKey,
} from '../http/idempotency.js';
import {
  API_PREFIX,
  countsRequests,
  isRateLimited,
  routeKey,
  routes,
  tableAccessOf,
  type Route,
  type RouteKey,
  type Tag,
} from './routes.js';
import { messages } from '../messages.js';
import { errorExample, EXAMPLE_IDS, type Example } from '../openapi/examples.js';
import { operations, type JsonSchema, type OperationSpec } from './operations.js';
import { errorEnvelopeSchema, errorSchema, fieldErrorSchema } from './error-schemas.js';
import { couponResponseSchema } from '../coupons/coupons.openapi-schemas.js';
import { customerResponseSchema } from '../customers/customers.openapi-schemas.js';
import { productResponseSchema } from '../products/products.openapi-schemas.js';
import { pageMetadataSchema } from '../openapi/responses.js';

export const OPENAPI_VERSION = '3.1.0';
const SCHEMAS = '#/components/schemas/';
const ref = (component: string) => ({ $ref: `${SCHEMAS}${component}` });

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

const hasBody = (route: Pick<Route, 'method'>): boolean => route.method === 'POST' || route.method === 'PUT';
const hasPathParams = (route: Pick<Route, 'path'>): boolean => route.path.includes('{');

/**
 * The error statuses a route can give, by the status rule of docs/rules/conventions.md and the
 * middleware every route runs (`lib/http/api.ts`): the size limit and true faults everywhere; a key
 * check on every route that is not public (403 only where READ_ONLY is not enough); the body parser
 * on POST/PUT; 404 for a path parameter naming nothing; 422 wherever a body or query string is
 * validated; 503 wherever the database is read, which every keyed route does to check its key. A route that
 * takes `Idempotency-Key` (every keyed POST) adds 409 (the first request still runs) and 422 (an
 * invalid or reused key). A rate-limited route (every keyed one, the page's polls and coupons)
 * adds 429.
 */
export function errorStatuses(
  route: Route,
  spec: Pick<OperationSpec, 'query' | 'body' | 'errors'>,
): ErrorStatus[] {
  const keyed = route.permission !== null;
  const statuses: ErrorStatus[] = [];
  // A read whose answer depends on the stored state names its 400s among its errors.
  if (hasBody(route) || spec.errors?.[400]) statuses.push(400);
  if (keyed) statuses.push(401);
  if (route.permission === 'FULL_ACCESS') statuses.push(403);
  if (hasPathParams(route)) statuses.push(404);
  if (takesIdempotencyKey(route)) statuses.push(409);
  statuses.push(413);
  // A form route (`body: 'form'`, the dashboard's) reads its fields itself: no media type refused.
  if (hasBody(route) && route.body !== 'form') statuses.push(415);
  // An action route (`body: 'action'`) refuses any property it is sent with 422 too.
  if (spec.body || spec.query || route.body === 'action' || takesIdempotencyKey(route)) statuses.push(422);
  if (countsRequests(route)) statuses.push(429);
  statuses.push(500);
  // A public route that reads or writes the table (the payment page) meets a sick database too.
  if (keyed || tableAccessOf(route) !== 'none') statuses.push(503);
  return statuses;
}

const STATUS_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'O corpo não é um JSON válido, não é um objeto ou falta; ou a requisição conflita com o estado gravado.',
  401: 'Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente.',
  403: 'A chave é válida, mas a rota exige `FULL_ACCESS`.',
  404: 'Não existe, foi removido ou pertence a outro lojista (um id que não é UUID também).',
  409: `Uma requisição com a mesma \`${IDEMPOTENCY_HEADER}\` ainda está em andamento; tente de novo em alguns segundos. Raro: \`idempotency_response_lost\`, a operação foi feita e o recurso que ela criou ou alterou foi removido depois, então não há resposta a refazer.`,
  413: `Corpo acima de ${MAX_BODY_BYTES} bytes.`,
  415: 'Corpo enviado com um Content-Type que não é JSON.',
  422: 'Um ou mais campos inválidos; `fields` lista todos de uma vez.',
  429: 'Requisições demais: acima do limite da chave (ou do endereço, depois de autenticações recusadas demais). Nada foi feito; `Retry-After` diz em quantos segundos tentar de novo.',
  500: 'Falha interna; a mensagem não revela detalhes.',
  503: 'O banco de dados está indisponível ou sobrecarregado mesmo depois das novas tentativas; nada foi gravado pela metade. `service_unavailable`: nada foi gravado; `write_outcome_unknown`: a gravação pode ter acontecido, repita com a mesma `Idempotency-Key`.',
};

const errorMessages = messages.errors;

/** The examples every route with a status shares; `operations.ts` adds each route's own. */
function sharedErrorExamples(status: ErrorStatus, path: string, route: Route): Record<string, Example> {
  const one = (name: string, summary: string, error: ApiError) => ({
    [name]: errorExample(summary, error, path),
  });
  switch (status) {
    case 400:
      return {
        ...one(
          'malformedJson',
          'JSON malformado',
          badRequest(errorMessages.malformedJson, null, 'malformed_json'),
        ),
        ...one(
          'notObject',
          'Corpo que não é um objeto',
          badRequest(errorMessages.bodyNotObject, null, 'body_not_object'),
        ),
        ...one('missingBody', 'Sem corpo', badRequest(errorMessages.bodyRequired, null, 'body_required')),
      };
    case 401:
      return one(
        'unauthorized',
        'Sem chave ou chave inválida',
        new ApiError(401, errorMessages.unauthorized),
      );
    case 403:
      return one(
        'forbidden',
        'Chave READ_ONLY numa escrita',
        new ApiError(403, errorMessages.forbiddenNeeds('FULL_ACCESS')),
      );
    case 404:
      return one('notFound', 'Não encontrado', new ApiError(404, errorMessages.notFound));
    case 413:
      return one(
        'tooLarge',
        'Corpo grande demais',
        new ApiError(413, errorMessages.payloadTooLarge(MAX_BODY_BYTES)),
      );
    case 409:
      return {};
    case 415:
      return one(
        'unsupported',
        'Content-Type text/plain',
        new ApiError(415, errorMessages.unsupportedMediaType),
      );
    case 422:
      return {};
    case 429:
      // The limit the route answers: its key's, or on the page its token's polls, the address's
      // coupon tries or the address's failed look-ups.
      return route.permission !== null
        ? one(
            'rateLimited',
            'Limite da chave excedido',
            new ApiError(429, messages.limits.key(1), null, 'rate_limited'),
          )
        : route.rateLimit === 'poll'
          ? one(
              'rateLimited',
              'Consultas demais',
              new ApiError(429, messages.limits.pagePolls(1), null, 'rate_limited'),
            )
          : route.rateLimit === 'coupon'
            ? one(
                'rateLimited',
                'Cupons recusados demais',
                new ApiError(429, messages.limits.couponTries(1), null, 'rate_limited'),
              )
            : one(
                'rateLimited',
                'Endereço bloqueado',
                new ApiError(429, messages.limits.authFailures(1), null, 'rate_limited'),
              );
    case 500:
      return one('internal', 'Falha interna', new ApiError(500, errorMessages.internal));
    case 503:
      return {
        ...one('unavailable', 'Banco indisponível', new ApiError(503, errorMessages.unavailable)),
        ...one('writeOutcomeUnknown', 'Gravação sem confirmação', writeOutcomeUnknown()),
      };
  }
}

/**
 * The most characters a string of a `format` has, stated as its `maxLength`: a `uuid` or a `date`
 * has a fixed length; a `date-time` is one the API writes (responses only), never longer than the
 * longest it reads (`lib/domain/dates.ts`).
 */
const FORMAT_LENGTHS: Readonly<Record<string, number>> = {
  uuid: 36,
  date: 10,
  'date-time': DATE_TIME_MAX_LENGTH,
};
const INT32_LIMIT = 2 ** 31;

const typesOf = (schema: JsonSchema): unknown[] =>
  Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type];

/**
 * Drops what helps no reader (regexes that repeat a `format`) and states every bound a value has
 * (OWASP API4): an integer's width as its `format` (`int32` when its range fits, `int64`
 * otherwise; `z.int()` refuses what is not a safe integer, whose bounds are kept when no tighter
 * one applies), and the length of a string of a known `format`.
 */
export function tidy({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  if (typeof jsonSchema.format === 'string' && 'pattern' in jsonSchema) delete jsonSchema.pattern;
  const types = typesOf(jsonSchema);
  if (types.includes('integer') && jsonSchema.format === undefined) {
    const { minimum, maximum } = jsonSchema;
    const int32 =
      typeof minimum === 'number' &&
      typeof maximum === 'number' &&
      minimum >= -INT32_LIMIT &&
      maximum < INT32_LIMIT;
    jsonSchema.format = int32 ? 'int32' : 'int64';
  }
  const fixed = typeof jsonSchema.format === 'string' ? FORMAT_LENGTHS[jsonSchema.format] : undefined;
  if (types.includes('string') && fixed !== undefined) jsonSchema.maxLength ??= fixed;
}

/** zod -> JSON Schema for a group of named schemas, with references between them as components. */
function convert(named: Map<string, z.core.$ZodType>, io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of named) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'throw',
    uri: (id) => `${SCHEMAS}${id}`,
    override: tidy,
  }) as { schemas: Record<string, JsonSchema> };
  if ('__shared' in schemas) throw new Error('a schema is reused without a component name');
  // Components are named by their key; zod's `$id` (a bare fragment) is not a valid 2020-12 `$id`.
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  return schemas;
}

/** Collects named schemas; one name must always mean the same schema. */
class Components {
  readonly named = new Map<string, z.core.$ZodType>();

  add(name: string, schema: z.core.$ZodType, io: 'input' | 'output'): void {
    const existing = this.named.get(name);
    if (existing === undefined) {
      this.named.set(name, schema);
    } else if (existing !== schema) {
      const json = (s: z.core.$ZodType) => JSON.stringify(z.toJSONSchema(s, { io, unrepresentable: 'any' }));
      if (json(existing) !== json(schema)) throw new Error(`component ${name} names two different schemas`);
    }
  }
}

/**
 * `/v1/coupons/{id}` -> `/coupons/{id}`: paths are relative to the server URL, which ends in /v1.
 * A route outside /v1 (the payment page, `/pay/{token}`) keeps its path and gets its own server.
 */
export const documentPath = (path: string): string =>
  isApiPath(path) ? path.slice(API_PREFIX.length) : path;

const isApiPath = (path: string): boolean => path.startsWith(`${API_PREFIX}/`);

/**
 * Where the document's operations are served, for whom and in which environment: a deployment
 * serves one environment (`APP_ENV`), and its document is rendered with it. The API is public, for
 * the merchants' own systems (`x-internal: false`); its two servers are the API (`/v1`) and the
 * host's root (the payment page, the PSP's notices).
 */
function servers(path: string, description: string, { environment }: DocumentSettings) {
  const where =
    environment === 'live'
      ? 'ambiente de produção (`live`): só chaves `live`, Pix de verdade'
      : 'ambiente de testes (`test`, sandbox): só chaves `test`, pagamentos simulados';
  return [{ url: path, description: `${description}, ${where}.`, 'x-internal': false }];
}

/** The request path of an example: `/v1/coupons/<example id>`. */
function examplePath(route: Route, spec: OperationSpec): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'asset' ? 'nao-existe.js' : String(spec.pathParams?.[name]?.example ?? EXAMPLE_IDS.coupon),
  );
}

function queryParameters(spec: OperationSpec) {
  if (!spec.query) return [];
  const json = z.toJSONSchema(spec.query.schema, { io: 'input', override: tidy }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const properties = json.properties ?? {};
  const described = spec.query.parameters;
  const undocumented = Object.keys(properties).filter((name) => !(name in described));
  const unknown = Object.keys(described).filter((name) => !(name in properties));
  if (undocumented.length || unknown.length) {
    throw new Error(
      `${spec.operationId}: query parameters without description ${undocumented}, described but not parsed ${unknown}`,
    );
  }
  return Object.entries(properties).map(([name, schema]) => {
    const parameter = described[name]!;
    return {
      name,
      in: 'query',
      required: json.required?.includes(name) ?? false,
      description: parameter.description,
      schema: parameter.schema ?? schema,
      ...(parameter.example === undefined ? {} : { example: parameter.example }),
    };
  });
}

function pathParameters(route: Route, spec: OperationSpec) {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const described = spec.pathParams ?? {};
  if (names.join() !== Object.keys(described).join()) {
    throw new Error(`${routeKey(route)}: path parameters ${names} but described ${Object.keys(described)}`);
  }
  return names.map((name) => ({
    name,
    in: 'path',
    required: true,
    description: described[name]!.description,
    schema: described[name]!.schema,
    example: described[name]!.example,
  }));
}

const examplesOf = (examples: Record<string, Example>) => (Object.keys(examples).length ? { examples } : {});

const REQUEST_ID_HEADER = { 'X-Request-Id': { $ref: '#/components/headers/RequestId' } };
const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
  RateLimit: { $ref: '#/components/headers/RateLimit' },
};
const RETRY_AFTER_HEADER = { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } };

/** Whole seconds: a safe integer has at most 16 digits. */
const SECONDS_SCHEMA = { type: 'string', pattern: '^[0-9]+$', maxLength: 16 };
/**
 * A RateLimit field (`lib/domain/rate-limit.ts`): a policy's short name and two parameters, each a
 * safe integer (at most 16 digits).
 */
const rateLimitFieldSchema = (first: string, second: string, example: string) => ({
  type: 'string',
  pattern: `^"[a-z]+";${first}=[0-9]+;${second}=[0-9]+$`,
  maxLength: 64,
  example,
});
const AUTHENTICATE_HEADER = { 'WWW-Authenticate': { $ref: '#/components/headers/WwwAuthenticate' } };
const REPLAYABLE_HEADERS = {
  ...REQUEST_ID_HEADER,
  [REPLAYED_HEADER]: { $ref: '#/components/headers/IdempotentReplayed' },
};
const IDEMPOTENCY_PARAMETER = { $ref: '#/components/parameters/IdempotencyKey' };

/** The answers a request with `Idempotency-Key` may get again, marked `Idempotent-Replayed`. */
const isReplayable = (route: Route, status: number): boolean =>
  takesIdempotencyKey(route) && (status < 400 || status === 400 || status === 404);

function permissionNote(route: Route): string {
  switch (route.permission) {
    case null:
      return 'Pública: não exige chave.';
    case 'READ_ONLY':
      return 'Permissão: `READ_ONLY` ou `FULL_ACCESS`.';
    case 'FULL_ACCESS':
      return 'Permissão: `FULL_ACCESS`.';
  }
}

function operation(route: Route, spec: OperationSpec, requests: Components, responses: Components) {
  if (spec.body) requests.add(spec.body.component, spec.body.schema, 'input');
  const success = spec.success;
  if (success.json?.component) responses.add(success.json.component, success.json.schema, 'output');

  const content = success.json
    ? {
        'application/json': {
          schema: success.json.component ? ref(success.json.component) : jsonSchemaOf(success.json.schema),
          ...examplesOf(success.json.examples),
        },
      }
    : success.content;
  const path = examplePath(route, spec);
  const limits = isRateLimited(route) ? RATE_LIMIT_HEADERS : {};
  const result: Record<string, unknown> = {
    [success.status]: {
      description: success.description,
      headers: {
        ...(isReplayable(route, success.status) ? REPLAYABLE_HEADERS : REQUEST_ID_HEADER),
        ...limits,
      },
      ...(content ? { content } : {}),
    },
  };
  for (const status of errorStatuses(route, spec)) {
    const examples = {
      // The body's 400s are only where there is a body.
      ...(status === 400 && !hasBody(route) ? {} : sharedErrorExamples(status, path, route)),
      ...(spec.errors?.[status as 400 | 404 | 422] ?? {}),
      ...(takesIdempotencyKey(route) ? idempotencyExamples(status, path) : {}),
    };
    if (status === 404 && route.permission === null) {
      examples.notFound = errorExample(
        'Arquivo desconhecido',
        new ApiError(404, errorMessages.notFound),
        path,
      );
    }
    result[status] = {
      description:
        status === 404 && route.permission === null ? 'Arquivo desconhecido.' : STATUS_DESCRIPTIONS[status],
      headers: {
        ...(status === 401
          ? { ...REQUEST_ID_HEADER, ...AUTHENTICATE_HEADER }
          : isReplayable(route, status)
            ? REPLAYABLE_HEADERS
            : REQUEST_ID_HEADER),
        ...limits,
        ...(status === 429 ? RETRY_AFTER_HEADER : {}),
      },
      content: { 'application/json': { schema: ref('ErrorResponse'), ...examplesOf(examples) } },
    };
  }

  for (const [status, response] of Object.entries(spec.extraResponses ?? {})) {
    result[status] = {
      // An operation's own 429 (the page's cap of refused codes per checkout) has no window to wait
      // for: `Retry-After` comes only with `rate_limited`.
      headers: {
        ...REQUEST_ID_HEADER,
        ...limits,
        ...(status === '429'
          ? {
              'Retry-After': {
                description: 'Com `rate_limited`: segundos até a próxima janela.',
                required: false,
                schema: SECONDS_SCHEMA,
              },
            }
          : {}),
      },
      ...response,
    };
  }

  const parameters = [
    ...pathParameters(route, spec),
    ...queryParameters(spec),
    ...(takesIdempotencyKey(route) ? [IDEMPOTENCY_PARAMETER] : []),
  ];
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    description: `${spec.description}\n\n${permissionNote(route)}`,
    tags: [route.tag],
    ...(route.permission === null ? { security: [] } : { 'x-permission': route.permission }),
    ...(parameters.length ? { parameters } : {}),
    ...(spec.body
      ? {
          requestBody: {
            // An action route may be called without a body.
            required: route.body !== 'action' && !spec.body.optional,
            content: {
              'application/json': { schema: ref(spec.body.component), ...examplesOf(spec.body.examples) },
            },
          },
        }
      : {}),
    responses: result,
  };
}

function idempotencyExamples(status: ErrorStatus, path: string): Record<string, Example> {
  const errors = idempotencyErrors();
  switch (status) {
    case 409:
      return {
        inProgress: errorExample('Primeira requisição em andamento', errors.inProgress, path),
        responseLost: errorExample('Operação feita, recurso removido depois', errors.responseLost, path),
      };
    case 422:
      return {
        invalidIdempotencyKey: errorExample(`${IDEMPOTENCY_HEADER} inválida`, errors.invalidKey, path),
        idempotencyKeyReused: errorExample(
          `${IDEMPOTENCY_HEADER} usada com outro corpo`,
          errors.keyReused,
          path,
        ),
      };
    default:
      return {};
  }
}

function jsonSchemaOf(schema: z.core.$ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', override: tidy }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** Every body property gets its description from `operations.ts`; none may be missing or stale. */
function describeProperties(
  schemas: Record<string, JsonSchema>,
  requests: Map<RouteKey, OperationSpec>,
): void {
  for (const spec of requests.values()) {
    if (!spec.body) continue;
    const properties = schemas[spec.body.component]!.properties as Record<string, JsonSchema>;
    const names = Object.keys(properties);
    const described = Object.keys(spec.body.properties);
    const missing = names.filter((name) => !described.includes(name));
    const stale = described.filter((name) => !names.includes(name));
    if (missing.length || stale.length) {
      throw new Error(`${spec.body.component}: properties without description ${missing}, stale ${stale}`);
    }
    for (const name of names) properties[name]!.description = spec.body.properties[name];
  }
}

const TAGS = [
  { name: 'Coupons', description: 'Cupons de desconto: criar, listar, consultar, atualizar e remover.' },
  {
    name: 'Customers',
    description: 'Clientes do lojista: criar (ou reaproveitar pelo documento), filtrar, consultar e remover.',
  },
  { name: 'Products', description: 'Produtos do lojista: criar, listar, consultar, atualizar e remover.' },
  {
    name: 'Checkouts',
    description: 'Checkouts: itens, cupom e cobrança Pix numa página de pagamento hospedada.',
  },
  {
    name: 'Payment page',
    description:
      'A página de pagamento hospedada (fora de `/v1`, pública: o token do link é a credencial do pagador).',
  },
  { name: 'Documentation', description: 'Este documento e a página de referência; públicos.' },
] as const satisfies readonly { name: Tag; description: string }[];

/**
 * What differs between deployments and shows in the text: the key prefix, the business time zone
 * and the environment the servers serve.
 */
export interface DocumentSettings {
  keyPrefix: string;
  businessTimeZone: string;
  environment: Environment;
}

const settingsOf = ({ keyPrefix, businessTimeZone, environment }: DocumentSettings): DocumentSettings => ({
  keyPrefix,
  businessTimeZone,
  environment,
});

/** The defaults of `lib/config.ts`: what the committed openapi/openapi.json describes. */
export const DEFAULT_SETTINGS: DocumentSettings = settingsOf(loadConfig({}));

/**
 * The ids the answers carry that are not UUIDs, read from the document's own response schemas: each
 * schema whose property `id` is not `format: uuid` (a subscription's cycle: its 32-hex `cobr` txid).
 */
function nonUuidIds(schemas: Record<string, unknown>): string[] {
  const found = new Map<string, string>();
  const visit = (schema: unknown, name: string): void => {
    if (typeof schema !== 'object' || schema === null) return;
    const id = (schema as { properties?: Record<string, Record<string, unknown>> }).properties?.id;
    if (id && id.type === 'string' && id.format !== 'uuid' && typeof id.pattern === 'string')
      if (!found.has(id.pattern)) found.set(id.pattern, name);
    for (const child of Object.values(schema)) visit(child, name);
  };
  for (const [name, schema] of Object.entries(schemas)) visit(schema, name);
  return [...found].map(([pattern, name]) => `o \`id\` de \`${name}\` segue \`${pattern}\``);
}

function infoDescription(
  { keyPrefix, businessTimeZone }: DocumentSettings,
  otherIds: readonly string[] = [],
): string {
  return `API de pagamentos para lojistas no Brasil. Toda requisição leva uma chave de API e todo recurso pertence ao lojista dessa chave.

## Autenticação

Envie o cabeçalho \`Authorization: ApiKey <chave>\` (o esquema \`Bearer\` não é aceito). As chaves têm a forma \`${keyPrefix}_sk_test_<segredo>\` (sandbox) ou \`${keyPrefix}_sk_live_<segredo>\` (produção), e cada implantação aceita só as do seu ambiente. Níveis: \`READ_ONLY\` (consultas e listas) e \`FULL_ACCESS\` (tudo). Chave ausente, malformada, desconhecida, revogada, expirada ou de outro ambiente: **401**. Chave válida sem o nível da rota: **403**.

## Envelope

Toda resposta JSON vem em \`{ "data": …, "success": true|false, "error": null|{…} }\`; uma remoção responde **204** sem corpo. O objeto de erro tem \`timestamp\`, \`status\`, \`message\` (em português), \`path\` (com \`/v1\`) e \`fields\` (problemas por campo, ou null). Toda resposta traz \`X-Request-Id\`.

## Erros

- **422**: a requisição sozinha é inválida (tipos, propriedades ausentes ou desconhecidas, limites, formatos, corpo de atualização vazio); \`fields\` lista todos os problemas, com o nome da propriedade como enviado.
- **400**: o corpo não é JSON, não é um objeto ou falta; ou a requisição conflita com o que está gravado (código de cupom repetido, atualização cujo resultado quebra uma regra).
- **404**: recurso inexistente, removido, de outro lojista, ou id que não é UUID; também qualquer caminho desconhecido (\`route_not_found\`).
- **405**: caminho conhecido com um método que ele não aceita (\`method_not_allowed\`); o cabeçalho \`Allow\` lista os aceitos.
- **413**: corpo acima de ${MAX_BODY_BYTES} bytes. **415**: corpo com Content-Type que não é JSON.
- **500**: falha interna, sem detalhes. **503**: banco indisponível; nada foi gravado pela metade; tente de novo.

## Valores

- Dinheiro: centavos (inteiros) nas requisições, reais (número JSON) nas respostas: \`1990\` -> \`19.9\`.
- Datas: respostas em RFC 3339; \`created_at\`/\`updated_at\` em UTC, \`starts_at\`/\`expires_at\` com o deslocamento do fuso do negócio (\`${businessTimeZone}\`), no qual também são lidas as datas locais das requisições.
- Listas: \`page\` a partir de 0 (padrão 0) e \`size\` a partir de 1 (padrão ${DEFAULT_PAGE_SIZE}, no máximo ${MAX_PAGE_SIZE}); \`data\` é \`{ "content": […], "page": { "number", "size", "totalElements", "totalPages" } }\`, do mais novo para o mais antigo.
- Ids são UUIDs${otherIds.length > 0 ? `, exceto: ${otherIds.join('; ')}` : ''}.

## Idempotência

Todo \`POST\` com chave aceita o cabeçalho opcional \`${IDEMPOTENCY_HEADER}\` (1 a ${MAX_KEY_LENGTH} caracteres ASCII imprimíveis; um UUID novo por operação). Uma nova tentativa com a mesma chave, o mesmo caminho e o mesmo corpo devolve a primeira resposta (status e corpo) com \`${REPLAYED_HEADER}: true\` e não faz nada de novo, durante ${IDEMPOTENCY_TTL_HOURS} horas. Outro caminho ou corpo com a mesma chave: **422**; a primeira ainda em andamento: **409**. Uma primeira resposta 5xx ou 422 não é guardada: a nova tentativa executa de novo.`;
}

/**
 * Builds the document. Examples always show the default settings; the text names the key prefix
 * and time zone of `settings`.
 */
export function buildOpenApiDocument(settings: DocumentSettings = DEFAULT_SETTINGS) {
  const requests = new Components();
  const responses = new Components();
  for (const [name, schema] of [
    ['Coupon', couponResponseSchema],
    ['Customer', customerResponseSchema],
    ['Product', productResponseSchema],
    ['PageMetadata', pageMetadataSchema],
    ['FieldError', fieldErrorSchema],
    ['Error', errorSchema],
    ['ErrorResponse', errorEnvelopeSchema],
  ] as const) {
    responses.add(name, schema, 'output');
  }

  const specs = new Map<RouteKey, OperationSpec>();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const key = routeKey(route) as RouteKey;
    const spec: OperationSpec | undefined = (operations as Record<string, OperationSpec>)[key];
    if (!spec) throw new Error(`${key} has no entry in lib/api/operations.ts`);
    specs.set(key, spec);
    const path = documentPath(route.path);
    paths[path] ??= isApiPath(route.path)
      ? {}
      : { servers: servers('/', 'A raiz do mesmo host (fora de /v1)', settings) };
    paths[path][route.method.toLowerCase()] = operation(route, spec, requests, responses);
  }

  const requestSchemas = convert(requests.named, 'input');
  describeProperties(requestSchemas, specs);
  const schemas = { ...convert(responses.named, 'output'), ...requestSchemas };

  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Merchant Payments API',
      version: '1',
      description: infoDescription(settings, nonUuidIds(schemas)),
    },
    servers: servers(API_PREFIX, 'Esta implantação (o mesmo host do documento)', settings),
    security: [{ ApiKey: [] }],
    tags: TAGS,
    paths,
    components: {
      securitySchemes: {
        ApiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: `O valor do cabeçalho é \`ApiKey <chave>\`, por exemplo \`ApiKey ${settings.keyPrefix}_sk_test_…\`. Informe-o inteiro, com o prefixo \`ApiKey \`.`,
        },
      },
      parameters: {
        IdempotencyKey: {
          name: IDEMPOTENCY_HEADER,
          in: 'header',
          required: false,
          description: `Opcional. Uma chave única por operação (um UUID, por exemplo), de 1 a ${MAX_KEY_LENGTH} caracteres ASCII imprimíveis, guardada por ${IDEMPOTENCY_TTL_HOURS} horas por lojista. Reenviar a mesma chave com o mesmo método, caminho e corpo (a ordem das propriedades e os espaços não importam) devolve a primeira resposta com \`${REPLAYED_HEADER}: true\`, sem executar nada de novo: respostas 2xx, 400 e 404 são guardadas; 422, 409 e 5xx não, então uma nova tentativa executa de novo. Se a operação foi feita mas sua resposta não chegou a ser guardada (o processo caiu), a nova tentativa a refaz a partir do recurso, como ele está agora, com o mesmo status e \`${REPLAYED_HEADER}: true\`. A mesma chave com outro caminho ou corpo: **422** (\`idempotency_key_reused\`). Enquanto a primeira requisição ainda roda: **409** (\`idempotency_in_progress\`).`,
          schema: { type: 'string', minLength: 1, maxLength: MAX_KEY_LENGTH, pattern: '^[\\x20-\\x7E]+$' },
          example: '5f0c7e9a-3b1d-4c2e-9f8a-1b2c3d4e5f60',
        },
      },
      headers: {
        IdempotentReplayed: {
          description: `\`true\` quando a resposta é a repetição guardada de uma requisição anterior com a mesma \`${IDEMPOTENCY_HEADER}\`; ausente numa resposta nova.`,
          required: false,
          schema: { type: 'string', enum: ['true'] },
        },
        RequestId: {
          description: 'Identificador desta requisição; o mesmo id está em todas as linhas de log dela.',
          required: true,
          schema: { type: 'string' },
        },
        RateLimitPolicy: {
          description:
            'A política de limite que vale para esta requisição (draft-ietf-httpapi-ratelimit-headers): nome, cota (`q`) e janela em segundos (`w`). `"key"`: requisições por chave de API (o dobro da taxa por segundo numa janela de 2 s); `"auth"`: autenticações recusadas por endereço de origem, por minuto; `"poll"`: consultas por token de página; `"coupon"`: cupons recusados por endereço e lojista, por hora. Vem em toda resposta de uma rota limitada, exceto a de um corpo acima do limite (413), recusado antes de qualquer contagem.',
          required: false,
          schema: rateLimitFieldSchema('q', 'w', '"key";q=50;w=2'),
        },
        RateLimit: {
          description:
            'Onde a requisição está na política: requisições que restam na janela (`r`) e segundos até a janela recomeçar (`t`).',
          required: false,
          schema: rateLimitFieldSchema('r', 't', '"key";r=49;t=2'),
        },
        RetryAfter: {
          description: 'Segundos até a próxima janela; antes disso a mesma requisição volta a ser 429.',
          required: true,
          schema: SECONDS_SCHEMA,
        },
        WwwAuthenticate: {
          description:
            'O esquema de autenticação a usar: sempre `ApiKey` (o cabeçalho é `Authorization: ApiKey <chave>`).',
          required: true,
          schema: { type: 'string', const: 'ApiKey' },
        },
      },
      schemas,
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

let cached: OpenApiDocument | undefined;

/** The document of this deployment (its configured key prefix and time zone), built once. */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument(settingsOf(config()));
  return cached;
}
