import type { Coupon } from './coupon.domain.js';
import type { CursorPaging, CursorPosition } from '../domain/paging.js';
import {
  claimGuard,
  counterDelta,
  fromItem,
  getLive,
  putNew,
  removeEntity,
  updateEntity,
} from '../db/items.js';
import { keys } from '../db/keys.js';
import { listLive } from '../db/lists.js';
import { transact, type TransactItem } from '../db/transact.js';

const codeKey = (coupon: Coupon) => keys.couponCode(coupon.merchantId, coupon.code);

/**
 * The coupon and its code's guard together: of concurrent creates of one code, exactly one
 * writes; the others fail on `code`.
 */
export const putCoupon = (coupon: Coupon, commit?: TransactItem): Promise<void> =>
  transact(() => ({
    code: claimGuard(codeKey(coupon), coupon.id),
    coupon: putNew('COUPON', coupon),
    counter: counterDelta('COUPON', coupon.merchantId, 1),
    idempotency: commit,
  }));

export const findCoupon = (merchantId: string, id: string): Promise<Coupon | undefined> =>
  getLive<Coupon>('COUPON', merchantId, id);

/** A partial update; the code's guard moves with the code (`ConditionFailed` on `unique` when taken). */
export const updateCoupon = (merchantId: string, id: string, merge: (current: Coupon) => Coupon) =>
  updateEntity<Coupon>('COUPON', merchantId, id, merge, codeKey);

/** Logical removal that also frees the code for a new coupon; false when there is no such coupon. */
export const removeCoupon = (merchantId: string, id: string): Promise<boolean> =>
  removeEntity<Coupon>('COUPON', merchantId, id, { guardOf: codeKey });

export async function listCoupons(
  merchantId: string,
  paging: CursorPaging,
): Promise<{ coupons: Coupon[]; total: number; next?: CursorPosition | undefined }> {
  const { items, total, next } = await listLive('COUPON', merchantId, paging);
  return { coupons: items.map((item) => fromItem<Coupon>(item)), total, next };
}
