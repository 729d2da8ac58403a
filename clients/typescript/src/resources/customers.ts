import { defineResource, Resource } from '../resource.js';
import type { RequestOptions } from '../http.js';
import type { ListParams, RequestBody, ResponseData } from '../types.js';

export type Customer = ResponseData<'getCustomer'>;
export type CustomerCreateParams = RequestBody<'createCustomer'>;
export type CustomerListParams = ListParams<'listCustomers'>;

export class Customers extends Resource {
  /** The same document again returns the existing customer, unchanged. */
  create(params: CustomerCreateParams, options?: RequestOptions) {
    return this.transport.request('createCustomer', { body: params }, options);
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.transport.request('getCustomer', { path: { id } }, options);
  }
  del(id: string, options?: RequestOptions) {
    return this.transport.request('deleteCustomer', { path: { id } }, options);
  }
  list(params?: CustomerListParams, options?: RequestOptions) {
    return this.walk('listCustomers', params, options);
  }
}

declare module '../resource.js' {
  interface Resources {
    readonly customers: Customers;
  }
}

export default defineResource('customers', {
  Class: Customers,
  methods: {
    listCustomers: 'list',
    createCustomer: 'create',
    getCustomer: 'retrieve',
    deleteCustomer: 'del',
  },
});
