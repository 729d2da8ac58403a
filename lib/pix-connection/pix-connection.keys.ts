import type { TableKey } from '../db/keys.js';
import { shardOf } from '../db/layout.js';

/**
 * The list of live connections (every merchant's current one), walked by the sweeper: the daily
 * reconciliation at each merchant's PSP and the certificate check. One item per merchant, written
 * and removed in the transaction that saves or removes its connection, spread over a few
 * partitions by merchant (a connection is saved rarely; the walk reads every partition).
 */
export const PIX_CONNECTION_LIST_SHARDS = 8;

/** Partition key of one shard of the list. */
export const pixConnectionListPartition = (shard: number): string => `PIXCONNLIST#${shard}`;

export const pixConnectionKeys = {
  /** A merchant's entry in the list, on its shard; sort key the merchant's id. */
  listed: (merchantId: string): TableKey => ({
    PK: pixConnectionListPartition(shardOf(merchantId, PIX_CONNECTION_LIST_SHARDS)),
    SK: merchantId,
  }),
};
