import type { Template } from '../security/support/templates.js';

/** The hosted page: public, the fixture's checkout token is the credential. */
export const paymentPageTemplates: Record<string, Template> = {
  'GET /pay/{token}': (f) => ({
    path: `/pay/${f.checkout.token}`,
    success: 200,
    kind: 'html',
    limited: true,
  }),
  'GET /pay/{token}/status': (f) => ({
    path: `/pay/${f.checkout.token}/status`,
    success: 200,
    kind: 'envelope',
    limited: true,
  }),
  'POST /pay/{token}/coupon': (f) => ({
    path: `/pay/${f.checkout.token}/coupon`,
    body: { code: f.coupon.code },
    success: 200,
    kind: 'envelope',
    limited: true,
  }),
  'POST /pay/{token}/simulate-payment': (f) => ({
    path: `/pay/${f.checkout.token}/simulate-payment`,
    success: 200,
    kind: 'envelope',
  }),
  'GET /pay-assets/{asset}': () => ({ path: '/pay-assets/pay.css', success: 200, kind: 'asset' }),
};
