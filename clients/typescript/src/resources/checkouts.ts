import { toCents } from '../money.js';
import { defineResource, later, metadata, Resource, type Print, type Resources } from '../resource.js';
import type { RequestOptions } from '../http.js';
import type { ListItem, ListParams, RequestBody, ResponseData } from '../types.js';

/** A checkout as create, retrieve and cancel return it, with `pix.qrCode`. */
export type Checkout = ResponseData<'getCheckout'>;
/** A checkout as lists and events show it: without `pix.qrCode`. */
export type CheckoutListItem = ListItem<'listCheckouts'>;
export type CheckoutCreateParams = RequestBody<'createCheckout'>;
export type CheckoutListParams = ListParams<'listCheckouts'>;

export class Checkouts extends Resource {
  /** A hosted payment page (`url`) for a cart of your products, with its Pix charge. */
  create(params: CheckoutCreateParams, options?: RequestOptions) {
    return this.transport.request('createCheckout', { body: params }, options);
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.transport.request('getCheckout', { path: { id } }, options);
  }
  list(params?: CheckoutListParams, options?: RequestOptions) {
    return this.walk('listCheckouts', params, options);
  }
  /** `OPEN` to `CANCELLED`, and its charge with it. */
  cancel(id: string, options?: RequestOptions) {
    return this.transport.request('cancelCheckout', { path: { id } }, options);
  }
}

declare module '../resource.js' {
  interface Resources {
    readonly checkouts: Checkouts;
  }
}

async function checkout(mp: Resources, print: Print, expiresIn?: number, allowCoupons = false) {
  const product = await mp.products.create({
    name: 'Produto de teste (merchant-payments trigger)',
    price: toCents(49.9),
  });
  print(`product   ${product.id}  ${product.status}  created`);
  const created = await mp.checkouts.create({
    items: [{ productId: product.id, quantity: 1 }],
    metadata,
    ...(allowCoupons ? { allowCoupons } : {}),
    ...(expiresIn === undefined ? {} : { expiresIn }),
  });
  print(
    `checkout  ${created.id}  ${created.status}  created, charge ${created.chargeId}, page ${created.url}`,
  );
  return created;
}

export default defineResource('checkouts', {
  Class: Checkouts,
  methods: {
    listCheckouts: 'list',
    createCheckout: 'create',
    getCheckout: 'retrieve',
    cancelCheckout: 'cancel',
  },
  triggers: {
    'checkout.created': { run: (mp, print) => checkout(mp, print) },
    'checkout.updated': {
      run: async (mp, print) => {
        const code = `TRIGGER${Date.now().toString(36).toUpperCase()}`;
        const coupon = await mp.coupons.create({ code, type: 'PERCENTAGE', value: 10 });
        print(`coupon    ${coupon.id}  ${coupon.code}  created`);
        const created = await checkout(mp, print, undefined, true);
        // The payer's side: the code entered on the hosted page (a public route, no key).
        const applied = await fetch(`${created.url}/coupon`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code }),
        });
        if (!applied.ok) throw new Error(`the page refused the coupon: HTTP ${applied.status}`);
        const updated = await mp.checkouts.retrieve(created.id);
        print(
          `checkout  ${updated.id}  ${updated.status}  coupon ${code} applied, charge ${updated.chargeId}`,
        );
      },
    },
    'checkout.completed': {
      run: async (mp, print) => {
        const created = await checkout(mp, print);
        const paid = await mp.charges.simulatePayment(created.chargeId);
        print(`charge    ${paid.id}  ${paid.status}  paid (simulated)`);
        const completed = await mp.checkouts.retrieve(created.id);
        print(`checkout  ${completed.id}  ${completed.status}`);
      },
    },
    'checkout.cancelled': {
      run: async (mp, print) => {
        const created = await checkout(mp, print);
        const cancelled = await mp.checkouts.cancel(created.id);
        print(`checkout  ${cancelled.id}  ${cancelled.status}  cancelled`);
      },
    },
    'checkout.expired': {
      run: async (mp, print) => {
        // The shortest expiry a checkout takes: 30 minutes.
        const created = await checkout(mp, print, 1800);
        later(print, 'checkout.expired', created.expiresAt);
      },
    },
  },
});
