import * as z from 'zod/mini';
import type { Environment } from '../config.js';
import { checkoutMessages } from './checkouts.messages.js';
import { couponAvailability } from '../coupons/coupon.domain.js';
import type { Coupon, CouponAvailability, CouponType } from '../coupons/coupon.domain.js';
import { metadataSchema } from '../domain/metadata.js';
import { centsToReais } from '../domain/money.js';
import { cursorShape, pagingShape } from '../domain/paging.js';
import { codeTextSchema, upperCaseEnum } from '../domain/text.js';

export const CHECKOUT_STATUSES = ['OPEN', 'COMPLETED', 'EXPIRED', 'CANCELLED'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const MAX_ITEMS = 50;
export const MAX_QUANTITY = 1000;
export const MIN_EXPIRES_IN = 1800;
export const MAX_EXPIRES_IN = 86_400;
export const URL_MAX = 2000;
/** A Pix charge's bounds (the checkout's total is charged as one Pix). */
export const MIN_TOTAL_CENTS = 100;
export const MAX_TOTAL_CENTS = 100_000_000;
/** Refused coupon codes the payer may try on one checkout's page before it answers 429. */
export const MAX_REFUSED_COUPONS = 10;

/** One line of the checkout: the product as it was when the checkout was created (cents). */
export interface CheckoutLine {
  productId: string;
  externalId: string | null;
  name: string;
  unitPrice: number;
  quantity: number;
  amount: number;
}

export interface CheckoutCoupon {
  id: string;
  code: string;
  type: CouponType;
  value: number;
}

/** A checkout as stored: money in cents. The payment token is stored only as its hash. */
export interface Checkout {
  id: string;
  merchantId: string;
  status: CheckoutStatus;
  items: CheckoutLine[];
  subtotal: number;
  discount: number;
  total: number;
  coupon: CheckoutCoupon | null;
  customerId: string | null;
  allowCoupons: boolean;
  returnUrl: string | null;
  completionUrl: string | null;
  chargeId: string;
  tokenHash: string;
  /** The page token sealed (`sealPaymentToken`); absent on checkouts stored before it was kept. */
  pageToken?: string | undefined;
  /** The current charge's code, kept with it so a read needs no second item; absent on older ones. */
  pix?: { brCode: string; txid: string } | undefined;
  expiresAt: string;
  completedAt: string | null;
  cancelledAt: string | null;
  expiredAt: string | null;
  /** Codes tried on the page, each counted before it is judged (capped at MAX_REFUSED_COUPONS). */
  refusedCoupons: number;
  metadata: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  version: number;
}

const isLoopback = (host: string): boolean => host === 'localhost' || host === '127.0.0.1';

/** Absolute https; in `test`, http to localhost is allowed for local development. */
const urlSchema = (environment: Environment) =>
  z.string().check(
    z.maxLength(URL_MAX),
    z.refine(
      (text) => {
        if (!URL.canParse(text)) return false;
        const url = new URL(text);
        if (url.protocol === 'https:') return url.hostname !== '';
        return url.protocol === 'http:' && environment === 'test' && isLoopback(url.hostname);
      },
      { error: checkoutMessages.urlScheme },
    ),
  );

/** A coupon code looked up, read as the coupon's own (`couponCodeSchema` in coupon.ts). */
const couponCodeSchema = /* @__PURE__ */ z.lazy(() => codeTextSchema(50));

/** A UUID, in lower case as ids are stored. */
const idSchema = () =>
  z.pipe(
    z.uuid(),
    z.transform((id: string) => id.toLowerCase()),
  );

const itemSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    productId: idSchema(),
    quantity: z.int().check(z.gte(1), z.lte(MAX_QUANTITY)),
  }),
);

