import type { Template } from '../templates.js';

export const checkoutsTemplates: Record<string, Template> = {
  'POST /v1/checkouts': (f) => ({
    path: '/v1/checkouts',
    body: {
      items: [{ productId: f.product.id, quantity: 2 }],
      allowCoupons: true,
      completionUrl: 'https://loja.example.com/obrigado',
      metadata: { pedido: '1234' },
    },
    success: 201,
    kind: 'envelope',
    // Another merchant naming the owner's product: it does not exist for them.
    foreignStatus: 400,
  }),
  'GET /v1/checkouts': () => ({ path: '/v1/checkouts?page=0&size=100', success: 200, kind: 'envelope' }),
  'GET /v1/checkouts/{id}': (f) => ({
    path: `/v1/checkouts/${f.checkout.id}`,
    success: 200,
    kind: 'envelope',
  }),
  'POST /v1/checkouts/{id}/cancel': (f) => ({
    path: `/v1/checkouts/${f.checkout.id}/cancel`,
    success: 200,
    kind: 'envelope',
  }),
};
