import type { TransactItem } from './items.js';

/**
 * Shards per live-item counter. One item takes about 1,000 writes a second and a transaction
 * touching it conflicts with every other one in flight; ten shards spread a merchant's sustained
 * import over ten items, and the total is still one Query of ten small items (1 RCU).
 */
export const COUNTER_SHARDS = 10;

export const randomShard = (except?: number): number => {
  if (except === undefined) return Math.floor(Math.random() * COUNTER_SHARDS);
  // Any shard but the one that just conflicted.
  return (except + 1 + Math.floor(Math.random() * (COUNTER_SHARDS - 1))) % COUNTER_SHARDS;
};

// Live-item counters (`COUNT#<ENTITY>#<n>`) and event counters (`EVCOUNT#<day>#<type>#<n>`).
const SHARD_SK = /^(COUNT#[A-Z_]+|EVCOUNT#\d{4}-\d{2}-\d{2}#[^#]+)#(\d+)$/;

/** The same transaction with every counter shard it adds to moved to another shard. */
export function reshardCounters<T extends TransactItem>(items: readonly T[]): T[] {
  return items.map((item) => {
    const sk = item.Update?.Key?.SK;
    const match = typeof sk === 'string' ? SHARD_SK.exec(sk) : null;
    if (!item.Update || !match) return item;
    const shard = randomShard(Number(match[2]));
    return { ...item, Update: { ...item.Update, Key: { ...item.Update.Key, SK: `${match[1]}#${shard}` } } };
  });
}
