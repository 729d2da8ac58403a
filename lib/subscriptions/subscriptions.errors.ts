import type { CodesOf } from '../error-codes.js';

/** The error codes of Pix Automático subscriptions, with what each means (docs/error-codes.md, the OpenAPI document). */
export const subscriptionErrorCodes = {
  start_date_too_soon: '`startDate` a menos de 3 dias de hoje (fuso do negócio).',
  end_date_before_start: '`endDate` não é posterior a `startDate`.',
  start_date_too_far: '`startDate` a mais de 1826 dias (5 anos) de hoje.',
  end_date_too_far: '`endDate` a mais de 36525 dias (100 anos) de hoje.',
  subscription_not_pending: 'A assinatura não aguarda mais autorização (400).',
  subscription_not_active: 'A assinatura não está ACTIVE (400).',
  subscription_ended: 'A assinatura já terminou: REJECTED, EXPIRED, CANCELLED ou COMPLETED (400).',
} as const;

declare module '../error-codes.js' {
  interface ErrorCodes extends CodesOf<typeof subscriptionErrorCodes> {}
}
