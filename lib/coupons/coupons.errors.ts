import type { CodesOf } from '../error-codes.js';

/** The error codes of coupons, with what each means (docs/error-codes.md, the OpenAPI document). */
export const couponErrorCodes = {
  code_taken: 'Já existe um cupom com este código.',
  percentage_out_of_range:
    'Cupom PERCENTAGE com valor fora de 1 a 100 (422; 400 se só o cupom gravado revela).',
  max_uses_out_of_range: 'max_uses diferente de -1 e menor que 1.',
  max_uses_below_used: 'max_uses abaixo dos usos já registrados (400).',
  expires_before_starts: 'expires_at não é posterior a starts_at (422; 400 se só o cupom gravado revela).',
} as const;

declare module '../error-codes.js' {
  interface ErrorCodes extends CodesOf<typeof couponErrorCodes> {}
}
