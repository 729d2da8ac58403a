import { config } from '../config.js';
import {
  findCoupon,
  listCoupons as listStoredCoupons,
  putCoupon,
  removeCoupon,
  updateCoupon as updateStoredCoupon,
} from './coupons.storage.js';
import type { Commit } from '../db/idempotency.js';
import { ConditionFailed } from '../db/transact.js';
import {
  mergedCoupon,
  newCoupon,
  type Coupon,
  type CreateCouponBody,
  type UpdateCouponBody,
} from './coupon.domain.js';
import type { CursorPaging } from '../domain/paging.js';
import { applying, notFound, valueTaken } from '../errors.js';
import { couponMessages } from './coupons.messages.js';
import { v7 as uuidv7 } from 'uuid';

const duplicateCode = () => valueTaken('code', couponMessages.duplicateCode, 'code_taken');

export async function createCoupon(
  merchantId: string,
  body: CreateCouponBody,
  commit?: Commit,
): Promise<Coupon> {
  const coupon = newCoupon(merchantId, uuidv7(), body, new Date(), config().businessTimeZone);
  try {
    await putCoupon(coupon, commit?.({ kind: 'COUPON', id: coupon.id }));
  } catch (error) {
    if (error instanceof ConditionFailed && error.has('code')) throw duplicateCode();
    throw error;
  }
  return coupon;
}

export async function getCoupon(merchantId: string, id: string): Promise<Coupon> {
  return (await findCoupon(merchantId, id)) ?? Promise.reject(notFound());
}

export const listCoupons = (merchantId: string, paging: CursorPaging) =>
  listStoredCoupons(merchantId, paging);

/**
 * The coupon after `patch`, or the 400 that refuses it: the merged coupon breaks a rule that only
 * the stored coupon reveals (`mergedCoupon`).
 */
export const mergeCoupon = (current: Coupon, patch: UpdateCouponBody, now: Date, timeZone: string): Coupon =>
  applying(() => mergedCoupon(current, patch, now, timeZone));

/** A partial update, merged and checked again on the stored coupon. */
export async function updateCoupon(merchantId: string, id: string, patch: UpdateCouponBody): Promise<Coupon> {
  let updated;
  try {
    updated = await updateStoredCoupon(merchantId, id, (current) =>
      mergeCoupon(current, patch, new Date(), config().businessTimeZone),
    );
  } catch (error) {
    if (error instanceof ConditionFailed && error.has('unique')) throw duplicateCode();
    throw error;
  }
  return updated ?? Promise.reject(notFound());
}

export async function deleteCoupon(merchantId: string, id: string): Promise<void> {
  if (!(await removeCoupon(merchantId, id))) throw notFound();
}
