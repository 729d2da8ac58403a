import { hash, randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { canonicalJson } from '../canonical-json.js';
import {
  acquire,
  commitMarker,
  complete,
  IDEMPOTENCY_TTL_SECONDS,
  release,
  renew,
  type Commit,
  type HeldRecord,
  type IdempotencyRecord,
  type Made,
  type StoredMade,
  type StoredResponse,
} from '../db/idempotency.js';
import { IdempotencyRecordLost } from '../db/transact.js';
import { keys, type TableKey } from '../db/keys.js';
import { ApiError } from '../errors.js';
import { logger } from '../logger.js';
import { messages } from '../messages.js';
import { idempotencyMessages } from './idempotency.messages.js';
import { seal, unseal } from '../sealing.js';
import { failure, type ApiResponse } from './responses.js';
import type { Route } from './route.js';

/**
 * `Idempotency-Key` on every keyed POST (docs/rules/idempotency.md). The first request with
 * a key puts an IN_PROGRESS record (a conditional write: of N concurrent requests exactly one wins),
 * runs the handler and stores its response; a later request with the same key and the same method,
 * path and body gets that response again with `Idempotent-Replayed: true`, and nothing runs. When
 * the effect committed but its answer was never stored (the function died in between), a retry
 * rebuilds the answer from what the effect made, with the route's own `Rebuild`, and stores it.
 *
 * It wraps the handler rather than being a Middy before/after pair: a Middy `before` that answers
 * early skips every `after` (the request id and access log), and a wrapper sees the handler's own
 * outcome, thrown or returned, without depending on the order of the other middlewares.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const MAX_KEY_LENGTH = 255;
export const IDEMPOTENCY_TTL_HOURS = IDEMPOTENCY_TTL_SECONDS / 3600;

/**
 * Every keyed POST. Public POSTs (PSP notices, the payer's page) have no merchant to scope a key
 * to; PUT and DELETE are idempotent by themselves.
 */
export const takesIdempotencyKey = (route: Pick<Route, 'method' | 'permission'>): boolean =>
  route.method === 'POST' && route.permission !== null;

/**
 * Whether a route's function reads the sealing keys (lib/sealing-keys.ts): its own code seals
 * (the route table's `seals`), or it keeps answers for an Idempotency-Key, which are sealed. The
 * stack gives the secret to these functions and no other.
 */
export const routeSeals = (route: Pick<Route, 'method' | 'permission' | 'seals'>): boolean =>
  route.seals === true || takesIdempotencyKey(route);

/**
 * How long a record's lock outlives its request's last sign of life. A function that died (crash,
 * out of memory, a lost instance) never releases its record: a retry takes it over this soon.
 */
export const LOCK_LEASE_MS = 6_000;

/**
 * How often a running request renews its lock (the heartbeat), the first time this long after it
 * took it: a request that ends sooner writes nothing more. A renewal has the rest of the lease to
 * land, more than one database call's own timeout (lib/db/client.ts).
 */
export const LOCK_RENEW_MS = 3_000;

/** Printable ASCII, space included (RFC 9110 field values are trimmed of it at both ends). */
const VALID_KEY = new RegExp(`^[\\x20-\\x7e]{1,${MAX_KEY_LENGTH}}$`);

/** The errors of this area, for the handler and the OpenAPI examples alike. */
export const idempotencyErrors = () => ({
  invalidKey: new ApiError(
    422,
    messages.errors.validation,
    [{ field: IDEMPOTENCY_HEADER, message: idempotencyMessages.invalidKey, code: 'invalid_idempotency_key' }],
    'invalid_idempotency_key',
  ),
  keyReused: new ApiError(
    422,
    idempotencyMessages.keyReused,
    [
      {
        field: IDEMPOTENCY_HEADER,
        message: idempotencyMessages.keyReusedField,
        code: 'idempotency_key_reused',
      },
    ],
    'idempotency_key_reused',
  ),
  inProgress: new ApiError(409, idempotencyMessages.inProgress, null, 'idempotency_in_progress'),
  responseLost: new ApiError(409, idempotencyMessages.responseLost, null, 'idempotency_response_lost'),
});

/** The key of a request, undefined without the header; 422 naming the header when it is invalid. */
export function idempotencyKeyOf(event: APIGatewayProxyEventV2): string | undefined {
  const name = IDEMPOTENCY_HEADER.toLowerCase();
  const value = Object.entries(event.headers ?? {}).find(([header]) => header.toLowerCase() === name)?.[1];
  if (value === undefined) return undefined;
  if (!VALID_KEY.test(value)) throw idempotencyErrors().invalidKey;
  return value;
}

const sha256 = (text: string): string => hash('sha256', text, 'hex');

/**
 * What "the same request" means: method, path and the parsed body. An action route's missing or
 * empty body and `{}` are the same request, as the route treats them.
 */
export const requestFingerprint = (method: string, path: string, body: unknown): string =>
  sha256(canonicalJson({ method, path, body: body ?? {} }));

export const idempotencyRecordKey = (merchantId: string, idempotencyKey: string): TableKey =>
  keys.idempotency(merchantId, sha256(idempotencyKey));

/**
 * Which answers are kept and replayed: successes and the 4xx that come from stored state (400, 404),
 * as Stripe keeps them. Not kept, so a retry runs again: 5xx (nothing was done, or we cannot tell),
 * 422 (the request alone is invalid: nothing ran, and the client may fix the body and reuse the
 * key), 409 and 429 (transient by definition).
 */
export const keepsResponse = (status: number): boolean =>
  status < 500 && status !== 409 && status !== 422 && status !== 429;

/** A record a running request holds, and how to stop its heartbeat. */
interface Held extends HeldRecord {
  stopHeartbeat: () => void;
}

/** Records held by requests still running, so the deadline can release them (`abandon`). */
const held = new WeakMap<APIGatewayProxyEventV2, Held>();

/**
 * Renews the record's lock every `LOCK_RENEW_MS` while its request runs, until stopped or the record
 * is no longer the request's own. A renewal that fails is tried again at the next beat: if none
 * lands before the lease ends, a retry may take the record over, and this request's own write is
 * then refused (`IdempotencyRecordLost`), so the effect still happens once.
 */
function heartbeat(record: HeldRecord): () => void {
  const timer = setInterval(() => {
    renew(record.key, record.owner, Date.now() + LOCK_LEASE_MS).then(
      (ours) => ours || clearInterval(timer),
      (error: unknown) => logger.warn('idempotency lock not renewed', { error: error as Error }),
    );
    // Never what keeps a process alive: a request that ends stops it first.
  }, LOCK_RENEW_MS).unref();
  return () => clearInterval(timer);
}

/** The record `event`'s request holds, no longer held: undefined when the deadline let it go. */
function letGo(event: APIGatewayProxyEventV2): Held | undefined {
  const record = held.get(event);
  held.delete(event);
  return record;
}

/** Best effort: a failure here leaves the record to its short lock, never a wrong answer. */
async function releaseQuietly({ key, owner }: HeldRecord): Promise<void> {
  try {
    await release(key, owner);
  } catch (error) {
    logger.warn('idempotency record not released; it frees itself when its lock expires', {
      error: error as Error,
    });
  }
}

/**
 * Called when the request's deadline answers 503 while the handler still runs: the record is
 * released so that a retry runs again, within `withinMs` (the database may be what stalls). A
 * record already COMMITTED stays so, and its lock, no longer renewed, lapses: a retry rebuilds.
 */
export async function abandon(event: APIGatewayProxyEventV2, withinMs: number): Promise<void> {
  const record = letGo(event);
  if (!record) return;
  record.stopHeartbeat();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    releaseQuietly(record),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs))),
  ]);
  clearTimeout(timer);
}

