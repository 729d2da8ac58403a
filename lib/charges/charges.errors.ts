import type { CodesOf } from '../error-codes.js';
import { ApiError } from '../errors.js';
import { chargeMessages } from './charges.messages.js';

/** The error codes of charges and their refunds, with what each means (docs/error-codes.md, the OpenAPI document). */
export const chargeErrorCodes = {
  customer_unusable: 'O `customerId` informado não é um cliente ativo do lojista (400).',
  charge_not_pending: 'A cobrança já saiu de PENDING (paga, cancelada ou estornada) (400).',
  charge_expired: 'A cobrança venceu: não pode mais ser paga nem cancelada (400).',
  charge_not_paid:
    'Só uma cobrança PAID ou PARTIALLY_REFUNDED pode ser estornada ou ter uma devolução MED simulada (400).',
  nothing_left_to_return:
    'A cobrança já foi estornada ou devolvida por inteiro: não resta nada para uma devolução MED (400).',
  refund_exceeds_remaining:
    'O valor do estorno (ou da devolução MED) passa do que resta a estornar (400; também em `fields`).',
  refund_window_closed: 'O pagamento tem mais de 90 dias: o Pix não pode mais ser devolvido (400).',
  refund_limit_reached: 'A cobrança já tem o máximo de estornos (400).',
  charge_in_checkout: 'A cobrança pertence a um checkout: cancele pelo checkout (400).',
  checkout_not_payable: 'O checkout da cobrança não aceita mais pagamento (400).',
  pix_provider_unavailable: 'Nenhum provedor Pix configurado neste ambiente (503).',
  expires_in_with_due_date:
    '`expiresIn` junto com `dueDate`: uma cobrança com vencimento não expira em segundos.',
  due_date_required: 'Campo de cobrança com vencimento (`fine`, `interest`…) sem `dueDate`.',
  due_date_in_past: '`dueDate` anterior a hoje (fuso do negócio).',
  due_date_too_far: '`dueDate` além do limite de dias a partir de hoje.',
  not_below_amount: 'Desconto ou abatimento igual ou maior que o valor da cobrança (ou que 100%).',
  discount_after_due_date: 'Data de desconto depois de `dueDate`.',
  discount_order: 'Datas de desconto repetidas, ou desconto que cresce com a data.',
  customer_without_document: 'Cobrança com vencimento para um cliente sem CPF/CNPJ (400).',
  not_due_date_charge: 'A rota só vale para cobranças com vencimento (400).',
  date_not_payable: 'A data não é um dia em que a cobrança pode ser paga: de hoje ao último dia (400).',
  charge_in_subscription: 'A cobrança autoriza uma assinatura: cancele pela assinatura (400).',
  amount_due_above_maximum:
    'Com a multa e os juros, o valor devido passaria do máximo de uma cobrança (R$ 1.000.000,00) até o último dia de pagamento (422).',
} as const;

declare module '../error-codes.js' {
  interface ErrorCodes extends CodesOf<typeof chargeErrorCodes> {}
}

/** 400: the body's customer is unknown, removed or another merchant's (checked in the write). */
export const customerUnusable = (field = 'customerId'): ApiError =>
  new ApiError(
    400,
    chargeMessages.customerUnusable,
    [{ field, message: chargeMessages.customerUnusableField, code: 'customer_unusable' }],
    'customer_unusable',
  );

/** 400: a due-date charge's customer has no CPF or CNPJ, which the `cobv` names as its payer. */
export const customerWithoutDocument = (
  message: string = chargeMessages.due.customerWithoutDocument,
): ApiError =>
  new ApiError(
    400,
    message,
    [
      {
        field: 'customerId',
        message: chargeMessages.due.customerWithoutDocumentField,
        code: 'customer_without_document',
      },
    ],
    'customer_without_document',
  );
