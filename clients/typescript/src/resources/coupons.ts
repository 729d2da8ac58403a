import { defineResource, Resource } from '../resource.js';
import type { RequestOptions } from '../http.js';
import type { ListParams, RequestBody, ResponseData } from '../types.js';

export type Coupon = ResponseData<'getCoupon'>;
export type CouponCreateParams = RequestBody<'createCoupon'>;
export type CouponUpdateParams = RequestBody<'updateCoupon'>;
export type CouponListParams = ListParams<'listCoupons'>;

export class Coupons extends Resource {
  create(params: CouponCreateParams, options?: RequestOptions) {
    return this.transport.request('createCoupon', { body: params }, options);
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.transport.request('getCoupon', { path: { id } }, options);
  }
  /** A partial update: `null` or a missing field keeps the stored value. */
  update(id: string, params: CouponUpdateParams, options?: RequestOptions) {
    return this.transport.request('updateCoupon', { path: { id }, body: params }, options);
  }
  del(id: string, options?: RequestOptions) {
    return this.transport.request('deleteCoupon', { path: { id } }, options);
  }
  list(params?: CouponListParams, options?: RequestOptions) {
    return this.walk('listCoupons', params, options);
  }
}

declare module '../resource.js' {
  interface Resources {
    readonly coupons: Coupons;
  }
}

export default defineResource('coupons', {
  Class: Coupons,
  methods: {
    listCoupons: 'list',
    createCoupon: 'create',
    getCoupon: 'retrieve',
    updateCoupon: 'update',
    deleteCoupon: 'del',
  },
});
