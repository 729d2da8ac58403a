import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { v7 as uuidv7 } from 'uuid';
import { config } from '../config.js';
import { dynamo, tableName } from '../db/client.js';
import { eventPut } from '../db/events.js';
import type { Commit } from '../db/idempotency.js';
import { fromItem } from '../db/items.js';
import { ledgerKeys } from './ledger.keys.js';
import { ConditionFailed, transact } from '../db/transact.js';
import type { CursorPaging } from '../domain/paging.js';
import { notFound, Refusal, validationError } from '../errors.js';
import {
  dayIn,
  EXPORT_PAGE_ROWS,
  ledgerEntryView,
  MAX_SUMMARY_DAYS,
  rangeOf,
  summaryView,
  type LedgerEntry,
  type LedgerType,
  type Movement,
} from './ledger.domain.js';
import type { LedgerMode } from './ledger.domain.js';
import { ledgerMessages } from './ledger.messages.js';
import { creditSettings, ledgerWrites, listEntries, readBalance, readDays } from './ledger.storage.js';

const timeZone = () => config().businessTimeZone;

/** The range asked, or the 422 of a range that cannot be (the request alone is wrong). */
function rangeAsked(range: { from?: string | undefined; to?: string | undefined }, maxDays?: number) {
  try {
    return rangeOf(range, timeZone(), maxDays);
  } catch (error) {
    if (error instanceof Refusal) throw validationError(error.fields ?? []);
    throw error;
  }
}

export interface LedgerQuery {
  from?: string | undefined;
  to?: string | undefined;
  type?: LedgerType | undefined;
  chargeId?: string | undefined;
}

/** A page of the merchant's entries, newest first, within the São Paulo dates asked. */
export function listLedger(merchantId: string, paging: CursorPaging, query: LedgerQuery) {
  const range = rangeAsked(query);
  return listEntries(merchantId, paging, {
    ...range,
    ...(query.type === undefined ? {} : { type: query.type }),
    ...(query.chargeId === undefined ? {} : { chargeId: query.chargeId }),
    fromDay: query.from,
    toDay: query.to,
  });
}

/** The day totals of at most 366 days, from the counters kept as entries are written. */
export async function ledgerSummary(merchantId: string, range: { from: string; to: string }) {
  rangeAsked(range, MAX_SUMMARY_DAYS);
  return summaryView(await readDays(merchantId, range.from, range.to));
}

/** One page of the export (at most 5,000 entries), newest first. */
export function exportPage(merchantId: string, paging: CursorPaging, range: { from: string; to: string }) {
  return listLedger(merchantId, { ...paging, size: EXPORT_PAGE_ROWS }, range);
}

/** The merchant's balance now. */
export async function ledgerBalance(merchantId: string, now = new Date()) {
  return readBalance(merchantId, dayIn(now.toISOString(), timeZone()));
}

/** A Pix to the merchant's key that no charge asked for, as the PSP (or the sandbox) tells it. */
export interface IncomingPix {
  endToEndId: string;
  amount: number;
  occurredAt: string;
  txid?: string | null | undefined;
  description: string;
  /** Whose account received it (`PLATFORM` unless said). */
  mode?: LedgerMode | undefined;
}

/**
 * The incoming-Pix writer: a `PIX_RECEIVED` entry without a charge and its `pix.received` event,
 * in one transaction, keyed by the Pix's end-to-end id. Undefined when that Pix is in the ledger
 * already (written once, however often it is learnt).
 */
export async function recordIncomingPix(
  merchantId: string,
  pix: IncomingPix,
  now: Date,
  commit?: Commit,
): Promise<LedgerEntry | undefined> {
  const movement: Movement = {
    type: 'PIX_RECEIVED',
    merchantId,
    amount: pix.amount,
    naturalKey: pix.endToEndId,
    occurredAt: pix.occurredAt,
    chargeId: null,
    endToEndId: pix.endToEndId,
    txid: pix.txid ?? null,
    description: pix.description,
    mode: pix.mode,
  };
  const ledger = ledgerWrites([movement], now, await creditSettings(merchantId));
  const entry = fromItem<LedgerEntry>(ledger[0]!.Put!.Item as Record<string, unknown>);
  try {
    await transact({
      ledger,
      event: eventPut(merchantId, 'pix.received', ledgerEntryView(entry), now).items,
      idempotency: commit?.({ kind: 'LEDGER', id: pix.endToEndId }),
    });
  } catch (error) {
    if (error instanceof ConditionFailed && error.has('ledger')) return undefined;
    throw error;
  }
  return entry;
}

/**
 * The sandbox's Pix to the merchant's key that no charge asked for (`recordIncomingPix`). Only in
 * `test`.
 */
export async function simulateIncomingPix(
  merchantId: string,
  body: { amount: number; description?: string | null | undefined },
  commit?: Commit,
): Promise<LedgerEntry> {
  if (config().environment !== 'test') throw notFound();
  const now = new Date();
  const endToEndId = sandboxEndToEndId(now);
  const entry = await recordIncomingPix(
    merchantId,
    {
      endToEndId,
      amount: body.amount,
      occurredAt: now.toISOString(),
      description: body.description ?? ledgerMessages.incomingPixDescription,
    },
    now,
    commit,
  );
  // A new end-to-end id is in no entry yet.
  if (!entry) throw new Error('a new incoming Pix found its entry written');
  return entry;
}

/** The entry a simulated incoming Pix wrote, by its end-to-end id (a retried request's answer). */
export async function storedIncomingPix(merchantId: string, endToEndId: string): Promise<LedgerEntry> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: ledgerKeys.entry(merchantId, 'PIX_RECEIVED', endToEndId),
      ConsistentRead: true,
    }),
  );
  if (!Item) throw notFound();
  return fromItem<LedgerEntry>(Item);
}

/**
 * An end-to-end id in the shape of the Pix arrangement's (`E` + 8-digit ISPB + `yyyyMMddHHmm` + 11
 * characters): the sandbox's own ISPB is zeros.
 */
function sandboxEndToEndId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 12);
  const tail = uuidv7().replace(/-/g, '').slice(-11).toUpperCase();
  return `E00000000${stamp}${tail}`;
}
