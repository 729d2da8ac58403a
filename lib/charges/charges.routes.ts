import type { Route } from '../http/route.js';

export const chargeRoutes = {
  create: {
    method: 'POST',
    path: '/v1/charges',
    handler: 'functions/charges/create.ts',
    permission: 'FULL_ACCESS',
    tag: 'Charges',
  },
  list: {
    method: 'GET',
    path: '/v1/charges',
    handler: 'functions/charges/list.ts',
    permission: 'READ_ONLY',
    tag: 'Charges',
  },
  get: {
    method: 'GET',
    path: '/v1/charges/{id}',
    handler: 'functions/charges/get.ts',
    permission: 'READ_ONLY',
    tag: 'Charges',
  },
  amount: {
    method: 'GET',
    path: '/v1/charges/{id}/amount',
    handler: 'functions/charges/amount.ts',
    permission: 'READ_ONLY',
    tag: 'Charges',
  },
  cancel: {
    method: 'POST',
    path: '/v1/charges/{id}/cancel',
    handler: 'functions/charges/cancel.ts',
    permission: 'FULL_ACCESS',
    tag: 'Charges',
    body: 'action',
  },
  refund: {
    method: 'POST',
    path: '/v1/charges/{id}/refund',
    handler: 'functions/charges/refund.ts',
    permission: 'FULL_ACCESS',
    tag: 'Charges',
    body: 'action',
  },
  simulatePayment: {
    method: 'POST',
    path: '/v1/charges/{id}/simulate-payment',
    handler: 'functions/charges/simulate-payment.ts',
    permission: 'FULL_ACCESS',
    tag: 'Charges',
    body: 'action',
    environments: ['test'],
  },
} as const satisfies Record<string, Route>;