/** Tries the completion write again on a failure of its own: the effect has already happened. */
const COMPLETE_ATTEMPTS = 3;

/**
 * A kept answer's body, and a secret the commit marker carries (`part`), are sealed to their record:
 * whoever reads the table sees no secret in it, and neither opens in the other's place.
 */
const ANSWER_SEAL = 'merchant-payments idempotent answer v1';
const sealContext = (key: TableKey, part = ''): Buffer => Buffer.from(`${key.PK}\n${key.SK}${part}`);

const storedMade = (key: TableKey, { secret, ...made }: Made): StoredMade =>
  secret === undefined
    ? made
    : { ...made, sealedSecret: seal(ANSWER_SEAL, Buffer.from(secret), sealContext(key, '\nmade')) };

/** What the marker named, its secret opened; undefined when the secret no longer opens. */
function openMade(key: TableKey, { sealedSecret, ...made }: StoredMade): Made | undefined {
  if (sealedSecret === undefined) return made;
  const secret = unseal(ANSWER_SEAL, sealedSecret, sealContext(key, '\nmade'))?.toString();
  return secret === undefined ? undefined : { ...made, secret };
}

const storedResponse = (key: TableKey, response: ApiResponse): StoredResponse => ({
  statusCode: response.statusCode ?? 200,
  headers: Object.fromEntries(Object.entries(response.headers ?? {}).map(([k, v]) => [k, String(v)])),
  ...(response.body === undefined
    ? {}
    : { sealedBody: seal(ANSWER_SEAL, Buffer.from(response.body), sealContext(key)) }),
});

