import {
  originOf,
  REFUND_WINDOW_DAYS,
  type Charge,
  type MedNature,
  type MedReturnNotice,
} from './charge.domain.js';

/**
 * A devolução the provider lists on a Pix, in the provider's terms (its `PixReturn`): `id` is our
 * refund's id for a refund we asked for; `med` names the MED reason of one the payer's bank made.
 */
export interface SeenReturn {
  id: string;
  amountCents: number;
  med: MedNature | undefined;
  status: 'PROCESSING' | 'RETURNED' | 'NOT_DONE';
  requestedAt: string;
  returnedAt: string | undefined;
}

/** A Pix the provider received with the devoluções it lists (its `ReceivedPix`). */
export interface SeenPix {
  endToEndId: string;
  returns?: readonly SeenReturn[] | undefined;
}

/** What a read of a charge's Pix teaches: our refunds the PSP decided, and MED returns to record. */
export interface ReturnsToLearn {
  /** Our `PENDING` refunds whose devolução the PSP has finished. */
  refunds: { refundId: string; outcome: 'SUCCEEDED' | 'FAILED' }[];
  /** MED returns the charge does not hold yet, each with the Pix it took money from. */
  medReturns: { endToEndId: string; notice: MedReturnNotice }[];
}

/**
 * The MED return a devolução is, as every reader records it (a notice, a read-back,
 * reconciliation): keyed by the devolução's id at the PSP, for its amount and nature, at the time
 * the PSP says the money left.
 */
export function medReturnNoticeOf(seen: SeenReturn & { med: MedNature }): MedReturnNotice {
  return {
    pspReturnId: seen.id,
    amount: seen.amountCents,
    nature: seen.med,
    occurredAt: seen.returnedAt ?? (seen.requestedAt || undefined),
  };
}

/**
 * Which devoluções listed on `received` (Pix the PSP holds for `charge`) change the charge. A
 * devolução with the id of one of our refunds is that refund, never a MED return: a `PENDING` one
 * the PSP finished settles it (`DEVOLVIDO` succeeds, `NAO_REALIZADO` fails). Any other with a MED
 * nature is a MED return once the PSP says the money left (`RETURNED`): one still processing
 * waits for a later read, one not done is nothing, one the charge holds (by its id at the PSP) is
 * learnt already. Each devolução counts once however many times the Pix is listed.
 */
export function returnsToLearn(
  charge: Pick<Charge, 'refunds'>,
  received: readonly SeenPix[],
): ReturnsToLearn {
  const refunds = charge.refunds ?? [];
  const learnt: ReturnsToLearn = { refunds: [], medReturns: [] };
  const seen = new Set<string>();
  for (const pix of received) {
    for (const devolucao of pix.returns ?? []) {
      const key = `${pix.endToEndId} ${devolucao.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const own = refunds.find((refund) => refund.id === devolucao.id && originOf(refund) === 'MERCHANT');
      if (own) {
        if (own.status === 'PENDING' && devolucao.status !== 'PROCESSING')
          learnt.refunds.push({
            refundId: own.id,
            outcome: devolucao.status === 'RETURNED' ? 'SUCCEEDED' : 'FAILED',
          });
        continue;
      }
      const med = devolucao.med;
      if (med === undefined || devolucao.status !== 'RETURNED') continue;
      if (refunds.some((refund) => refund.pspReturnId === devolucao.id)) continue;
      learnt.medReturns.push({
        endToEndId: pix.endToEndId,
        notice: medReturnNoticeOf({ ...devolucao, med }),
      });
    }
  }
  return learnt;
}

/**
 * Whether a read of the charge's Pix may find a devolução to apply: a paid charge (a `REFUNDED`
 * one only while a refund of ours is `PENDING`) paid within the devolução window, which also
 * bounds MED (80 days).
 */
export function returnsMayCome(charge: Pick<Charge, 'status' | 'paidAt' | 'refunds'>, now: Date): boolean {
  const paid =
    charge.status === 'PAID' ||
    charge.status === 'PARTIALLY_REFUNDED' ||
    (charge.status === 'REFUNDED' && (charge.refunds ?? []).some((refund) => refund.status === 'PENDING'));
  if (!paid || charge.paidAt === null) return false;
  return now.getTime() - Date.parse(charge.paidAt) <= REFUND_WINDOW_DAYS * 86_400_000;
}
