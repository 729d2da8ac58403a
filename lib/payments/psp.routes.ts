import type { Route } from '../http/route.js';

/**
 * Called by the PSP, not by merchants: no API key. The PSP registers `…/pix-webhook/{secret}`
 * through `PUT /webhook/{chave}` and appends `/pix` itself (API Pix 2.9.0 callback `listaPix`),
 * and `/rec` and `/cobr` for Pix Automático.
 * The secret segment and mutual TLS on the custom domain are its credentials (docs/live-pix.md).
 */
export const pspRoutes = {
  pixWebhook: {
    method: 'POST',
    path: '/v1/psp/pix-webhook/{secret}/pix',
    handler: 'functions/psp/pix-webhook.ts',
    permission: null,
    tag: 'Pix (PSP)',
    tableAccess: 'write',
  },
  recWebhook: {
    method: 'POST',
    path: '/v1/psp/pix-webhook/{secret}/rec',
    handler: 'functions/psp/rec-webhook.ts',
    permission: null,
    tag: 'Pix (PSP)',
    tableAccess: 'write',
  },
  cobrWebhook: {
    method: 'POST',
    path: '/v1/psp/pix-webhook/{secret}/cobr',
    handler: 'functions/psp/cobr-webhook.ts',
    permission: null,
    tag: 'Pix (PSP)',
    tableAccess: 'write',
  },
} as const satisfies Record<string, Route>;
