/** Portuguese texts of the pix area; part of the one catalog in `lib/messages.ts`. */
export const pixMessages = {} as const;
