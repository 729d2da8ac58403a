import { describe, expect, it } from 'vitest';
import { config } from '../../lib/config.js';
import { addDays } from '../../lib/domain/business-days.js';
import { dayIn } from '../../lib/ledger/ledger.domain.js';
import { call, expectError, newMerchant } from '../support/api.js';
import { storedEvents } from '../support/stored.js';

/**
 * Reconciliation in `test` (the sandbox), over HTTP: a day's run compares the ledger with the
 * sandbox's own record of what it received (MATCHED, the same Pix on both sides), is kept and
 * listed newest first, announced once, and refused outside the last 90 days or to a read-only key.
 */

const today = () => dayIn(new Date().toISOString(), config().businessTimeZone);

describe('a test-mode run', () => {
  it('is MATCHED, with the PSP and the ledger counting the same Pix', async () => {
    const m = await newMerchant();
    const created = await call('POST', '/v1/charges', { key: m.full, body: { amount: 1990 } });
    expect(created.status).toBe(201);
    const paid = await call('POST', `/v1/charges/${created.json.data.id}/simulate-payment`, { key: m.full });
    expect(paid.status).toBe(200);
    const incoming = await call('POST', '/v1/ledger/simulate-incoming-pix', {
      key: m.full,
      body: { amount: 500 },
    });
    expect(incoming.status).toBe(201);

    const run = await call('POST', `/v1/reconciliations/${today()}/run`, { key: m.full });
    expect(run.status, JSON.stringify(run.json)).toBe(200);
    expect(run.json.data).toMatchObject({
      date: today(),
      status: 'MATCHED',
      reason: null,
      psp: { count: 2, amount: 24.9 },
      ledger: { count: 2, amount: 24.9 },
      settledLate: [],
      unmatched: [],
      missingAtPsp: [],
      medReturns: [],
    });
    expect((await call('POST', `/v1/reconciliations/${today()}/run`, { key: m.full })).json.data).toEqual(
      run.json.data,
    );
    const events = await storedEvents(m.merchantId, 'reconciliation.completed');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ data: run.json.data });
  });

  it('lists runs newest first and reads one by date', async () => {
    const m = await newMerchant();
    const yesterday = addDays(today(), -1);
    for (const date of [yesterday, today()])
      expect((await call('POST', `/v1/reconciliations/${date}/run`, { key: m.full })).status).toBe(200);
    const list = await call('GET', '/v1/reconciliations?size=1', { key: m.readOnly });
    expect(list.status).toBe(200);
    expect(list.json.data.content.map((run: { date: string }) => run.date)).toEqual([today()]);
    expect(list.json.data.page).toMatchObject({ totalElements: 2, nextCursor: expect.any(String) });
    const next = await call(
      'GET',
      `/v1/reconciliations?size=1&cursor=${encodeURIComponent(list.json.data.page.nextCursor as string)}`,
      { key: m.readOnly },
    );
    expect(next.json.data.content.map((run: { date: string }) => run.date)).toEqual([yesterday]);
    expect(next.json.data.page.nextCursor).toBeNull();
    const one = await call('GET', `/v1/reconciliations/${yesterday}`, { key: m.readOnly });
    expect(one.json.data).toMatchObject({ date: yesterday, status: 'MATCHED' });
    // Another merchant sees none of them.
    const other = await newMerchant();
    expectError(await call('GET', `/v1/reconciliations/${yesterday}`, { key: other.readOnly }), 404);
    expect((await call('GET', '/v1/reconciliations', { key: other.readOnly })).json.data.content).toEqual([]);
  });

  it('answers 404 for a day never run, and 400 outside the last 90 days', async () => {
    const m = await newMerchant();
    expectError(await call('GET', `/v1/reconciliations/${today()}`, { key: m.readOnly }), 404);
    expectError(await call('GET', '/v1/reconciliations/not-a-date', { key: m.readOnly }), 404);
    for (const date of [addDays(today(), -91), addDays(today(), 1), '2026-02-30', 'ontem']) {
      const refused = await call('POST', `/v1/reconciliations/${date}/run`, { key: m.full });
      expectError(refused, 400);
      expect(refused.json.error).toMatchObject({
        code: 'reconciliation_date_out_of_range',
        message: expect.stringContaining('90 dias'),
      });
    }
    expect(
      (await call('POST', `/v1/reconciliations/${addDays(today(), -90)}/run`, { key: m.full })).status,
    ).toBe(200);
  });

  it('needs a full-access key to run', async () => {
    const m = await newMerchant();
    expectError(await call('POST', `/v1/reconciliations/${today()}/run`, { key: m.readOnly }), 403);
    expectError(await call('GET', '/v1/reconciliations'), 401);
  });
});
