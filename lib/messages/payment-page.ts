/** Portuguese texts of the paymentPage area; part of the one catalog in `lib/messages.ts`. */
export const paymentPageMessages = {} as const;
