import * as z from 'zod/mini';
import type { ErrorCode } from '../error-codes.js';
import { ApiError, badRequest, notFound, validationError, type FieldError } from '../errors.js';
import { messages } from '../messages.js';
import { knownProperties, suggestProperty } from './suggestion.js';

const fieldMessages = messages.fields;

type Issue = z.core.$ZodIssue;

/** Portuguese text for zod's built-in checks; schema-level messages (from the catalog) win. */
function describe(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return fieldMessages.required;
      if (issue.input === null) return fieldMessages.notNull;
      switch (issue.expected) {
        case 'string':
          return fieldMessages.mustBeString;
        // Every number this API accepts is an integer, and zod reports z.int() given a string as
        // expecting a "number", so both read as "must be an integer".
        case 'int':
        case 'number':
          return fieldMessages.mustBeInteger;
        case 'boolean':
          return fieldMessages.mustBeBoolean;
        case 'object':
          return fieldMessages.mustBeObject;
        default:
          return fieldMessages.invalidType;
      }
    case 'too_small':
      return issue.origin === 'string'
        ? fieldMessages.minLength(Number(issue.minimum))
        : fieldMessages.min(issue.minimum as number);
    case 'too_big':
      return issue.origin === 'string'
        ? fieldMessages.maxLength(Number(issue.maximum))
        : fieldMessages.max(issue.maximum as number);
    case 'invalid_format':
      return issue.format === 'email' ? fieldMessages.invalidEmail : fieldMessages.invalidFormat;
    case 'invalid_value':
      return fieldMessages.oneOf(issue.values);
    case 'unrecognized_keys':
      return fieldMessages.unknownProperty;
    default:
      return fieldMessages.invalidValue;
  }
}

const fieldName = (path: readonly PropertyKey[]): string =>
  path.length === 0 ? 'body' : path.map(String).join('.');

/**
 * The stable code of one zod issue (`fields[].code`). A custom refinement names its own cause with
 * `params: { code }` (a code of the catalogue, `lib/error-codes.ts` and the areas' `*.errors.ts`);
 * zod's built-in checks map to their kind.
 */
export function issueCode(issue: Issue): ErrorCode {
  switch (issue.code) {
    case 'invalid_type':
      // z.never() names a property that exists but may not be sent at all (an immutable one).
      if (issue.expected === 'never') return 'immutable';
      if (issue.input === undefined) return 'required';
      if (issue.input === null) return 'not_null';
      return 'invalid_type';
    case 'too_small':
      return issue.origin === 'string' ? 'too_short' : 'too_small';
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : 'too_big';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalid_email' : 'invalid_format';
    case 'unrecognized_keys':
      return 'unknown_property';
    case 'custom': {
      const code = (issue.params as { code?: unknown } | undefined)?.code;
      // Our own refinements name it; zod carries `params` untyped.
      return typeof code === 'string' ? (code as ErrorCode) : 'invalid_value';
    }
    default:
      return 'invalid_value';
  }
}

/** An unknown property, with the known one of `schema` it most likely meant when there is one. */
function unknownProperty(path: readonly PropertyKey[], key: string, schema?: z.core.$ZodType): FieldError {
  const field = fieldName([...path, key]);
  const suggestion = schema && suggestProperty(key, knownProperties(schema, path));
  return suggestion === undefined
    ? { field, message: fieldMessages.unknownProperty, code: 'unknown_property' }
    : { field, message: fieldMessages.didYouMean(suggestion), code: 'unknown_property', suggestion };
}

/**
 * Every problem at once, each under the property name as the client sent it; an unknown property
 * names the one of `schema` it most likely meant (`fields[].suggestion`).
 */
export function issuesToFields(issues: readonly Issue[], schema?: z.core.$ZodType): FieldError[] {
  const fields: FieldError[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields.push(unknownProperty(issue.path, key, schema));
    } else {
      fields.push({ field: fieldName(issue.path), message: issue.message, code: issueCode(issue) });
    }
  }
  return fields;
}

/** C0 controls, DEL and C1 controls: never part of a code a payer types or a name on a page. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/u;

/** The text rule every string of every request obeys, or undefined when `text` is acceptable. */
function textProblem(text: string): Pick<FieldError, 'message' | 'code'> | undefined {
  if (!text.isWellFormed()) return { message: fieldMessages.illFormedText, code: 'ill_formed_text' };
  if (CONTROL_CHARACTER.test(text))
    return { message: fieldMessages.controlCharacter, code: 'control_character' };
  return undefined;
}

/**
 * Text that is not well-formed Unicode (a lone surrogate such as "\ud800" is valid JSON) cannot be
 * stored: DynamoDB rejects it as invalid UTF-8, which would surface as a 500. Control characters
 * are refused in every text field (docs/rules/conventions.md). Every string and key of the input is
 * checked, wherever it sits, so no resource can forget it; a bad key is reported on the object
 * holding it, since the key itself cannot be printed back.
 */
export function illFormedText(input: unknown): FieldError[] {
  const problems: FieldError[] = [];
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value: input, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) problems.push({ field: fieldName(path), ...problem });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const problem = textProblem(key);
        if (problem) problems.push({ field: fieldName(path), ...problem });
        else pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return problems;
}

function parse<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input, { error: describe, reportInput: true });
  const textProblems = illFormedText(input);
  if (!result.success)
    throw validationError([...issuesToFields(result.error.issues, schema), ...textProblems]);
  if (textProblems.length > 0) throw validationError(textProblems);
  return result.data;
}

/** A JSON body: 400 unless it is an object, then 422 listing every invalid field. */
export function parseBody<S extends z.core.$ZodType>(schema: S, body: unknown): z.output<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest(messages.errors.bodyNotObject, null, 'body_not_object');
  }
  return parse(schema, body);
}

/** A body that may be left out (as an action route's): absent is `{}`, otherwise as `parseBody`. */
export function parseOptionalBody<S extends z.core.$ZodType>(schema: S, body: unknown): z.output<S> {
  return parseBody(schema, body === undefined ? {} : body);
}

/**
 * The body of an action route (`POST …/{id}/cancel`): nothing, an empty body or `{}`. Anything
 * else in an object is 422 naming each property; a body that is not an object is 400.
 */
export function parseActionBody(body: unknown): void {
  if (body === undefined) return;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest(messages.errors.bodyNotObject, null, 'body_not_object');
  }
  const extra = Object.keys(body);
  if (extra.length > 0)
    throw validationError(
      extra.map((field) => ({ field, message: fieldMessages.unknownProperty, code: 'unknown_property' })),
    );
}

export function parseQuery<S extends z.core.$ZodType>(
  schema: S,
  query: Record<string, string | undefined> | undefined,
): z.output<S> {
  return parse(schema, query ?? {});
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a UUID cannot name anything, so it is a 404 like any unknown id. */
export function parseId(params: Record<string, string | undefined> | undefined): string {
  const id = params?.id;
  if (id === undefined || !UUID.test(id)) throw notFound();
  return id.toLowerCase();
}

export { ApiError };
