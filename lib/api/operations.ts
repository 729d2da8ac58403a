/**
 * What each area adds to the OpenAPI document: its operations and its error codes, gathered from the
 * areas' list (`lib/api/areas.ts`), so this file names no area.
 *
 * Route -> contract: for every row of the route table, the schemas its handler parses and
 * returns, with descriptions and examples. A route without an entry fails to compile (`sameKeys`), and `test/openapi` checks it again at run time, so a new
 * route cannot go undocumented. Which error statuses a route can give is derived from the route
 * itself in `document.ts`; entries here only add the examples of their own 400/404/422 causes.
 *
 * Each area keeps its entries in `lib/<area>/<area>.openapi.ts`, keyed by its own rows
 * (`<area>.routes.ts`), so an area's file cannot describe another's routes; this file gathers them.
 */
import type { RouteKey } from './routes.js';
import {
  fieldErrorCodes,
  generalErrorCodes,
  idempotencyErrorCodes,
  pagingErrorCodes,
  pixErrorCodes,
  pspErrorCodes,
} from '../error-codes.js';
import type { OperationSpec } from '../openapi/operation.js';
import { areas } from './areas.js';

export type { JsonBody, JsonSchema, OperationSpec, Parameter, RequestBody } from '../openapi/operation.js';

type Area = (typeof areas)[number];
type KeysOf<A> = A extends { operations: infer O } ? keyof O : never;
type Documented = KeysOf<Area>;

export const operations = Object.assign({}, ...areas.map((area) => area.operations)) as Record<
  RouteKey,
  OperationSpec
>;

/**
 * Compiles only when `A` and `B` are the same set of keys: every row of the table has its
 * operation, and no area describes a route the table lacks.
 */
const sameKeys = <A, B>(same: [A] extends [B] ? ([B] extends [A] ? true : never) : never) => same;
sameKeys<Documented, RouteKey>(true);

export interface ErrorCodeGroup {
  /** The group's heading in docs/error-codes.md. */
  title: string;
  codes: Readonly<Record<string, string>>;
}

type GroupOf<A> = A extends { errors: infer G } ? G : never;
const areaGroups = areas.flatMap((area) => ('errors' in area ? [area.errors] : [])) as GroupOf<Area>[];
const [catalogue, ...laterAreas] = areaGroups;

/**
 * The error codes, one group per heading of docs/error-codes.md, in its order (the OpenAPI document
 * lists them in the same order): the shared codes around each area's group (`lib/api/areas.ts`),
 * the catalogue's first and the Pix and paging codes before the charges'.
 */
export const errorCodeGroups = [
  { title: 'General (any route)', codes: generalErrorCodes },
  { title: 'Field codes (`fields[].code`), any route', codes: fieldErrorCodes },
  catalogue!,
  { title: 'Pix', codes: pixErrorCodes },
  { title: 'Keyset paging (lists with ?cursor=)', codes: pagingErrorCodes },
  ...laterAreas,
  { title: 'Idempotency', codes: idempotencyErrorCodes },
  { title: 'PSP (live Pix)', codes: pspErrorCodes },
] satisfies readonly ErrorCodeGroup[];
