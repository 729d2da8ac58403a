/**
 * Shards per counter. One item takes about 1,000 writes a second and a transaction touching it
 * conflicts with every other one in flight; ten shards spread a merchant's writes over ten items,
 * and the total is still one Query of ten small items.
 */
export const COUNTER_SHARDS = 10;

export const randomShard = (): number => Math.floor(Math.random() * COUNTER_SHARDS);
