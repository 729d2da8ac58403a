/** The events of payouts (data: the payout as the API shows it). */
export const payoutEventTypes = ['payout.created', 'payout.paid', 'payout.failed'] as const;

declare module '../domain/event.js' {
  interface EventTypes extends Record<(typeof payoutEventTypes)[number], true> {}
}
