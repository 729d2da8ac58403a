import { centsToReais } from '../domain/money.js';
import type { Movement } from './ledger.domain.js';

/**
 * Precautionary MED blocks (bloqueio cautelar): an amount of a paid charge that the PSP holds
 * while a MED claim is open. The operator records one the PSP reported; it moves from the
 * merchant's `available` to `blocked` until it is released or comes back as a MED return, which
 * consumes it (the return's debit then takes the blocked money, never the same cents twice).
 * Blocks are kept on their charge, oldest first. No I/O.
 */

export const MED_BLOCK_STATUSES = ['ACTIVE', 'RELEASED', 'RETURNED'] as const;
export type MedBlockStatus = (typeof MED_BLOCK_STATUSES)[number];

export interface MedBlock {
  id: string;
  /** Cents still held (0 once released or returned). */
  amount: number;
  /** Cents the block held when it was recorded. */
  blockedAmount: number;
  reason: string;
  status: MedBlockStatus;
  createdAt: string;
  endedAt: string | null;
}

/** The fields of a charge a block reads. */
export interface BlockableCharge {
  id: string;
  merchantId: string;
  status: string;
  amount: number;
  paidAmount?: number | undefined;
  refundedAmount?: number | undefined;
  version: number;
  medBlocks?: readonly MedBlock[] | undefined;
}

export const activeBlocked = (blocks: readonly MedBlock[] | undefined): number =>
  (blocks ?? []).reduce((sum, block) => sum + (block.status === 'ACTIVE' ? block.amount : 0), 0);

const PAID_STATUSES = new Set(['PAID', 'PARTIALLY_REFUNDED']);

/** What a new block may still hold: the charge's paid amount less its refunds and its blocks. */
export const blockable = (charge: BlockableCharge): number =>
  PAID_STATUSES.has(charge.status)
    ? (charge.paidAmount ?? charge.amount) - (charge.refundedAmount ?? 0) - activeBlocked(charge.medBlocks)
    : 0;

/** The blocks after `id` (or every active one) is released, and how many cents that frees. */
export function released(
  blocks: readonly MedBlock[],
  id: string | undefined,
  now: Date,
): { blocks: MedBlock[]; amount: number; ended: MedBlock[] } {
  let amount = 0;
  const ended: MedBlock[] = [];
  const after = blocks.map((block) => {
    if (block.status !== 'ACTIVE' || (id !== undefined && block.id !== id)) return block;
    amount += block.amount;
    const end = { ...block, amount: 0, status: 'RELEASED' as const, endedAt: now.toISOString() };
    ended.push(end);
    return end;
  });
  return { blocks: after, amount, ended };
}

/**
 * The blocks after MED returns of `returned` cents on their charge: each return takes blocked
 * money first, oldest block first. Answers how much blocked money the returns took.
 */
export function consumed(
  blocks: readonly MedBlock[],
  returned: number,
  now: Date,
): { blocks: MedBlock[]; amount: number } {
  let left = returned;
  const after = blocks.map((block) => {
    if (block.status !== 'ACTIVE' || left === 0) return block;
    const take = Math.min(block.amount, left);
    left -= take;
    const amount = block.amount - take;
    return amount === 0
      ? { ...block, amount, status: 'RETURNED' as const, endedAt: now.toISOString() }
      : { ...block, amount };
  });
  return { blocks: after, amount: returned - left };
}

/**
 * A charge's blocks after the movements of one of its writes: MED returns consume blocks. The
 * charge keeps the new list, and the first MED return's movement carries what it unblocked (the
 * entry writer moves it from `blocked` back before the return's debit takes it).
 */
export function blocksAfterReturns<C extends { medBlocks?: readonly MedBlock[] | undefined }>(
  charge: C,
  movements: readonly Movement[],
  now: Date,
): { charge: C; movements: Movement[] } {
  const returned = movements
    .filter((movement) => movement.type === 'MED_RETURN')
    .reduce((sum, movement) => sum + movement.amount, 0);
  if (returned === 0 || activeBlocked(charge.medBlocks) === 0) return { charge, movements: [...movements] };
  const { blocks, amount } = consumed(charge.medBlocks ?? [], returned, now);
  let carried = false;
  return {
    charge: { ...charge, medBlocks: blocks },
    movements: movements.map((movement) => {
      if (carried || movement.type !== 'MED_RETURN') return movement;
      carried = true;
      return { ...movement, unblocks: amount };
    }),
  };
}

export const medBlockView = (chargeId: string, block: MedBlock, blockedOnCharge: number) => ({
  chargeId,
  blockId: block.id,
  amount: centsToReais(block.blockedAmount),
  held: centsToReais(block.amount),
  reason: block.reason,
  status: block.status,
  createdAt: block.createdAt,
  endedAt: block.endedAt,
  chargeBlocked: centsToReais(blockedOnCharge),
});
