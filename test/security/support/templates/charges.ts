import type { Template } from '../templates.js';

/**
 * The action routes change the charge's state, so each request points at a charge of its
 * fixture in the state the action leaves: a pending one, or a paid one for the refund.
 */
export const chargesTemplates: Record<string, Template> = {
  'POST /v1/charges': () => ({
    path: '/v1/charges',
    body: {
      amount: 1990,
      description: 'Pedido 42 - Pão de queijo',
      // No metadata: `{}` is a valid value of it, which the hostile-input suite would count as a miss.
      expiresIn: 3600,
    },
    success: 201,
    kind: 'envelope',
    entity: 'charges',
  }),
  'GET /v1/charges': () => ({ path: '/v1/charges?page=0&size=100', success: 200, kind: 'envelope' }),
  'GET /v1/charges/{id}': (f) => ({ path: `/v1/charges/${f.charge.id}`, success: 200, kind: 'envelope' }),
  'GET /v1/charges/{id}/amount': (f) => ({
    path: `/v1/charges/${f.dueCharge.id}/amount`,
    success: 200,
    kind: 'envelope',
  }),
  'POST /v1/charges/{id}/cancel': (f) => ({
    path: `/v1/charges/${f.charge.id}/cancel`,
    body: {},
    success: 200,
    kind: 'envelope',
    entity: 'charges',
  }),
  'POST /v1/charges/{id}/simulate-payment': (f) => ({
    path: `/v1/charges/${f.charge.id}/simulate-payment`,
    body: {},
    success: 200,
    kind: 'envelope',
    entity: 'charges',
  }),
  'POST /v1/charges/{id}/refund': (f) => ({
    path: `/v1/charges/${f.paidCharge.id}/refund`,
    body: { amount: 100, reason: 'Item devolvido' },
    success: 200,
    kind: 'envelope',
    entity: 'charges',
  }),
};
