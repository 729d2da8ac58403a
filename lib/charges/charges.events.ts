/** The events of charges, in the order the API lists them; each carries the charge's list view. */
export const chargeEventTypes = [
  'charge.created',
  'charge.paid',
  'charge.expired',
  'charge.cancelled',
  'charge.refunded',
  'charge.refund_failed',
  'charge.med_returned',
] as const;

declare module '../domain/event.js' {
  interface EventTypes extends Record<(typeof chargeEventTypes)[number], true> {}
}
