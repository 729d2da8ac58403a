import { config } from '../config.js';
import {
  findCoupon,
  listCoupons as listStoredCoupons,
  putCoupon,
  removeCoupon,
  updateCoupon as updateStoredCoupon,
} from '../db/coupons.js';
import type { Commit } from '../db/idempotency.js';
import { ConditionFailed } from '../db/transact.js';
import {
  mergeCoupon,
  newCoupon,
  type Coupon,
  type CreateCouponBody,
  type UpdateCouponBody,
} from '../domain/coupon.js';
import type { CursorPaging } from '../domain/paging.js';
import { notFound, valueTaken } from '../errors.js';
import { messages } from '../messages.js';
import { v7 as uuidv7 } from 'uuid';

const duplicateCode = () => valueTaken('code', messages.coupons.duplicateCode, 'code_taken');

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
