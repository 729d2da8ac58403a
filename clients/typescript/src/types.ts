/**
 * How the client's public types are read from the generated OpenAPI types by operation, so a field
 * the API adds, renames or removes reaches them at the next `npm run client:generate`; the types
 * every resource shares. Each resource's own types are in its file of `resources/`.
 */
import type { components, operations as Operations } from './generated/openapi.js';
import type { OperationId } from './generated/operations.js';

type Operation<Id extends OperationId> = Operations[Id];

type JsonContent<Response> = Response extends { content: { 'application/json': infer Json } } ? Json : never;

/** The success envelope of an operation (its 200, 201 or 202 answer); `never` when it answers 204. */
type SuccessEnvelope<Id extends OperationId> = {
  [Status in keyof Operation<Id>['responses']]: Status extends 200 | 201 | 202
    ? JsonContent<Operation<Id>['responses'][Status]>
    : never;
}[keyof Operation<Id>['responses']];

/** What an operation's call resolves to: the envelope's `data`, or `void` for a 204. */
export type ResponseData<Id extends OperationId> = [SuccessEnvelope<Id>] extends [never]
  ? void
  : SuccessEnvelope<Id> extends { data: infer Data }
    ? Data
    : never;

/** An operation's JSON body; `never` when it takes none. */
export type RequestBody<Id extends OperationId> = JsonContent<NonNullable<Operation<Id>['requestBody']>>;

/** An operation's query parameters; `never` when it takes none. */
export type QueryParams<Id extends OperationId> = NonNullable<Operation<Id>['parameters']['query']>;

/** What a list walk takes: the filters and the page size; the walk itself sets `page` and `cursor`. */
export type ListParams<Id extends OperationId> = Omit<QueryParams<Id>, 'page' | 'cursor'>;

/** One item of a list operation's pages. */
export type ListItem<Id extends OperationId> =
  ResponseData<Id> extends { content: (infer Item)[] } ? Item : never;

export type PageMetadata = components['schemas']['PageMetadata'];
export type ErrorBody = components['schemas']['Error'];
export type FieldError = components['schemas']['FieldError'];
/** The stable English name of an error's cause (`error.code`); see docs/error-codes.md. */
export type ErrorCode = ErrorBody['code'];

/** The type of an event: what webhook endpoints subscribe to and `events.list` filters by. */
export type EventType = ListItem<'listEvents'>['type'];
