/** Portuguese texts of the charges area; part of the one catalog in `lib/messages.ts`. */
export const chargesMessages = {} as const;
