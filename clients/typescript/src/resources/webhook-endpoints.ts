import { defineResource, Resource } from '../resource.js';
import type { RequestOptions } from '../http.js';
import type { ListParams, RequestBody, ResponseData } from '../types.js';

/** A webhook endpoint as create returns it: with its `secret`, shown only then. */
export type CreatedWebhookEndpoint = ResponseData<'createWebhookEndpoint'>;
export type WebhookEndpoint = ResponseData<'getWebhookEndpoint'>;
export type WebhookEndpointCreateParams = RequestBody<'createWebhookEndpoint'>;
export type WebhookEndpointUpdateParams = RequestBody<'updateWebhookEndpoint'>;
export type WebhookEndpointListParams = ListParams<'listWebhookEndpoints'>;
/** `{ expiresIn }`: how long the old secret keeps signing beside the new one (seconds). */
export type WebhookEndpointRotateSecretParams = RequestBody<'rotateWebhookEndpointSecret'>;
/** A webhook endpoint as `rotateSecret` returns it: with its new `secret`, shown only then. */
export type RotatedWebhookEndpoint = ResponseData<'rotateWebhookEndpointSecret'>;

export class WebhookEndpoints extends Resource {
  /** Resolves with the endpoint's `secret`, which is shown only here: keep it for `webhooks.verify`. */
  create(params: WebhookEndpointCreateParams, options?: RequestOptions) {
    return this.transport.request('createWebhookEndpoint', { body: params }, options);
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.transport.request('getWebhookEndpoint', { path: { id } }, options);
  }
  update(id: string, params: WebhookEndpointUpdateParams, options?: RequestOptions) {
    return this.transport.request('updateWebhookEndpoint', { path: { id }, body: params }, options);
  }
  del(id: string, options?: RequestOptions) {
    return this.transport.request('deleteWebhookEndpoint', { path: { id } }, options);
  }
  list(params?: WebhookEndpointListParams, options?: RequestOptions) {
    return this.walk('listWebhookEndpoints', params, options);
  }
  /** Sends the endpoint (only it) a signed `ping` event; resolves with the event and its delivery. */
  test(id: string, options?: RequestOptions) {
    return this.transport.request('testWebhookEndpoint', { path: { id } }, options);
  }
  /**
   * Resolves with a new `secret`, shown only here. The old one keeps signing beside it for
   * `expiresIn` seconds (0 to 86400, default 86400), so a receiver can switch without losing a
   * delivery.
   */
  rotateSecret(id: string, params?: WebhookEndpointRotateSecretParams, options?: RequestOptions) {
    return this.transport.request('rotateWebhookEndpointSecret', { path: { id }, body: params }, options);
  }
}

declare module '../resource.js' {
  interface Resources {
    readonly webhookEndpoints: WebhookEndpoints;
  }
}

export default defineResource('webhookEndpoints', {
  Class: WebhookEndpoints,
  methods: {
    listWebhookEndpoints: 'list',
    createWebhookEndpoint: 'create',
    getWebhookEndpoint: 'retrieve',
    updateWebhookEndpoint: 'update',
    deleteWebhookEndpoint: 'del',
    testWebhookEndpoint: 'test',
    rotateWebhookEndpointSecret: 'rotateSecret',
  },
  triggers: {
    ping: {
      cannot:
        'a ping goes to one webhook endpoint and is in no list, so listen never sees it: send one with ' +
        'mp.webhookEndpoints.test(id) (POST /v1/webhook-endpoints/{id}/test).',
    },
  },
});
