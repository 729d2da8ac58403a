/** Portuguese texts of the idempotency area; part of the one catalog in `lib/messages.ts`. */
export const idempotencyMessages = {} as const;
