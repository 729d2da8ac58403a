/** Largest amount in cents accepted anywhere (R$ 1 bilhão): keeps reais exact as a JSON number. */
export const MAX_CENTS = 100_000_000_000;

/** Requests carry integer cents; responses carry reais as a JSON number (1990 -> 19.9). */
export const centsToReais = (cents: number): number => Math.round(cents) / 100;
