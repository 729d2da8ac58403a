import { v7 as uuidv7 } from 'uuid';
import { eventPut } from '../db/events.js';
import {
  ConditionFailed,
  OPTIMISTIC_ATTEMPTS,
  transact,
  TransactionRetriesExhausted,
} from '../db/transact.js';
import { AdminError } from '../merchants/admin.service.js';
import { blockableCharge, chargeBlocksWrite, payableBlock } from './med-blocks.storage.js';
import { activeBlocked, blockable, medBlockView, released, type MedBlock } from './med-blocks.domain.js';

/**
 * The operator's MED blocks: a block the PSP reported on a paid charge moves its amount from the
 * merchant's `available` to `blocked`, with `charge.med_blocked`; a release moves it back, with
 * `charge.med_released`. Each is one transaction with the charge's blocks, on its version.
 */

const missing = (chargeId: string) => new AdminError(`charge ${chargeId} not found`);

/** Blocks `amount` cents of the charge: never more than what it was paid less refunds and blocks. */
export async function blockCharge(chargeId: string, amount: number, reason: string, now = new Date()) {
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const charge = await blockableCharge(chargeId);
    if (!charge) throw missing(chargeId);
    const most = blockable(charge);
    if (amount > most)
      throw new AdminError(
        `charge ${chargeId} can block at most ${most} cents (paid, less refunds and active blocks)`,
      );
    const block: MedBlock = {
      id: uuidv7(),
      amount,
      blockedAmount: amount,
      reason,
      status: 'ACTIVE',
      createdAt: now.toISOString(),
      endedAt: null,
    };
    const blocks = [...(charge.medBlocks ?? []), block];
    const view = medBlockView(charge.id, block, activeBlocked(blocks));
    try {
      await transact({
        charge: chargeBlocksWrite(charge, blocks),
        payable: payableBlock(charge.merchantId, amount),
        event: eventPut(charge.merchantId, 'charge.med_blocked', view, now).items,
      });
      return view;
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
    }
  }
  throw new TransactionRetriesExhausted(undefined);
}

/** Releases the charge's block `blockId`, or every active one: their cents back to `available`. */
export async function releaseCharge(chargeId: string, blockId: string | undefined, now = new Date()) {
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const charge = await blockableCharge(chargeId);
    if (!charge) throw missing(chargeId);
    const { blocks, amount, ended } = released(charge.medBlocks ?? [], blockId, now);
    if (ended.length === 0)
      throw new AdminError(
        blockId === undefined
          ? `charge ${chargeId} has no active MED block`
          : `block ${blockId} is not an active MED block of charge ${chargeId}`,
      );
    const views = ended.map((block) => medBlockView(charge.id, block, activeBlocked(blocks)));
    try {
      await transact({
        charge: chargeBlocksWrite(charge, blocks),
        payable: payableBlock(charge.merchantId, -amount),
        event: views.flatMap((view) => eventPut(charge.merchantId, 'charge.med_released', view, now).items),
      });
      return views;
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
    }
  }
  throw new TransactionRetriesExhausted(undefined);
}
