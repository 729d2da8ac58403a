/** The events of subscriptions and their cycles, in the order the API lists them; each carries the subscription's or the cycle's view. */
export const subscriptionEventTypes = [
  'subscription.created',
  'subscription.activated',
  'subscription.rejected',
  'subscription.expired',
  'subscription.cancelled',
  'subscription.completed',
  'subscription.cycle.paid',
  'subscription.cycle.retrying',
  'subscription.cycle.failed',
] as const;

declare module '../domain/event.js' {
  interface EventTypes extends Record<(typeof subscriptionEventTypes)[number], true> {}
}
