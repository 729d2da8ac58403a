import { toCents } from '../money.js';
import {
  defineResource,
  inDays,
  later,
  metadata,
  Resource,
  type Print,
  type Resources,
} from '../resource.js';
import type { RequestOptions } from '../http.js';
import type { ListItem, ListParams, RequestBody, ResponseData } from '../types.js';

/** A subscription as create, retrieve and the actions return it, with `authorization.qrCode`. */
export type Subscription = ResponseData<'getSubscription'>;
/** A subscription as lists and events show it: without `authorization.qrCode`. */
export type SubscriptionListItem = ListItem<'listSubscriptions'>;
export type SubscriptionCreateParams = RequestBody<'createSubscription'>;
export type SubscriptionListParams = ListParams<'listSubscriptions'>;
/** One due date of a subscription: its debit attempts and outcome. */
export type SubscriptionCycle = ListItem<'listSubscriptionCycles'>;
export type SubscriptionCyclesParams = ListParams<'listSubscriptionCycles'>;
/** `{ outcome: 'APPROVED' | 'REJECTED' }` (test only). */
export type SubscriptionSimulateAuthorizationParams = RequestBody<'simulateSubscriptionAuthorization'>;
/** `{ outcome: 'PAID' | 'FAILED' }` (test only). */
export type SubscriptionSimulateNextCycleParams = RequestBody<'simulateSubscriptionNextCycle'>;

/** Pix Automático subscriptions: `test` only until the live `rec`/`cobr` calls are built. */
class Subscriptions extends Resource {
  /** Resolves `PENDING_AUTHORIZATION` with its `authorization`: the code and page the payer uses. */
  create(params: SubscriptionCreateParams, options?: RequestOptions) {
    return this.transport.request('createSubscription', { body: params }, options);
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.transport.request('getSubscription', { path: { id } }, options);
  }
  list(params?: SubscriptionListParams, options?: RequestOptions) {
    return this.walk('listSubscriptions', params, options);
  }
  /** Its cycles, newest due date first. */
  cycles(id: string, params?: SubscriptionCyclesParams, options?: RequestOptions) {
    return this.walk('listSubscriptionCycles', params, options, { id });
  }
  /** `PENDING_AUTHORIZATION` or `ACTIVE` to `CANCELLED`. */
  cancel(id: string, options?: RequestOptions) {
    return this.transport.request('cancelSubscription', { path: { id } }, options);
  }
  /** The payer's answer to the authorization, as their bank would give it (`test` only). */
  simulateAuthorization(
    id: string,
    params: SubscriptionSimulateAuthorizationParams,
    options?: RequestOptions,
  ) {
    return this.transport.request(
      'simulateSubscriptionAuthorization',
      { path: { id }, body: params },
      options,
    );
  }
  /** The payer revoking the authorization at their bank (`test` only). */
  simulateRevocation(id: string, options?: RequestOptions) {
    return this.transport.request('simulateSubscriptionRevocation', { path: { id } }, options);
  }
  /** The next debit now, paid or refused; resolves with the cycle (`test` only). */
  simulateNextCycle(id: string, params: SubscriptionSimulateNextCycleParams, options?: RequestOptions) {
    return this.transport.request('simulateSubscriptionNextCycle', { path: { id }, body: params }, options);
  }
}

declare module '../resource.js' {
  interface Resources {
    readonly subscriptions: Subscriptions;
  }
}

async function subscription(
  mp: Resources,
  print: Print,
  terms: { retryPolicy?: 'NONE'; endDate?: string } = {},
) {
  // A test payer; the API answers the customer already holding this CPF, if any.
  const customer = await mp.customers.create({
    name: 'Pagador de teste',
    email: 'pagador@example.com',
    document: '529.982.247-25',
  });
  const created = await mp.subscriptions.create({
    customerId: customer.id,
    amount: toCents(29.9),
    interval: 'WEEKLY',
    startDate: inDays(5),
    description: 'Assinatura de teste',
    metadata,
    ...terms,
  });
  print(`subscription ${created.id}  ${created.status}  created, page ${created.authorization.url}`);
  return created;
}

async function activeSubscription(
  mp: Resources,
  print: Print,
  terms: { retryPolicy?: 'NONE'; endDate?: string } = {},
) {
  const { id } = await subscription(mp, print, terms);
  const active = await mp.subscriptions.simulateAuthorization(id, { outcome: 'APPROVED' });
  print(`subscription ${active.id}  ${active.status}  authorized (simulated), first cycle paid`);
  return active;
}

async function nextCycle(mp: Resources, print: Print, id: string, outcome: 'PAID' | 'FAILED') {
  const cycle = await mp.subscriptions.simulateNextCycle(id, { outcome });
  print(`cycle     ${cycle.id}  ${cycle.status}  due ${cycle.dueDate} (simulated)`);
}

export default defineResource('subscriptions', {
  Class: Subscriptions,
  methods: {
    createSubscription: 'create',
    listSubscriptions: 'list',
    getSubscription: 'retrieve',
    listSubscriptionCycles: 'cycles',
    cancelSubscription: 'cancel',
    simulateSubscriptionAuthorization: 'simulateAuthorization',
    simulateSubscriptionRevocation: 'simulateRevocation',
    simulateSubscriptionNextCycle: 'simulateNextCycle',
  },
  triggers: {
    'subscription.created': { run: (mp, print) => subscription(mp, print) },
    'subscription.activated': { run: (mp, print) => activeSubscription(mp, print) },
    'subscription.cycle.paid': { run: (mp, print) => activeSubscription(mp, print) },
    'subscription.rejected': {
      run: async (mp, print) => {
        const { id } = await subscription(mp, print);
        const rejected = await mp.subscriptions.simulateAuthorization(id, { outcome: 'REJECTED' });
        print(`subscription ${rejected.id}  ${rejected.status}  refused (simulated)`);
      },
    },
    'subscription.cancelled': {
      run: async (mp, print) => {
        const { id } = await subscription(mp, print);
        const cancelled = await mp.subscriptions.cancel(id);
        print(`subscription ${cancelled.id}  ${cancelled.status}  cancelled`);
      },
    },
    'subscription.expired': {
      run: async (mp, print) => {
        const created = await subscription(mp, print);
        later(print, 'subscription.expired', created.authorization.expiresAt);
      },
    },
    'subscription.completed': {
      run: async (mp, print) => {
        // Two weekly cycles: the first paid with the authorization, the second now.
        const { id } = await activeSubscription(mp, print, { endDate: inDays(12) });
        await nextCycle(mp, print, id, 'PAID');
        const completed = await mp.subscriptions.retrieve(id);
        print(`subscription ${completed.id}  ${completed.status}`);
      },
    },
    'subscription.cycle.retrying': {
      run: async (mp, print) => nextCycle(mp, print, (await activeSubscription(mp, print)).id, 'FAILED'),
    },
    'subscription.cycle.failed': {
      run: async (mp, print) =>
        nextCycle(mp, print, (await activeSubscription(mp, print, { retryPolicy: 'NONE' })).id, 'FAILED'),
    },
  },
});
