/** The events of reconciliation: a day's run, stored with something new (data: the run). */
export const reconciliationEventTypes = ['reconciliation.completed'] as const;

declare module '../domain/event.js' {
  interface EventTypes extends Record<(typeof reconciliationEventTypes)[number], true> {}
}
