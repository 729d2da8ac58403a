import { defineResource, Resource } from '../resource.js';
import type { RequestOptions } from '../http.js';
import type { ListParams, RequestBody, ResponseData } from '../types.js';

export type Product = ResponseData<'getProduct'>;
export type ProductCreateParams = RequestBody<'createProduct'>;
export type ProductUpdateParams = RequestBody<'updateProduct'>;
export type ProductListParams = ListParams<'listProducts'>;

export class Products extends Resource {
  create(params: ProductCreateParams, options?: RequestOptions) {
    return this.transport.request('createProduct', { body: params }, options);
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.transport.request('getProduct', { path: { id } }, options);
  }
  update(id: string, params: ProductUpdateParams, options?: RequestOptions) {
    return this.transport.request('updateProduct', { path: { id }, body: params }, options);
  }
  del(id: string, options?: RequestOptions) {
    return this.transport.request('deleteProduct', { path: { id } }, options);
  }
  list(params?: ProductListParams, options?: RequestOptions) {
    return this.walk('listProducts', params, options);
  }
}

declare module '../resource.js' {
  interface Resources {
    readonly products: Products;
  }
}

export default defineResource('products', {
  Class: Products,
  methods: {
    listProducts: 'list',
    createProduct: 'create',
    getProduct: 'retrieve',
    updateProduct: 'update',
    deleteProduct: 'del',
  },
});
