/** Texts of Pix Automático subscriptions (billing.md). */
export const subscriptionsMessages = {
  startTooSoon: (earliest: string) =>
    `deve ser a partir de ${earliest}: o primeiro vencimento fica ao menos 3 dias depois de hoje`,
  endBeforeStart: 'deve ser depois de startDate',
  interval: 'deve ser WEEKLY, MONTHLY, QUARTERLY, SEMIANNUAL ou ANNUAL',
  retryPolicy: 'deve ser NONE ou THREE_IN_SEVEN_DAYS',
} as const;
