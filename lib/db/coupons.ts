import { config } from '../config.js';
import type { Coupon, CreateCouponBody, UpdateCouponBody } from '../domain/coupon.js';
import { mergeCoupon, newCoupon } from '../domain/coupon.js';
import type { CursorPaging, CursorPosition } from '../domain/cursor.js';
import { notFound, valueTaken } from '../errors.js';
import { messages } from '../messages.js';
import { v7 as uuidv7 } from 'uuid';
import {
  claimGuard,
  counterDelta,
  fromItem,
  getLive,
  putNewItem,
  removeEntity,
  updateEntity,
  type Deferred,
} from './items.js';
import { keys } from './keys.js';
import { listLive, type ListResult } from './lists.js';
import { conditionFailedAt, transactWrite } from './transact.js';

const duplicateCode = () => valueTaken('code', messages.coupons.duplicateCode, 'code_taken');

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

/** A partial update; the code's guard moves with the code in the same transaction. */
export const updateCoupon = (
  merchantId: string,
  id: string,
  patch: Deferred<UpdateCouponBody>,
): Promise<Coupon> =>
  updateEntity<Coupon, UpdateCouponBody>(
    'COUPON',
    merchantId,
    id,
    patch,
    (current, checked) => mergeCoupon(current, checked, new Date(), config().businessTimeZone),
    { keyOf: (coupon) => keys.couponCode(merchantId, coupon.code), taken: duplicateCode },
  );

/** Logical removal that also frees the code for a new coupon. */
export const removeCoupon = (merchantId: string, id: string): Promise<void> =>
  removeEntity<Coupon>('COUPON', merchantId, id, (coupon) => keys.couponCode(merchantId, coupon.code));

export async function listCoupons(
  merchantId: string,
  paging: CursorPaging,
): Promise<{ coupons: Coupon[]; total: number; next?: CursorPosition | undefined }> {
  const { items, total, next }: ListResult = await listLive('COUPON', merchantId, paging);
  return { coupons: items.map((item) => fromItem<Coupon>(item)), total, next };
}
