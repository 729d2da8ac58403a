import type { Route } from '../http/route.js';

/**
 * Pix Automático subscriptions (docs/rules/subscriptions.md). The `simulate-*` routes play the
 * payer's bank and exist in `test` only; live, the PSP's notices move subscriptions and cycles.
 */
const SANDBOX = ['test'] as const;

export const subscriptionRoutes = {
  create: {
    method: 'POST',
    path: '/v1/subscriptions',
    handler: 'functions/subscriptions/create.ts',
    seals: true,
    permission: 'FULL_ACCESS',
    tag: 'Subscriptions',
  },
  list: {
    method: 'GET',
    path: '/v1/subscriptions',
    handler: 'functions/subscriptions/list.ts',
    seals: true,
    permission: 'READ_ONLY',
    tag: 'Subscriptions',
  },
  get: {
    method: 'GET',
    path: '/v1/subscriptions/{id}',
    handler: 'functions/subscriptions/get.ts',
    seals: true,
    permission: 'READ_ONLY',
    tag: 'Subscriptions',
  },
  cycles: {
    method: 'GET',
    path: '/v1/subscriptions/{id}/cycles',
    handler: 'functions/subscriptions/cycles.ts',
    permission: 'READ_ONLY',
    tag: 'Subscriptions',
  },
  cancel: {
    method: 'POST',
    path: '/v1/subscriptions/{id}/cancel',
    handler: 'functions/subscriptions/cancel.ts',
    seals: true,
    permission: 'FULL_ACCESS',
    tag: 'Subscriptions',
    body: 'action',
  },
  simulateAuthorization: {
    method: 'POST',
    path: '/v1/subscriptions/{id}/simulate-authorization',
    handler: 'functions/subscriptions/simulate-authorization.ts',
    seals: true,
    permission: 'FULL_ACCESS',
    tag: 'Subscriptions',
    environments: SANDBOX,
  },
  simulateRevocation: {
    method: 'POST',
    path: '/v1/subscriptions/{id}/simulate-revocation',
    handler: 'functions/subscriptions/simulate-revocation.ts',
    seals: true,
    permission: 'FULL_ACCESS',
    tag: 'Subscriptions',
    body: 'action',
    environments: SANDBOX,
  },
  simulateNextCycle: {
    method: 'POST',
    path: '/v1/subscriptions/{id}/simulate-next-cycle',
    handler: 'functions/subscriptions/simulate-next-cycle.ts',
    permission: 'FULL_ACCESS',
    tag: 'Subscriptions',
    environments: SANDBOX,
  },
} as const satisfies Record<string, Route>;