async function store(record: HeldRecord, response: ApiResponse): Promise<void> {
  const stored = storedResponse(record.key, response);
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await complete(record.key, stored, record.owner))) {
        logger.warn('idempotency record taken over while its request ran; response not stored');
      }
      return;
    } catch (error) {
      if (attempt >= COMPLETE_ATTEMPTS) {
        // The effect is done: answer it rather than a 503 that would invite a retry. The record
        // stays as it is; once its lock lapses, a retry rebuilds the answer from the effect.
        logger.error('idempotency response not stored', { error: error as Error });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}

const replayed = (response: ApiResponse): ApiResponse => ({
  ...response,
  headers: { ...response.headers, [REPLAYED_HEADER.toLowerCase()]: 'true' },
});

function replay(key: TableKey, response: StoredResponse): ApiResponse {
  const body =
    response.sealedBody === undefined
      ? response.body
      : unseal(ANSWER_SEAL, response.sealedBody, sealContext(key))?.toString();
  // A body that no longer opens (the stage's secret replaced) cannot be replayed.
  if (response.sealedBody !== undefined && body === undefined) throw idempotencyErrors().responseLost;
  return replayed({
    statusCode: response.statusCode,
    headers: response.headers,
    ...(body === undefined ? {} : { body }),
  });
}

/**
 * How a keyed route answers again from what its committed effect made (`Made`, named by the
 * service in its commit marker) when the first request's answer was never stored: the status the
 * handler answers, with the resource as it is now. A 404 thrown here means the resource is gone.
 */
export type Rebuild<R> = (request: R, made: Made) => Promise<ApiResponse>;

/**
 * The answer of a COMMITTED record whose request can no longer store one (it died, or its
 * completion failed): rebuilt from the effect and stored, so later retries replay it. Several
 * retries may rebuild at once; the first answer stored stands, and each answers its own.
 */
async function rebuildAnswer<R>(
  request: R,
  key: TableKey,
  made: StoredMade | undefined,
  rebuild: Rebuild<R> | undefined,
  toApiError: (error: unknown) => ApiError,
): Promise<ApiResponse> {
  const opened = made && openMade(key, made);
  // Nothing to rebuild from: a record committed by an earlier version names nothing, or the secret
  // it carries no longer opens (the stage's secret replaced).
  if (!opened || !rebuild) throw idempotencyErrors().responseLost;
  let response: ApiResponse;
  try {
    response = await rebuild(request, opened);
  } catch (error) {
    // What the request made was removed since: there is nothing to show, and never will be.
    if (toApiError(error).status === 404) throw idempotencyErrors().responseLost;
    throw error;
  }
  try {
    await complete(key, storedResponse(key, response));
  } catch (error) {
    // The next retry rebuilds it.
    logger.warn('rebuilt idempotent answer not stored', { error: error as Error });
  }
  return replayed(response);
}

/** The answer for a request whose key a record already holds. */
function answerAgain<R>(
  request: R,
  key: TableKey,
  record: IdempotencyRecord | undefined,
  fingerprint: string,
  rebuild: Rebuild<R> | undefined,
  toApiError: (error: unknown) => ApiError,
): Promise<ApiResponse> | ApiResponse {
  // Undefined: the record expired or was released between our write and its answer; the client
  // may simply retry.
  if (!record) throw idempotencyErrors().inProgress;
  if (record.fingerprint !== fingerprint) throw idempotencyErrors().keyReused;
  if (record.status === 'COMPLETED') return replay(key, record.response!);
  // IN_PROGRESS: its request still holds the lock (a lapsed one would have been taken over).
  // COMMITTED: the effect is done; while its request still holds the lock it is about to answer.
  if (record.status === 'IN_PROGRESS' || record.lockExpiresAt >= Date.now())
    throw idempotencyErrors().inProgress;
  return rebuildAnswer(request, key, record.made, rebuild, toApiError);
}

export interface IdempotentRequest {
  event: APIGatewayProxyEventV2;
  principal: { merchantId: string };
  body: unknown;
  /**
   * With an `Idempotency-Key`, the part the request's write carries in its transaction, naming what
   * it made, so the key's record is marked committed with the effect (`commitMarker`).
   */
  commit?: Commit | undefined;
}

/**
 * Makes a keyed route's handler idempotent under `Idempotency-Key` (POST routes only; other
 * methods are idempotent by themselves and ignore the header). `toApiError` maps what the handler
 * throws to the status the client sees, so a kept 4xx is stored as it is answered; `rebuild` gives
 * the answer again from a committed effect whose answer was never stored.
 */
export function withIdempotency<R extends IdempotentRequest>(
  route: Pick<Route, 'method' | 'permission'>,
  fn: (request: R) => Promise<ApiResponse>,
  toApiError: (error: unknown) => ApiError,
  rebuild?: Rebuild<R>,
): (request: R) => Promise<ApiResponse> {
  if (!takesIdempotencyKey(route)) return fn;
  return async (request) => {
    const { event } = request;
    const idempotencyKey = idempotencyKeyOf(event);
    if (idempotencyKey === undefined) return fn(request);

    const record: HeldRecord = {
      key: idempotencyRecordKey(request.principal.merchantId, idempotencyKey),
      owner: randomUUID(),
    };
    const fingerprint = requestFingerprint(event.requestContext.http.method, event.rawPath, request.body);
    let outcome;
    try {
      outcome = await acquire({ key: record.key, fingerprint, owner: record.owner, lockMs: LOCK_LEASE_MS });
    } catch (error) {
      // The put may have landed with its answer lost: drop it, or retries would get 409 until
      // the lock expires.
      await releaseQuietly(record);
      throw error;
    }
    if (!outcome.acquired)
      return answerAgain(request, record.key, outcome.record, fingerprint, rebuild, toApiError);

    held.set(event, { ...record, stopHeartbeat: heartbeat(record) });
    const commit: Commit = (made) => commitMarker(record, storedMade(record.key, made));
    let response: ApiResponse;
    try {
      response = await fn({ ...request, commit });
    } catch (thrown) {
      // Another request took the record over while this one could not renew its lock: that one
      // does the work, and this one's write was refused.
      const error = thrown instanceof IdempotencyRecordLost ? idempotencyErrors().inProgress : thrown;
      const apiError = toApiError(error);
      if (!keepsResponse(apiError.status)) {
        const mine = letGo(event);
        if (mine) {
          await releaseQuietly(mine);
          mine.stopHeartbeat();
        }
        throw error;
      }
      response = failure(apiError, event.rawPath);
    }
    const mine = letGo(event);
    // Not held any more: the deadline fired and released the record; whatever was answered then
    // stands, and a retry runs again (or rebuilds, once committed).
    if (!mine) return response;
    try {
      if (keepsResponse(response.statusCode ?? 200)) await store(mine, response);
      else await releaseQuietly(mine);
    } finally {
      mine.stopHeartbeat();
    }
    return response;
  };
}
