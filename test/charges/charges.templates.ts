import { config } from '../../lib/config.js';
import { addDays } from '../../lib/domain/business-days.js';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import type { Template } from '../security/support/templates.js';

/** A day `days` after today in the business time zone (`YYYY-MM-DD`). */
const inDays = (days: number): string => addDays(todayIn(config().businessTimeZone, new Date()), days);

/**
 * A day the fixture's due-date charge can be paid on (due in 10 days, 30 more to pay): two days
 * late, so the fine applies and the amount is not the original.
 */
const payableDay = (): string => inDays(12);

/**
 * The action routes change the charge's state, so each request points at a charge of its
 * fixture in the state the action leaves: a pending one, or a paid one for the refund.
 */
export const chargesTemplates: Record<string, Template> = {
  'POST /v1/charges': () => ({
    path: '/v1/charges',
    body: {
      amount: 1990,
      description: 'Pedido 42 - Pão de queijo',
      // No metadata: `{}` is a valid value of it, which the hostile-input suite would count as a miss.
      expiresIn: 3600,
    },
    success: 201,
    kind: 'envelope',
    entity: 'charges',
  }),
  // Every field of a due-date charge (docs/rules/due-date-charges.md), so the fuzzer reaches their
  // rules too.
  'POST /v1/charges (due date)': (f) => ({
    path: '/v1/charges',
    body: {
      amount: 100_000,
      description: 'Mensalidade de dezembro',
      customerId: f.customer.id,
      dueDate: inDays(10),
      daysAfterDue: 30,
      fine: { type: 'PERCENTAGE', value: 200 },
      interest: { type: 'PERCENTAGE_PER_MONTH', days: 'CALENDAR', value: 100 },
      discount: { type: 'FIXED', until: [{ date: inDays(5), value: 5000 }] },
      rebate: { type: 'FIXED', value: 1000 },
    },
    success: 201,
    kind: 'envelope',
    entity: 'charges',
  }),
  'GET /v1/charges': () => ({ path: '/v1/charges?page=0&size=100', success: 200, kind: 'envelope' }),
  'GET /v1/charges/{id}': (f) => ({ path: `/v1/charges/${f.charge.id}`, success: 200, kind: 'envelope' }),
  'GET /v1/charges/{id}/amount': (f) => ({
    path: `/v1/charges/${f.dueCharge.id}/amount?date=${payableDay()}`,
    success: 200,
    kind: 'envelope',
  }),
  'POST /v1/charges/{id}/cancel': (f) => ({
    path: `/v1/charges/${f.charge.id}/cancel`,
    body: {},
    success: 200,
    kind: 'envelope',
    entity: 'charges',
  }),
  'POST /v1/charges/{id}/simulate-payment': (f) => ({
    path: `/v1/charges/${f.charge.id}/simulate-payment`,
    body: {},
    success: 200,
    kind: 'envelope',
    entity: 'charges',
  }),
  // The day the payer pays a due-date charge, so the fuzzer reaches the body's `date` and its rules.
  'POST /v1/charges/{id}/simulate-payment (due date)': (f) => ({
    path: `/v1/charges/${f.dueCharge.id}/simulate-payment`,
    body: { date: payableDay() },
    success: 200,
    kind: 'envelope',
    entity: 'charges',
  }),
  'POST /v1/charges/{id}/refund': (f) => ({
    path: `/v1/charges/${f.paidCharge.id}/refund`,
    body: { amount: 100, reason: 'Item devolvido' },
    success: 200,
    kind: 'envelope',
    entity: 'charges',
  }),
  'POST /v1/charges/{id}/simulate-med-return': (f) => ({
    path: `/v1/charges/${f.paidCharge.id}/simulate-med-return`,
    body: { amount: 100, nature: 'FRAUD' },
    success: 200,
    kind: 'envelope',
    entity: 'charges',
  }),
};
