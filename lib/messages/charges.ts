/** Portuguese texts of the charges area; part of the one catalog in `lib/messages.ts`. */
export const chargesMessages = {
  metadata: {
    mustBeObject: 'deve ser um objeto de textos',
    valueMustBeString: 'deve ser um texto',
    keyLength: (max: number) => `cada chave deve ter de 1 a ${max} caracteres`,
    valueLength: (max: number) => `deve ter no máximo ${max} caracteres`,
    tooManyKeys: (max: number) => `deve ter no máximo ${max} chaves`,
  },
  customerUnusable: 'O cliente não existe, foi removido ou pertence a outro lojista.',
  customerUnusableField: 'cliente desconhecido ou removido',
  notPending: (status: string) => `A cobrança não está pendente (situação atual: ${status}).`,
  expired: 'A cobrança expirou e não pode mais ser paga nem cancelada.',
  notPaid: (status: string) =>
    `Só uma cobrança paga e ainda não estornada por inteiro pode ser estornada (situação atual: ${status}).`,
  refundWindowClosed: (days: number) =>
    `O prazo de estorno acabou: um Pix pode ser devolvido em até ${days} dias após o pagamento.`,
  tooManyRefunds: (max: number) => `Esta cobrança já tem ${max} estornos, o máximo permitido.`,
  refundExceedsRemaining: (remaining: string) =>
    `O valor do estorno excede o que resta a estornar nesta cobrança (${remaining}).`,
  refundExceedsRemainingField: (remaining: number) =>
    `deve ser no máximo ${remaining} (centavos), o que resta a estornar`,
  inCheckout: 'Esta cobrança pertence a um checkout: cancele o checkout (POST /checkouts/{id}/cancel).',
  checkoutNotPayable: 'O checkout desta cobrança não aceita mais pagamento.',
  providerUnavailable:
    'Nenhum provedor Pix está configurado neste ambiente; cobranças Pix ainda não podem ser criadas aqui.',
  statusFilter: 'deve ser um dos valores: PENDING, PAID, EXPIRED, CANCELLED, PARTIALLY_REFUNDED, REFUNDED',
  invalidId: 'deve ser um UUID',
} as const;
