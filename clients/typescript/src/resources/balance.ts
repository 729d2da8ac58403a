import { defineResource, Resource } from '../resource.js';
import type { RequestOptions } from '../http.js';
import type { ResponseData } from '../types.js';

export type Balance = ResponseData<'getBalance'>;

class BalanceResource extends Resource {
  /** `available`, `pending`, `blocked`, `inPayout` (reais) and the `mode`. */
  retrieve(options?: RequestOptions) {
    return this.transport.request('getBalance', {}, options);
  }
}

declare module '../resource.js' {
  interface Resources {
    readonly balance: BalanceResource;
  }
}

export default defineResource('balance', {
  Class: BalanceResource,
  methods: { getBalance: 'retrieve' },
});
