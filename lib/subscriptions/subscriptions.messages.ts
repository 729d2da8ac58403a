/** Texts of Pix Automático subscriptions (docs/rules/subscriptions.md). */
export const subscriptionMessages = {
  startTooSoon: (earliest: string) =>
    `deve ser a partir de ${earliest}: o primeiro vencimento fica ao menos 3 dias depois de hoje`,
  endBeforeStart: 'deve ser depois de startDate',
  tooFar: (days: number) => `deve estar a no máximo ${days} dias de hoje`,
  interval: 'deve ser WEEKLY, MONTHLY, QUARTERLY, SEMIANNUAL ou ANNUAL',
  retryPolicy: 'deve ser NONE ou THREE_IN_SEVEN_DAYS',
  authorizationOutcome: 'deve ser APPROVED ou REJECTED',
  cycleOutcome: 'deve ser PAID ou FAILED',
  statusFilter:
    'deve ser um dos valores: PENDING_AUTHORIZATION, ACTIVE, REJECTED, EXPIRED, CANCELLED, COMPLETED',
  customerWithoutDocument:
    'Uma assinatura exige um cliente com CPF ou CNPJ (o pagador da autorização): cadastre o documento do cliente.',
  notPending: (status: string) => `A assinatura não está aguardando autorização (situação atual: ${status}).`,
  notActive: (status: string) => `A assinatura não está ativa (situação atual: ${status}).`,
  ownAccountWithoutAccount:
    'A conexão com o PSP do lojista não tem a conta recebedora que as cobranças recorrentes indicam: conecte o PSP de novo (PUT /v1/pix-connection) com `account` (conta, tipoConta e, se houver, agencia).',
  ended: (status: string) => `A assinatura já terminou (situação atual: ${status}).`,
} as const;
