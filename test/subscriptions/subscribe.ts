import { expect } from 'vitest';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import { addDays } from '../../lib/domain/business-days.js';
import { call } from '../support/api.js';

/** Today in São Paulo, the business day subscriptions count from. */
export const spToday = (): string => todayIn('America/Sao_Paulo', new Date());

/**
 * A customer with a CPF and a weekly R$ 49,90 subscription for it, made through the API with `key`;
 * `body` overrides any field. It starts in 3 days by default: its second cycle is due in 10, so its
 * send window is open today and a PSP that takes a `cobr` 2 to 10 days ahead accepts it now.
 */
export async function subscribeWeekly(key: string, body: Record<string, unknown> = {}) {
  const customer = await call('POST', '/v1/customers', {
    key,
    body: { name: 'Maria das Dores', email: 'maria@exemplo.com.br', document: '529.982.247-25' },
  });
  expect(customer.status, JSON.stringify(customer.json)).toBe(200);
  const created = await call('POST', '/v1/subscriptions', {
    key,
    body: {
      customerId: customer.json.data.id,
      amount: 4990,
      interval: 'WEEKLY',
      startDate: addDays(spToday(), 3),
      description: 'Academia - plano semanal',
      ...body,
    },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json.data;
}
