/** The events of the ledger: a Pix received that no charge asked for (data: its ledger entry). */
export const ledgerEventTypes = ['pix.received'] as const;

declare module '../domain/event.js' {
  interface EventTypes extends Record<(typeof ledgerEventTypes)[number], true> {}
}
