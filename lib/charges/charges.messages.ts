/** Portuguese texts of the charges area. */
export const chargeMessages = {
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
  medNotPaid: (status: string) =>
    `Só uma cobrança paga e ainda não devolvida por inteiro pode ter uma devolução MED (situação atual: ${status}).`,
  nothingLeftToReturn:
    'Não resta nada desta cobrança para devolver: ela já foi estornada ou devolvida por inteiro.',
  medExceedsRemaining: (remaining: string) =>
    `O valor da devolução MED excede o que resta nesta cobrança (${remaining}).`,
  medNature: 'deve ser um dos valores: OPERATIONAL_FAILURE, FRAUD, PIX_AUTOMATICO',
  inCheckout: 'Esta cobrança pertence a um checkout: cancele o checkout (POST /checkouts/{id}/cancel).',
  checkoutNotPayable: 'O checkout desta cobrança não aceita mais pagamento.',
  inSubscription:
    'Esta cobrança autoriza uma assinatura: cancele a assinatura (POST /subscriptions/{id}/cancel).',
  providerUnavailable:
    'Nenhum provedor Pix está configurado neste ambiente; cobranças Pix ainda não podem ser criadas aqui.',
  statusFilter: 'deve ser um dos valores: PENDING, PAID, EXPIRED, CANCELLED, PARTIALLY_REFUNDED, REFUNDED',
  invalidId: 'deve ser um UUID',
  due: {
    date: 'deve ser uma data no formato AAAA-MM-DD',
    withExpiresIn: 'não combina com dueDate: uma cobrança com vencimento vale até dueDate + daysAfterDue',
    needsDueDate: 'só vale numa cobrança com vencimento (com dueDate)',
    customerRequired: 'é obrigatório numa cobrança com vencimento (o devedor)',
    inPast: 'deve ser hoje ou uma data futura',
    tooFar: (days: number) => `deve estar a no máximo ${days} dias de hoje`,
    percentageMax: 'deve ser no máximo 10000 (100,00%)',
    notBelowAmount: 'deve ser menor que o valor da cobrança',
    discountAfterDue: 'deve ser no máximo a data de vencimento (dueDate)',
    discountOrder: 'as datas devem ser distintas e o desconto não pode crescer com a data',
    dueAboveMaximum: (maximum: string, lastDay: string) =>
      `com multa e juros, o valor devido passaria de ${maximum} até ${lastDay}, o último dia de pagamento`,
    customerWithoutDocument:
      'Uma cobrança com vencimento exige um cliente com CPF ou CNPJ: cadastre o documento do cliente.',
    customerWithoutDocumentField: 'cliente sem CPF/CNPJ',
    notDueCharge: 'Esta cobrança não tem vencimento (dueDate): o valor é sempre o original.',
    dateNotPayable: (first: string, last: string) =>
      `A data deve ser um dia em que a cobrança pode ser paga: de ${first} a ${last}.`,
    dateNotPayableField: 'dia fora do prazo de pagamento',
    noPayableDay: 'A cobrança não pode mais ser paga.',
  },
} as const;
