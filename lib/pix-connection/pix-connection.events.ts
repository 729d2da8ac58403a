/**
 * The events of a merchant's own PSP connection (data: the connection as `GET /v1/pix-connection`
 * shows it): its PSP started failing, or its certificate expires within 30 days.
 */
export const pixConnectionEventTypes = ['pix_connection.failing', 'pix_connection.expiring'] as const;

declare module '../domain/event.js' {
  interface EventTypes extends Record<(typeof pixConnectionEventTypes)[number], true> {}
}