const buildCreateCheckoutSchema = (environment: Environment) =>
  z
    .strictObject({
      items: z.array(itemSchema).check(z.minLength(1), z.maxLength(MAX_ITEMS)),
      customerId: z.optional(z.nullable(idSchema())),
      couponCode: z.optional(z.nullable(couponCodeSchema)),
      allowCoupons: z.optional(z.nullable(z.boolean())),
      returnUrl: z.optional(z.nullable(urlSchema(environment))),
      completionUrl: z.optional(z.nullable(urlSchema(environment))),
      expiresIn: z.optional(z.nullable(z.int().check(z.gte(MIN_EXPIRES_IN), z.lte(MAX_EXPIRES_IN)))),
      metadata: z.optional(z.nullable(metadataSchema)),
    })
    .check(
      z.superRefine((body, ctx) => {
        const seen = new Set<string>();
        body.items.forEach((item, index) => {
          if (seen.has(item.productId))
            ctx.addIssue({
              code: 'custom',
              path: ['items', index, 'productId'],
              message: checkoutMessages.duplicateProduct,
            });
          seen.add(item.productId);
        });
      }),
    );

const createCheckoutSchemas = new Map<Environment, ReturnType<typeof buildCreateCheckoutSchema>>();

/**
 * Built once per environment and kept: constructing a zod schema (and compiling its object parser on
 * first use) costs more than parsing a body with it, so a per-request build was most of the handler's
 * own time.
 */
export function createCheckoutSchema(environment: Environment): ReturnType<typeof buildCreateCheckoutSchema> {
  let schema = createCheckoutSchemas.get(environment);
  if (!schema) {
    schema = buildCreateCheckoutSchema(environment);
    createCheckoutSchemas.set(environment, schema);
  }
  return schema;
}

export type CreateCheckoutBody = z.output<ReturnType<typeof createCheckoutSchema>>;

/** The page's coupon form. */
export const applyCouponSchema = /* @__PURE__ */ z.lazy(() => z.strictObject({ code: couponCodeSchema }));

export const listCheckoutsQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    ...pagingShape,
    ...cursorShape,
    status: z.optional(upperCaseEnum(CHECKOUT_STATUSES)),
    customerId: z.optional(idSchema()),
  }),
);

export type ListCheckoutsQuery = z.output<typeof listCheckoutsQuerySchema>;

/**
 * The discount a coupon gives on a subtotal, all in integer cents: `PERCENTAGE` is
 * subtotal × value / 100 rounded half up, `FIXED_AMOUNT` is the value capped at the subtotal.
 * BigInt keeps the product exact for any subtotal (50 × 1000 × R$ 1 bilhão overflows a double's
 * integers once multiplied by 100).
 */
export function applyDiscount(
  subtotal: number,
  coupon: { type: CouponType; value: number } | null,
): { subtotal: number; discount: number; total: number } {
  if (!Number.isSafeInteger(subtotal) || subtotal < 0) throw new RangeError(`bad subtotal ${subtotal}`);
  let discount = 0;
  if (coupon?.type === 'PERCENTAGE') {
    const percent = BigInt(Math.min(Math.max(coupon.value, 0), 100));
    discount = Number((BigInt(subtotal) * percent + 50n) / 100n);
  } else if (coupon?.type === 'FIXED_AMOUNT') {
    discount = Math.min(Math.max(coupon.value, 0), subtotal);
  }
  return { subtotal, discount, total: subtotal - discount };
}

/** The lines of a checkout from the products as read now (prices in cents). */
export function checkoutLines(
  items: readonly { productId: string; quantity: number }[],
  products: ReadonlyMap<string, { name: string; price: number; externalId: string | null }>,
): CheckoutLine[] {
  return items.map(({ productId, quantity }) => {
    const product = products.get(productId);
    if (!product) throw new Error(`product ${productId} was not read`);
    return {
      productId,
      externalId: product.externalId,
      name: product.name,
      unitPrice: product.price,
      quantity,
      amount: product.price * quantity,
    };
  });
}

export const checkoutCoupon = (coupon: Coupon): CheckoutCoupon => ({
  id: coupon.id,
  code: coupon.code,
  type: coupon.type,
  value: coupon.value,
});

/** Why a coupon cannot be used now, judged on the stored coupon; undefined when it can. */
export type CouponRefusal =
  'coupon_unknown' | 'coupon_inactive' | 'coupon_not_started' | 'coupon_expired' | 'coupon_exhausted';

