import { config } from '../../lib/config.js';
import { addDays } from '../../lib/domain/business-days.js';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import type { Template } from '../security/support/templates.js';

const inDays = (days: number): string => addDays(todayIn(config().businessTimeZone, new Date()), days);

/**
 * The action routes move a subscription, so each request points at one of its fixture in the state
 * the action leaves: a pending one (authorization, cancel), an active one (revocation, next cycle).
 */
export const subscriptionsTemplates: Record<string, Template> = {
  'POST /v1/subscriptions': (f) => ({
    path: '/v1/subscriptions',
    body: {
      customerId: f.customer.id,
      amount: 4990,
      interval: 'MONTHLY',
      startDate: inDays(5),
      endDate: inDays(400),
      description: 'Academia - plano mensal',
      retryPolicy: 'NONE',
    },
    success: 201,
    kind: 'envelope',
    // Another merchant naming the owner's customer: it does not exist for them.
    foreignStatus: 400,
    entity: 'subscriptions',
  }),
  'GET /v1/subscriptions': () => ({
    path: '/v1/subscriptions?page=0&size=100&status=ACTIVE',
    success: 200,
    kind: 'envelope',
  }),
  'GET /v1/subscriptions/{id}': (f) => ({
    path: `/v1/subscriptions/${f.subscription.id}`,
    success: 200,
    kind: 'envelope',
  }),
  'GET /v1/subscriptions/{id}/cycles': (f) => ({
    path: `/v1/subscriptions/${f.activeSubscription.id}/cycles?page=0&size=10`,
    success: 200,
    kind: 'envelope',
  }),
  'POST /v1/subscriptions/{id}/cancel': (f) => ({
    path: `/v1/subscriptions/${f.subscription.id}/cancel`,
    body: {},
    success: 200,
    kind: 'envelope',
    entity: 'subscriptions',
  }),
  'POST /v1/subscriptions/{id}/simulate-authorization': (f) => ({
    path: `/v1/subscriptions/${f.subscription.id}/simulate-authorization`,
    body: { outcome: 'APPROVED' },
    success: 200,
    kind: 'envelope',
    entity: 'subscriptions',
  }),
  'POST /v1/subscriptions/{id}/simulate-revocation': (f) => ({
    path: `/v1/subscriptions/${f.activeSubscription.id}/simulate-revocation`,
    body: {},
    success: 200,
    kind: 'envelope',
    entity: 'subscriptions',
  }),
  'POST /v1/subscriptions/{id}/simulate-next-cycle': (f) => ({
    path: `/v1/subscriptions/${f.activeSubscription.id}/simulate-next-cycle`,
    body: { outcome: 'FAILED' },
    success: 200,
    kind: 'envelope',
    entity: 'subscriptions',
  }),
};
