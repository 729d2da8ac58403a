import { defineResource, Resource } from '../resource.js';
import type { RequestOptions } from '../http.js';
import type { RequestBody, ResponseData } from '../types.js';

/** The merchant's own PSP connection as shown: mode, PSP, certificate, status; never a secret. */
export type PixConnectionView = ResponseData<'getPixConnection'>;
/** What the merchant's PSP issued it; PEM files as base64 of their bytes. */
export type PixConnectionSetParams = RequestBody<'putPixConnection'>;

class PixConnection extends Resource {
  /** Connects the merchant's own PSP (`live` only); the PSP is checked before anything is saved. */
  set(params: PixConnectionSetParams, options?: RequestOptions) {
    return this.transport.request('putPixConnection', { body: params }, options);
  }
  /** The mode (`PLATFORM` or `OWN_ACCOUNT`) and the connection, never its secrets. */
  retrieve(options?: RequestOptions) {
    return this.transport.request('getPixConnection', {}, options);
  }
  /** Back to `PLATFORM` for new charges. */
  del(options?: RequestOptions) {
    return this.transport.request('deletePixConnection', {}, options);
  }
}

declare module '../resource.js' {
  interface Resources {
    readonly pixConnection: PixConnection;
  }
}

export default defineResource('pixConnection', {
  Class: PixConnection,
  methods: {
    putPixConnection: 'set',
    getPixConnection: 'retrieve',
    deletePixConnection: 'del',
  },
  triggers: {
    'pix_connection.failing': {
      cannot: "only a live merchant's own PSP that stops answering or refuses its credentials causes it.",
    },
    'pix_connection.expiring': {
      cannot: "only a live merchant's own PSP certificate within 30 days of its end causes it.",
    },
  },
});
