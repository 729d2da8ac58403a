import type { CodesOf } from '../error-codes.js';

/** The error codes of products, with what each means (docs/error-codes.md, the OpenAPI document). */
export const productErrorCodes = {
  external_id_taken: 'Já existe um produto com este externalId.',
} as const;

declare module '../error-codes.js' {
  interface ErrorCodes extends CodesOf<typeof productErrorCodes> {}
}
