import type { CodesOf } from '../error-codes.js';

/** The error codes of customers, with what each means (docs/error-codes.md, the OpenAPI document). */
export const customerErrorCodes = {
  invalid_document: 'CPF ou CNPJ inválido.',
  invalid_phone: 'Telefone sem 10 a 13 dígitos.',
  empty_filter: 'Filtro sem nenhum caractere que possa coincidir (só formatação).',
} as const;

declare module '../error-codes.js' {
  interface ErrorCodes extends CodesOf<typeof customerErrorCodes> {}
}
