import { v7 as uuidv7 } from 'uuid';
import { config } from '../config.js';
import type { Coupon, CreateCouponBody, UpdateCouponBody } from '../domain/coupon.js';
import { mergeCoupon, newCoupon } from '../domain/coupon.js';
import type { Paging } from '../domain/paging.js';
import { badRequest, notFound } from '../errors.js';
import { messages } from '../messages.js';
import {
  claimGuard,
  counterDelta,
  fromItem,
  getLive,
  OPTIMISTIC_ATTEMPTS,
  putNewItem,
  releaseGuard,
  replaceItem,
  type TransactItem,
  removeEntity,
} from './items.js';
import { keys } from './keys.js';
import { listLive, type ListResult } from './lists.js';
import { conditionFailedAt, transactWrite, TransactionRetriesExhausted } from './transact.js';

const duplicateCode = () =>
  badRequest(messages.coupons.duplicateCode, [{ field: 'code', message: messages.coupons.duplicateCode }]);

export async function createCoupon(merchantId: string, body: CreateCouponBody): Promise<Coupon> {
  const coupon = newCoupon(merchantId, uuidv7(), body, new Date(), config().businessTimeZone);
  try {
    // The guard and the coupon are written together: of concurrent creates of one code, exactly one wins.
    await transactWrite([
      claimGuard(keys.couponCode(merchantId, coupon.code), coupon.id),
      putNewItem('COUPON', coupon),
      counterDelta('COUPON', merchantId, 1),
    ]);
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw duplicateCode();
    throw error;
  }
  return coupon;
}

export const getCoupon = async (merchantId: string, id: string): Promise<Coupon> =>
  (await getLive<Coupon>('COUPON', merchantId, id)) ?? Promise.reject(notFound());

/**
 * Read, merge, write conditionally on the version read; if another writer got there first, start
 * over from the fresh coupon so no update is lost and the merged rules hold on what is stored.
 */
export async function updateCoupon(merchantId: string, id: string, patch: UpdateCouponBody): Promise<Coupon> {
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const current = await getCoupon(merchantId, id);
    const next = mergeCoupon(current, patch, new Date(), config().businessTimeZone);
    const items: TransactItem[] = [replaceItem('COUPON', next, current.version)];
    if (next.code !== current.code) {
      items.push(
        claimGuard(keys.couponCode(merchantId, next.code), id),
        releaseGuard(keys.couponCode(merchantId, current.code), id),
      );
    }
    try {
      await transactWrite(items);
      return next;
    } catch (error) {
      if (conditionFailedAt(error, 1)) throw duplicateCode();
      if (!conditionFailedAt(error, 0)) throw error;
    }
  }
  throw new TransactionRetriesExhausted(undefined);
}

/** Logical removal that also frees the code for a new coupon. */
export const removeCoupon = (merchantId: string, id: string): Promise<void> =>
  removeEntity<Coupon>('COUPON', merchantId, id, (coupon) => keys.couponCode(merchantId, coupon.code));

export async function listCoupons(
  merchantId: string,
  paging: Paging,
): Promise<{ coupons: Coupon[]; total: number }> {
  const { items, total }: ListResult = await listLive('COUPON', merchantId, paging);
  return { coupons: items.map((item) => fromItem<Coupon>(item)), total };
}
