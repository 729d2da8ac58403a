/**
 * The envelope every JSON response travels in (`lib/http/responses.ts`), as zod schemas for the
 * OpenAPI document. The resources inside it are the areas' response schemas; the error envelope,
 * which lists every code, is the catalogue's (`lib/api/error-schemas.ts`).
 */
import * as z from 'zod';
/** `{ "data": <resource>, "success": true, "error": null }`. */
export const successEnvelope = <T extends z.core.$ZodType>(data: T) =>
  z.strictObject({
    data,
    success: z.literal(true),
    error: z.null(),
  });

/**
 * The OpenAPI document itself, as `GET /v1/openapi.json` returns it: only its outline is checked
 * here (the document is validated as a whole by `redocly lint`), with bounds far above what the
 * document builder writes.
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z
    .string()
    .max(16)
    .regex(/^3\.1\.\d+$/),
  info: z.looseObject({ title: z.string().max(100), version: z.string().max(16) }),
  paths: z.record(z.string().max(200), z.unknown()),
});
