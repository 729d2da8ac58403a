import type { CodesOf } from '../error-codes.js';

/** The error codes of reconciliation (docs/error-codes.md, the OpenAPI document). */
export const reconciliationErrorCodes = {
  reconciliation_date_out_of_range:
    'A data pedida não é um dia `yyyy-MM-dd` entre hoje e 90 dias atrás (horário de São Paulo) (400).',
} as const;

declare module '../error-codes.js' {
  interface ErrorCodes extends CodesOf<typeof reconciliationErrorCodes> {}
}
