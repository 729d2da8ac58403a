/** Portuguese texts of the webhooks area; part of the one catalog in `lib/messages.ts`. */
export const webhooksMessages = {} as const;
