/** Portuguese texts of the events area; part of the one catalog in `lib/messages.ts`. */
export const eventsMessages = {} as const;