const refusalOf = {
  INACTIVE: 'coupon_inactive',
  NOT_YET_VALID: 'coupon_not_started',
  EXPIRED: 'coupon_expired',
  EXHAUSTED: 'coupon_exhausted',
  AVAILABLE: undefined,
} as const satisfies Record<CouponAvailability, CouponRefusal | undefined>;

export function couponRefusal(coupon: Coupon | undefined, now: Date): CouponRefusal | undefined {
  if (!coupon) return 'coupon_unknown';
  return refusalOf[couponAvailability(coupon, now)];
}

/**
 * The refusal a payer on the page sees: a code that is unknown, inactive or not yet valid gets one
 * answer, so the page does not tell which codes exist (launch codes cannot be listed from it).
 */
export const pageRefusal = (reason: CouponRefusal): CouponRefusal =>
  reason === 'coupon_inactive' || reason === 'coupon_not_started' ? 'coupon_unknown' : reason;

export const refusalMessage: Record<CouponRefusal, string> = {
  coupon_unknown: checkoutMessages.couponUnknown,
  coupon_inactive: checkoutMessages.couponInactive,
  coupon_not_started: checkoutMessages.couponNotStarted,
  coupon_expired: checkoutMessages.couponExpired,
  coupon_exhausted: checkoutMessages.couponExhausted,
};

/** The status a reader sees: an open checkout past its expiry is EXPIRED at once. */
export function effectiveStatus(checkout: Pick<Checkout, 'status' | 'expiresAt'>, now: Date): CheckoutStatus {
  if (checkout.status === 'OPEN' && now.getTime() >= Date.parse(checkout.expiresAt)) return 'EXPIRED';
  return checkout.status;
}

const reais = centsToReais;

/**
 * A checkout as the API answers it. `url` is the page link the API opens from the sealed token,
 * and `qrCode` the image of its current code (left out of lists); events are stored, so they
 * carry no link (null) and no image.
 */
export function checkoutView(checkout: Checkout, now: Date, url: string | null = null, qrCode?: string) {
  const status = effectiveStatus(checkout, now);
  const pix = checkout.pix;
  return {
    id: checkout.id,
    url,
    pix: pix ? { brCode: pix.brCode, ...(qrCode === undefined ? {} : { qrCode }), txid: pix.txid } : null,
    status,
    items: checkout.items.map((line) => ({
      productId: line.productId,
      externalId: line.externalId,
      name: line.name,
      unitPrice: reais(line.unitPrice),
      quantity: line.quantity,
      amount: reais(line.amount),
    })),
    subtotal: reais(checkout.subtotal),
    discount: reais(checkout.discount),
    total: reais(checkout.total),
    coupon:
      checkout.coupon === null
        ? null
        : {
            id: checkout.coupon.id,
            code: checkout.coupon.code,
            type: checkout.coupon.type,
            value:
              checkout.coupon.type === 'FIXED_AMOUNT' ? reais(checkout.coupon.value) : checkout.coupon.value,
          },
    customerId: checkout.customerId,
    allowCoupons: checkout.allowCoupons,
    returnUrl: checkout.returnUrl,
    completionUrl: checkout.completionUrl,
    chargeId: checkout.chargeId,
    expiresAt: checkout.expiresAt,
    completedAt: checkout.completedAt,
    cancelledAt: checkout.cancelledAt,
    metadata: checkout.metadata,
    createdAt: checkout.createdAt,
    updatedAt: checkout.updatedAt,
  };
}

/**
 * What a checkout's event carries (`data`): the checkout after the change in its view, with no
 * page link and no QR code image. Storage writes the event; this decides it.
 */
export const checkoutEventData = (checkout: Checkout, now: Date) => checkoutView(checkout, now);

export type CheckoutView = ReturnType<typeof checkoutView>;
/** What the page polls: no customer data, no metadata. */
export function paymentStatusView(checkout: Checkout, now: Date) {
  const status = effectiveStatus(checkout, now);
  return {
    status,
    total: reais(checkout.total),
    expiresAt: checkout.expiresAt,
    completionUrl: status === 'COMPLETED' ? checkout.completionUrl : null,
  };
}
