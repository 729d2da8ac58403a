import type { Route } from '../http/route.js';

export const ledgerRoutes = {
  list: {
    method: 'GET',
    path: '/v1/ledger',
    handler: 'functions/ledger/list.ts',
    permission: 'READ_ONLY',
    tag: 'Ledger',
    seals: true,
  },
  summary: {
    method: 'GET',
    path: '/v1/ledger/summary',
    handler: 'functions/ledger/summary.ts',
    permission: 'READ_ONLY',
    tag: 'Ledger',
  },
  export: {
    method: 'GET',
    path: '/v1/ledger/export',
    handler: 'functions/ledger/export.ts',
    permission: 'READ_ONLY',
    tag: 'Ledger',
    seals: true,
  },
  balance: {
    method: 'GET',
    path: '/v1/balance',
    handler: 'functions/ledger/balance.ts',
    permission: 'READ_ONLY',
    tag: 'Ledger',
  },
  simulateIncomingPix: {
    method: 'POST',
    path: '/v1/ledger/simulate-incoming-pix',
    handler: 'functions/ledger/simulate-incoming-pix.ts',
    permission: 'FULL_ACCESS',
    tag: 'Ledger',
    environments: ['test'],
  },
} as const satisfies Record<string, Route>;
