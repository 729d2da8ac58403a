/** What every area's operation table is made of, and the helpers they share. */
import type * as z from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_CURSOR_LENGTH, MAX_PAGE_SIZE, MAX_PAGING_PARAM } from '../domain/paging.js';
import { parseBody, parseQuery } from '../http/validation.js';
import { errorExample, EXAMPLE_IDS, thrownBy, type Example } from './examples.js';

/** A JSON Schema (2020-12) object, as OpenAPI 3.1 embeds them. */
export type JsonSchema = Record<string, unknown>;

export interface JsonBody {
  schema: z.core.$ZodType;
  /** Name under `components.schemas`. */
  component: string;
  examples: Record<string, Example>;
}

export interface RequestBody extends JsonBody {
  /** A description for every property of the body (checked by `test/openapi`). */
  properties: Record<string, string>;
  /** The body may be left out (an action route's, whose properties are all optional). */
  optional?: boolean;
}

export interface Parameter {
  description: string;
  /** Replaces the schema generated from zod (query values arrive as text; some are numbers). */
  schema?: JsonSchema;
  example?: unknown;
}

export interface OperationSpec {
  operationId: string;
  /** One line: the operation's name in the docs (its function never carries it). */
  summary: string;
  description: string;
  pathParams?: Record<string, Parameter & { schema: JsonSchema; example: string }>;
  /** The query schema the handler parses, and a description for every one of its properties. */
  query?: { schema: z.core.$ZodType; parameters: Record<string, Parameter> };
  body?: RequestBody;
  success: {
    status: 200 | 201 | 202 | 204;
    description: string;
    /** A JSON body; without `component` its schema is inlined. */
    json?: Omit<JsonBody, 'component'> & { component?: string };
    /** Non-JSON bodies, by media type (`textBody`). */
    content?: Record<string, { schema?: JsonSchema }>;
  };
  /**
   * Responses the route gives beyond (or instead of) the ones derived from it: the payment page's
   * HTML 404, the 429 of its coupon form. Keyed by status; they replace a derived one.
   */
  extraResponses?: Record<number, { description: string; content: Record<string, { schema?: JsonSchema }> }>;
  /** Examples of the route's own causes for these statuses (the shared ones are added for all). */
  errors?: Partial<Record<400 | 404 | 422, Record<string, Example>>>;
}

/** The 422 a real validator gives for a bad body or query. */
export const invalidBody = (schema: z.core.$ZodType, body: unknown, path: string, summary: string) =>
  errorExample(
    summary,
    thrownBy(() => parseBody(schema, body)),
    path,
  );
export const invalidQuery = (
  schema: z.core.$ZodType,
  query: Record<string, string>,
  path: string,
  summary: string,
) =>
  errorExample(
    summary,
    thrownBy(() => parseQuery(schema, query)),
    path,
  );

/**
 * A page, script or stylesheet, by media type: the media type says what it is, and no JSON Schema
 * (a `string` without a bound) would add anything true.
 */
export const textBody = (...mediaTypes: string[]): Record<string, object> =>
  Object.fromEntries(mediaTypes.map((type) => [type, {}]));

/** A UUID path parameter: 36 characters. */
export const UUID_PARAM_SCHEMA = { type: 'string', format: 'uuid', maxLength: 36 };

export const idParam = (kind: keyof typeof EXAMPLE_IDS, what: string) => ({
  id: {
    description: `Identificador público ${what} (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.`,
    schema: UUID_PARAM_SCHEMA,
    example: EXAMPLE_IDS[kind],
  },
});

/** `?cursor=` of the lists with keyset paging (see `lib/http/cursor.ts`). */
export const cursorParameters: Record<'cursor', Parameter> = {
  cursor: {
    description:
      'O `page.nextCursor` da resposta anterior: a página seguinte, lendo só os seus itens (prefira a `page` em listas grandes). Com `cursor`, `page` deve ser 0 ou omitido; um cursor alterado, de outro lojista ou de outros filtros é 422 (`invalid_cursor`).',
    schema: { type: 'string', maxLength: MAX_CURSOR_LENGTH },
  },
};

export const pagingParameters: Record<'page' | 'size', Parameter> = {
  page: {
    description: 'Número da página, a partir de 0.',
    schema: { type: 'integer', format: 'int64', minimum: 0, maximum: MAX_PAGING_PARAM, default: 0 },
    example: 0,
  },
  size: {
    description: `Itens por página, a partir de 1. Um valor acima de ${MAX_PAGE_SIZE} é atendido como ${MAX_PAGE_SIZE} (não é rejeitado).`,
    schema: {
      type: 'integer',
      format: 'int64',
      minimum: 1,
      maximum: MAX_PAGING_PARAM,
      default: DEFAULT_PAGE_SIZE,
    },
    example: DEFAULT_PAGE_SIZE,
  },
};
