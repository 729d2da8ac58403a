/**
 * The events of the ledger: a Pix received that no charge asked for (data: its ledger entry), and
 * an operator's MED block on a charge and its release (data: the block).
 */
export const ledgerEventTypes = ['pix.received', 'charge.med_blocked', 'charge.med_released'] as const;

declare module '../domain/event.js' {
  interface EventTypes extends Record<(typeof ledgerEventTypes)[number], true> {}
}
