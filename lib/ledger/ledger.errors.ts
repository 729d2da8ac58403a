import type { CodesOf } from '../error-codes.js';

/** The error codes of the ledger (docs/error-codes.md, the OpenAPI document). */
export const ledgerErrorCodes = {
  invalid_date_range:
    'O período pedido termina antes de começar (`to` anterior a `from`) (422, em `fields`).',
  date_range_too_long: 'O período pedido passa do máximo de dias da rota (422, em `fields`).',
} as const;

declare module '../error-codes.js' {
  interface ErrorCodes extends CodesOf<typeof ledgerErrorCodes> {}
}
