/** The events of checkouts, in the order the API lists them; each carries the checkout's view. */
export const checkoutEventTypes = [
  'checkout.created',
  'checkout.updated',
  'checkout.completed',
  'checkout.expired',
  'checkout.cancelled',
] as const;

declare module '../domain/event.js' {
  interface EventTypes extends Record<(typeof checkoutEventTypes)[number], true> {}
}
