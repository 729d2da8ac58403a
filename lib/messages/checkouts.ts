/** Portuguese texts of the checkouts area; part of the one catalog in `lib/messages.ts`. */
export const checkoutsMessages = {} as const;
