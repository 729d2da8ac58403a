import type { CodesOf } from '../error-codes.js';

/** The error codes of payouts (docs/error-codes.md, the OpenAPI document). */
export const payoutErrorCodes = {
  insufficient_balance: 'O valor pedido passa do saldo disponível para repasse (400).',
  payout_below_minimum: 'O repasse é menor que o mínimo de R$ 1,00 (400; também em `fields`).',
  payout_destination_missing: 'O lojista não tem chave Pix de repasse cadastrada (400).',
  payout_not_pending: 'O repasse já terminou (PAID ou FAILED): não pode ser simulado de novo (400).',
} as const;

declare module '../error-codes.js' {
  interface ErrorCodes extends CodesOf<typeof payoutErrorCodes> {}
}
