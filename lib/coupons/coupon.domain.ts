import * as z from 'zod/mini';
import { Refusal } from '../errors.js';
import { couponMessages } from './coupons.messages.js';
import { formatInZone, localDateTimeSchema, localToInstant } from '../domain/dates.js';
import { centsToReais, formatReais, MAX_CENTS } from '../domain/money.js';
import { ALWAYS, codeTextSchema, requireSomeValue, statedBounds } from '../domain/text.js';

export const COUPON_TYPES = ['PERCENTAGE', 'FIXED_AMOUNT'] as const;
export const COUPON_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
/** Whether a coupon can be used at a given moment, and if not, why (`couponAvailability`). */
export const COUPON_AVAILABILITIES = [
  'AVAILABLE',
  'NOT_YET_VALID',
  'EXPIRED',
  'EXHAUSTED',
  'INACTIVE',
] as const;
export type CouponType = (typeof COUPON_TYPES)[number];
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export type CouponAvailability = (typeof COUPON_AVAILABILITIES)[number];

/** A coupon as stored: `value` is a percentage or cents; dates are UTC instants. */
export interface Coupon {
  id: string;
  merchantId: string;
  code: string;
  type: CouponType;
  value: number;
  maxUses: number | null;
  usedCount: number;
  /**
   * Uses completed plus uses reserved by open checkouts, kept by the checkout transactions (absent
   * until a checkout first reserves one: then it equals usedCount). Never above maxUses.
   */
  claimedCount?: number;
  startsAt: string | null;
  expiresAt: string | null;
  status: CouponStatus;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export const MAX_USES_LIMIT = 2_147_483_647;

export const CODE_MAX = 50;

/** A coupon code, on create, on update and wherever one is looked up (`codeTextSchema`). */
export const couponCodeSchema = /* @__PURE__ */ z.lazy(() => codeTextSchema(CODE_MAX));

// A percentage or cents, depending on `type`: the message names both, and the unit of each.
const valueRange = couponMessages.valueRange(MAX_CENTS, formatReais(MAX_CENTS));
const valueSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .int({ error: (issue) => (issue.input === undefined || issue.input === null ? undefined : valueRange) })
    .check(z.gte(1, { error: valueRange }), z.lte(MAX_CENTS, { error: valueRange })),
);

const maxUsesSchema = /* @__PURE__ */ z.lazy(() =>
  z.int().check(
    z.lte(MAX_USES_LIMIT),
    z.refine((n) => n === -1 || n >= 1, {
      error: couponMessages.maxUsesRange,
      params: { code: 'max_uses_out_of_range' },
    }),
    statedBounds({ minimum: -1 }),
  ),
);

const typeSchema = /* @__PURE__ */ z.lazy(() => z.enum(COUPON_TYPES));
const statusSchema = /* @__PURE__ */ z.lazy(() => z.enum(COUPON_STATUSES));

/**
 * Instants are compared as numbers, never as ISO strings: the end of 9999-12-31 in the business
 * zone is in year 10000 UTC, written `+010000-…`, which sorts before every four-digit year.
 */
const instantMs = (iso: string): number => Date.parse(iso);

const isLocalDateTime = (value: unknown): value is string => localDateTimeSchema.safeParse(value).success;

interface PeriodInput {
  starts_at?: string | null | undefined;
  expires_at?: string | null | undefined;
}

/** Rules a single request can break on its own (422), whatever is stored. */
function checkRequest(
  body: { type?: unknown; value?: unknown } & PeriodInput,
  ctx: z.core.$RefinementCtx,
  timeZone: string,
): void {
  if (body.type === 'PERCENTAGE' && typeof body.value === 'number' && body.value > 100) {
    ctx.addIssue({
      code: 'custom',
      path: ['value'],
      message: couponMessages.percentageRange,
      params: { code: 'percentage_out_of_range' },
    });
  }
  // Runs even when other fields failed (every problem is listed at once), so inputs are re-checked.
  if (isLocalDateTime(body.starts_at) && isLocalDateTime(body.expires_at)) {
    const starts = instantMs(localToInstant(body.starts_at, 'start', timeZone));
    const expires = instantMs(localToInstant(body.expires_at, 'end', timeZone));
    if (expires <= starts)
      ctx.addIssue({
        code: 'custom',
        path: ['expires_at'],
        message: couponMessages.expiresBeforeStarts,
        params: { code: 'expires_before_starts' },
      });
  }
}

export const createCouponSchema = (timeZone: string) =>
  z
    .strictObject({
      code: couponCodeSchema,
      type: typeSchema,
      value: valueSchema,
      max_uses: z.optional(z.nullable(maxUsesSchema)),
      starts_at: z.optional(z.nullable(localDateTimeSchema)),
      expires_at: z.optional(z.nullable(localDateTimeSchema)),
    })
    .check(z.superRefine((body, ctx) => checkRequest(body, ctx, timeZone), ALWAYS));

export const updateCouponSchema = (timeZone: string) =>
  z
    .strictObject({
      code: z.optional(z.nullable(couponCodeSchema)),
      type: z.optional(z.nullable(typeSchema)),
      value: z.optional(z.nullable(valueSchema)),
      max_uses: z.optional(z.nullable(maxUsesSchema)),
      starts_at: z.optional(z.nullable(localDateTimeSchema)),
      expires_at: z.optional(z.nullable(localDateTimeSchema)),
      status: z.optional(z.nullable(statusSchema)),
    })
    .check(
      z.superRefine((body, ctx) => {
        requireSomeValue(Object.values(body), ctx);
        checkRequest(body, ctx, timeZone);
      }, ALWAYS),
    );

