import type { Template } from '../security/support/templates.js';

export const couponsTemplates: Record<string, Template> = {
  'POST /v1/coupons': (_, u) => ({
    path: '/v1/coupons',
    body: { code: u.code, type: 'FIXED_AMOUNT', value: 1990, max_uses: 10, expires_at: '2030-12-31' },
    success: 201,
    kind: 'envelope',
    entity: 'coupons',
  }),
  'GET /v1/coupons': () => ({ path: '/v1/coupons?page=0&size=100', success: 200, kind: 'envelope' }),
  'GET /v1/coupons/{id}': (f) => ({ path: `/v1/coupons/${f.coupon.id}`, success: 200, kind: 'envelope' }),
  'PUT /v1/coupons/{id}': (f) => ({
    path: `/v1/coupons/${f.coupon.id}`,
    body: { value: 2500, status: 'INACTIVE' },
    success: 200,
    kind: 'envelope',
    entity: 'coupons',
  }),
  'DELETE /v1/coupons/{id}': (f) => ({
    path: `/v1/coupons/${f.coupon.id}`,
    success: 204,
    kind: 'empty',
    entity: 'coupons',
  }),
};
