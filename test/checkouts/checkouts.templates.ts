import type { Template } from '../security/support/templates.js';

export const checkoutsTemplates: Record<string, Template> = {
  'POST /v1/checkouts': (f) => ({
    path: '/v1/checkouts',
    body: {
      // Every property here must be refused when its value is replaced by a wrong type (the
      // hostile-input suite does that), so no boolean (true stays valid) and no metadata ({} is valid).
      items: [{ productId: f.product.id, quantity: 2 }],
      completionUrl: 'https://loja.example.com/obrigado',
      expiresIn: 3600,
    },
    success: 201,
    kind: 'envelope',
    // Another merchant naming the owner's product: it does not exist for them.
    foreignStatus: 400,
    entity: 'checkouts',
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
    entity: 'checkouts',
  }),
};
