import { config } from '../../lib/config.js';
import { createCheckout, tokenHash } from '../../lib/db/checkouts.js';
import { createCheckoutSchema } from '../../lib/domain/checkout.js';
import { parseBody } from '../../lib/http/validation.js';
import { PAGE_ASSET_NAMES } from '../../lib/payment-page/assets.js';
import type { Created, Recipe, Seeded } from './shared.js';

/** Coupons seeded without a use limit (`createBody` of coupons: every third), so reservations never run out. */
const unlimited = (coupons: readonly Created[]): Created[] =>
  coupons.filter((coupon) => Number(/X(\d+)$/.exec(coupon.unique)?.[1] ?? 1) % 3 === 0);

/** A pool checkout's strings in the calls: its id, its token's hash, its charge and coupon. */
const pageIds = (item: Created): string[] => [item.id, tokenHash(item.token ?? ''), ...(item.linked ?? [])];

const pick = <T>(list: readonly T[], index: number, what: string): T => {
  const item = list[index % list.length];
  if (item === undefined) throw new Error(`the checkouts recipe needs seeded ${what}`);
  return item;
};

/**
 * Checkouts as the heaviest create of the API: two products (read in one BatchGetItem), a coupon
 * (its code guard, then the coupon) and, every other one, a customer; then ONE transaction with the
 * checkout, its counter, the token pointer, the Pix charge (charge, txid guard, counter, event),
 * the coupon reservation, the customer check and `checkout.created`. Only unlimited coupons, so
 * thousands of reservations on one coupon stay valid; quantities keep the total above the
 * minimum after the largest fixed discount.
 */
export const checkouts: Recipe = {
  resource: 'checkouts',
  entity: 'CHECKOUT',
  createBody: (seq, seeded: Seeded) => {
    const products = seeded.get('products') ?? [];
    const coupon = pick(unlimited(seeded.get('coupons') ?? []), seq, 'unlimited coupons');
    const customers = seeded.get('customers') ?? [];
    const first = pick(products, seq, 'products');
    const second = pick(products, seq + 1, 'products');
    return {
      unique: '',
      body: {
        items: [
          { productId: first.id, quantity: 1 + (seq % 3) },
          { productId: second.id, quantity: 3 },
        ],
        couponCode: coupon.unique,
        ...(seq % 2 === 0 && customers.length > 0 && { customerId: pick(customers, seq, 'customers').id }),
        returnUrl: 'https://loja.exemplo.com.br/pedido/voltar',
        metadata: { orderId: `PED-${seq}` },
      },
    };
  },
  updateBody: () => ({}),
  create: async (merchantId, body) => {
    // The handler passes the request's own origin as the page URL's base; only the token matters here.
    const { checkout, url } = await createCheckout(
      merchantId,
      parseBody(createCheckoutSchema(config().environment), body),
      'http://localhost:3000',
    );
    // A cancel changes the charge and releases the coupon: a replay must act on this checkout's
    // own, or it drains the probe's coupon until its release condition fails (every body here
    // names a coupon, so the list lines up item by item).
    const linked = [checkout.chargeId, ...(checkout.coupon ? [checkout.coupon.id] : [])];
    return { id: checkout.id, token: url.slice(url.lastIndexOf('/') + 1), linked };
  },
  growthQueries: () => [
    // Seeded checkouts are all open; the cancel pool's are cancelled: each status reads its own
    // GSI2 partition.
    { label: 'status=OPEN', query: 'status=OPEN', cursor: true },
    { label: 'status=CANCELLED', query: 'status=CANCELLED' },
  ],
  actions: { cancel: async () => {} },
  pagePrefix: '/pay/{token}',
  pageActions: {
    // A payer types a code on a page that accepts codes (a checkout created without one).
    'POST /pay/{token}/coupon': {
      createBody: (seq, seeded) => {
        const products = seeded.get('products') ?? [];
        return {
          unique: '',
          body: {
            items: [
              { productId: pick(products, seq, 'products').id, quantity: 1 + (seq % 3) },
              { productId: pick(products, seq + 1, 'products').id, quantity: 3 },
            ],
            allowCoupons: true,
            metadata: { orderId: `PED-${seq}` },
          },
        };
      },
      body: (seq, seeded) => ({
        code: pick(unlimited(seeded.get('coupons') ?? []), seq, 'unlimited coupons').unique,
      }),
      ids: pageIds,
    },
    'POST /pay/{token}/simulate-payment': { ids: pageIds },
  },
  minimum: {
    create: {
      calls: 5,
      steps: 3,
      why:
        'products BatchGetItem, coupon code guard then coupon, merchant Pix identity (all three ' +
        'could start together), then one transaction: checkout, counter, token pointer, charge, ' +
        'txid guard, charge counter, both events, coupon reservation, customer check',
    },
    action: {
      calls: 3,
      steps: 3,
      why:
        'checkout GetItem, then its charge (the id is on the checkout; the events carry both in ' +
        'full), then one transaction: both transitions, coupon release, both events',
    },
    'POST /pay/{token}/coupon': {
      calls: 5,
      steps: 4,
      why:
        'token pointer, then the checkout with the code guard (one BatchGetItem) beside the merchant ' +
        'Pix identity (the new BR Code), then the coupon with the current charge (one BatchGetItem), ' +
        'then one transaction: checkout, coupon reservation, old charge cancelled, new charge, events',
    },
    'POST /pay/{token}/simulate-payment': {
      calls: 4,
      steps: 4,
      why:
        'token pointer, then the checkout, then its charge (the id is on the checkout), then one ' +
        'transaction: charge paid, checkout completed, coupon use, both events',
    },
    'GET /pay/{token}': {
      calls: 3,
      steps: 3,
      why: 'token pointer, then the checkout, then its charge, its QR code image and the merchant name (one BatchGetItem)',
    },
  },
  // The txid guard (`PIXTXID#<txid>`) and the token pointer (`PAYTOKEN#<sha-256>`) are unique: a
  // replay writes its own.
  freshTokens: (json) => [
    ...new Set(
      [...json.matchAll(/PIXTXID#([A-Za-z0-9]{25})|PAYTOKEN#([0-9a-f]{64})/g)].map(
        (m) => (m[1] ?? m[2]) as string,
      ),
    ),
  ],
};

/** The hosted page's static files: a real one (the route table lists no assets for it). */
export const checkoutsPublicParams: Record<string, string> = {
  'GET /pay-assets/{asset}': PAGE_ASSET_NAMES[0] ?? 'pay.js',
};