export type CreateCouponBody = z.output<ReturnType<typeof createCouponSchema>>;
export type UpdateCouponBody = z.output<ReturnType<typeof updateCouponSchema>>;

/** -1, null and omitted all mean unlimited, which is stored (and returned) as null. */
const normalizeMaxUses = (maxUses: number | null | undefined): number | null =>
  maxUses === undefined || maxUses === null || maxUses === -1 ? null : maxUses;

export function newCoupon(
  merchantId: string,
  id: string,
  body: CreateCouponBody,
  now: Date,
  timeZone: string,
): Coupon {
  const timestamp = now.toISOString();
  return {
    id,
    merchantId,
    code: body.code,
    type: body.type,
    value: body.value,
    maxUses: normalizeMaxUses(body.max_uses),
    usedCount: 0,
    startsAt: body.starts_at ? localToInstant(body.starts_at, 'start', timeZone) : null,
    expiresAt: body.expires_at ? localToInstant(body.expires_at, 'end', timeZone) : null,
    status: 'ACTIVE',
    createdAt: timestamp,
    updatedAt: timestamp,
    version: 1,
  };
}

/**
 * The coupon after a partial update. A null (or absent) field keeps the stored value; the merged
 * coupon must satisfy every rule again, and a violation that only the stored state reveals is a
 * `Refusal` (`mergeCoupon` in the service answers it 400).
 */
export function mergedCoupon(current: Coupon, patch: UpdateCouponBody, now: Date, timeZone: string): Coupon {
  const next: Coupon = {
    ...current,
    code: patch.code ?? current.code,
    type: patch.type ?? current.type,
    value: patch.value ?? current.value,
    maxUses:
      patch.max_uses === null || patch.max_uses === undefined
        ? current.maxUses
        : normalizeMaxUses(patch.max_uses),
    startsAt: patch.starts_at ? localToInstant(patch.starts_at, 'start', timeZone) : current.startsAt,
    expiresAt: patch.expires_at ? localToInstant(patch.expires_at, 'end', timeZone) : current.expiresAt,
    status: patch.status ?? current.status,
    updatedAt: now.toISOString(),
    version: current.version + 1,
  };
  if (next.type === 'PERCENTAGE' && next.value > 100) {
    throw new Refusal('percentage_out_of_range', couponMessages.mergedPercentageRange, [
      { field: 'value', message: couponMessages.percentageRange, code: 'percentage_out_of_range' },
    ]);
  }
  if (
    next.startsAt !== null &&
    next.expiresAt !== null &&
    instantMs(next.expiresAt) <= instantMs(next.startsAt)
  ) {
    throw new Refusal('expires_before_starts', couponMessages.mergedPeriod, [
      { field: 'expires_at', message: couponMessages.expiresBeforeStarts, code: 'expires_before_starts' },
    ]);
  }
  if (next.maxUses !== null && next.maxUses < next.usedCount) {
    throw new Refusal('max_uses_below_used', couponMessages.maxUsesBelowUsed, [
      { field: 'max_uses', message: couponMessages.maxUsesBelowUsed, code: 'max_uses_below_used' },
    ]);
  }
  // Reservations of open checkouts count too; the write is conditioned on the version read, and
  // every reservation bumps the version, so this holds against what is stored.
  if (next.maxUses !== null && next.maxUses < (current.claimedCount ?? current.usedCount)) {
    const message = couponMessages.maxUsesBelowClaimed;
    throw new Refusal('max_uses_below_claimed', message, [
      { field: 'max_uses', message, code: 'max_uses_below_claimed' },
    ]);
  }
  return next;
}

/** Uses taken: completed plus reserved by open checkouts (`claimedCount`, absent on old coupons). */
export const claimedUses = (coupon: Coupon): number => coupon.claimedCount ?? coupon.usedCount;

/**
 * The availability rule of the interface at `now`: `AVAILABLE` when the coupon is active, inside its
 * period and under its usage limit; otherwise the first rule it breaks, in this order (the order a
 * checkout's refusal names them): `INACTIVE`, `NOT_YET_VALID`, `EXPIRED`, `EXHAUSTED`.
 */
export function couponAvailability(coupon: Coupon, now: Date): CouponAvailability {
  const at = now.getTime();
  if (coupon.status !== 'ACTIVE') return 'INACTIVE';
  if (coupon.startsAt !== null && at < instantMs(coupon.startsAt)) return 'NOT_YET_VALID';
  if (coupon.expiresAt !== null && at > instantMs(coupon.expiresAt)) return 'EXPIRED';
  if (coupon.maxUses !== null && claimedUses(coupon) >= coupon.maxUses) return 'EXHAUSTED';
  return 'AVAILABLE';
}

export const isAvailable = (coupon: Coupon, now: Date): boolean =>
  couponAvailability(coupon, now) === 'AVAILABLE';

/** The coupon as the API answers it; `availability` is judged at `now`. */
export function couponView(coupon: Coupon, timeZone: string, now: Date) {
  return {
    id: coupon.id,
    code: coupon.code,
    type: coupon.type,
    value: coupon.type === 'FIXED_AMOUNT' ? centsToReais(coupon.value) : coupon.value,
    max_uses: coupon.maxUses,
    used_count: coupon.usedCount,
    starts_at: coupon.startsAt === null ? null : formatInZone(coupon.startsAt, timeZone),
    expires_at: coupon.expiresAt === null ? null : formatInZone(coupon.expiresAt, timeZone),
    status: coupon.status,
    availability: couponAvailability(coupon, now),
    created_at: coupon.createdAt,
    updated_at: coupon.updatedAt,
  };
}

export type CouponView = ReturnType<typeof couponView>;
