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
  pix_connection_without_account:
    'O PSP do próprio lojista está conectado sem a conta recebedora (`account`) que as cobranças recorrentes indicam: conecte de novo com ela (409).',
} as const;

import { ApiError } from '../errors.js';
import { subscriptionMessages } from './subscriptions.messages.js';

/** 409: the merchant's own PSP connection names no receiving account, so it takes no subscription. */
export const connectionWithoutAccount = (): ApiError =>
  new ApiError(409, subscriptionMessages.ownAccountWithoutAccount, null, 'pix_connection_without_account');

declare module '../error-codes.js' {
  interface ErrorCodes extends CodesOf<typeof subscriptionErrorCodes> {}
}
