import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, businessDayOnOrAfter } from '../../lib/domain/business-days.js';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import { dynamo } from '../../lib/db/client.js';
import { call, expectError, newMerchant, type ApiResult, type TestMerchant } from '../support/api.js';
import { connectionReset, FAULT, injectFault, removeFaults, throttling } from '../support/faults.js';
import { useLivePsp } from '../support/live-psp.js';
import { storedEvents } from '../support/stored.js';
import { liveTxid } from '../../lib/pix/api-pix/txid.js';

/**
 * In live the PSP issues a code (`cob`, `cobv`) before the write that stores its charge. When that
 * write fails, the code must not stay payable with nothing holding it: the client hears 503 and
 * the code is removed at the PSP, or, when the write landed and only its answer was lost, the
 * client gets what was created and the code stays.
 */
const live = useLivePsp();
let m: TestMerchant;

beforeEach(async () => {
  m = await newMerchant();
});
afterEach(removeFaults);

/** DynamoDB carries the next `TransactWriteItems` out, and its answer is lost on the way back. */
function loseTransactionAnswer(): void {
  let lost = false;
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      if (lost || context.commandName !== 'TransactWriteItemsCommand') return next(args);
      lost = true;
      await next(args);
      throw connectionReset();
    },
    { step: 'initialize', name: `${FAULT}LostAnswer`, tags: [FAULT] },
  );
}

/** Every write of these commands fails before reaching DynamoDB, as a connection that drops. */
function failEvery(commands: string[]): void {
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      if (commands.includes(String(context.commandName))) throw connectionReset();
      return next(args);
    },
    { step: 'initialize', name: `${FAULT}Writes`, tags: [FAULT] },
  );
}

/** The codes the PSP issued while `run` ran, with their status at the end. */
async function codesDuring(run: () => Promise<void>): Promise<string[]> {
  const before = new Set([...live.psp.cobs.keys(), ...live.psp.cobvs.keys()]);
  await run();
  return [...live.psp.cobs.values(), ...live.psp.cobvs.values()]
    .filter((cob) => !before.has(cob.txid))
    .map((cob) => cob.status);
}

const total = async (path: string) =>
  (await call('GET', path, { key: m.readOnly })).json.data.page.totalElements as number;

async function expectNothingStored(): Promise<void> {
  expect(await total('/v1/charges')).toBe(0);
  expect(await total('/v1/checkouts')).toBe(0);
  expect(await storedEvents(m.merchantId, 'charge.created')).toEqual([]);
}

const charge = (body: Record<string, unknown> = {}) =>
  call('POST', '/v1/charges', { key: m.full, body: { amount: 1990, ...body } });

/** A due-date charge's request, its payer created first: sending it writes only the charge. */
async function dueCharge(): Promise<() => Promise<ApiResult>> {
  const customer = await call('POST', '/v1/customers', {
    key: m.full,
    body: { name: 'Maria das Dores', email: 'maria@exemplo.com.br', document: '529.982.247-25' },
  });
  const dueDate = businessDayOnOrAfter(addDays(todayIn('America/Sao_Paulo', new Date()), 7));
  return () => charge({ amount: 100_000, customerId: customer.json.data.id, dueDate });
}

/** A checkout's request, its product created first: sending it writes only the checkout. */
async function checkout(extra: Record<string, unknown> = {}): Promise<() => Promise<ApiResult>> {
  const product = await call('POST', '/v1/products', { key: m.full, body: { name: 'Caneca', price: 2500 } });
  return () =>
    call('POST', '/v1/checkouts', {
      key: m.full,
      body: { items: [{ productId: product.json.data.id, quantity: 1 }], ...extra },
    });
}

describe('a write that fails after the PSP issued the code', () => {
  it('refused by the database: the cob is removed and the client gets 503 service_unavailable', async () => {
    const statuses = await codesDuring(async () => {
      injectFault('TransactWriteItemsCommand', 1, throttling);
      expect(expectError(await charge(), 503).code).toBe('service_unavailable');
    });
    expect(statuses).toEqual(['REMOVIDA_PELO_USUARIO_RECEBEDOR']);
    await expectNothingStored();
  });

  it('lost on the way (it never landed): the cob is removed, 503 service_unavailable, nothing stored', async () => {
    const statuses = await codesDuring(async () => {
      injectFault('TransactWriteItemsCommand', 1, connectionReset);
      expect(expectError(await charge(), 503).code).toBe('service_unavailable');
    });
    expect(statuses).toEqual(['REMOVIDA_PELO_USUARIO_RECEBEDOR']);
    await expectNothingStored();
  });

  it('done with its answer lost: the client gets the charge, whose cob stays payable', async () => {
    let created: ApiResult | undefined;
    const statuses = await codesDuring(async () => {
      loseTransactionAnswer();
      created = await charge();
    });
    expect(created!.status, JSON.stringify(created!.json)).toBe(201);
    expect(statuses).toEqual(['ATIVA']);
    const read = await call('GET', `/v1/charges/${created!.json.data.id}`, { key: m.readOnly });
    expect(read.json.data).toEqual(created!.json.data);
    expect(await storedEvents(m.merchantId, 'charge.created')).toHaveLength(1);
  });

  it('lost, and the database cannot say whether it landed: 503 write_outcome_unknown, the cob kept', async () => {
    const statuses = await codesDuring(async () => {
      failEvery(['TransactWriteItemsCommand', 'PutItemCommand']);
      expect(expectError(await charge(), 503).code).toBe('write_outcome_unknown');
    });
    // A stored charge must stay payable; the client retries with its Idempotency-Key.
    expect(statuses).toEqual(['ATIVA']);
  });

  it('for a due-date charge: the cobv is removed and the client gets 503', async () => {
    const send = await dueCharge();
    const statuses = await codesDuring(async () => {
      injectFault('TransactWriteItemsCommand', 1, connectionReset);
      expect(expectError(await send(), 503).code).toBe('service_unavailable');
    });
    expect(statuses).toEqual(['REMOVIDA_PELO_USUARIO_RECEBEDOR']);
    await expectNothingStored();
  });

  it('for a checkout: the cob is removed and the client gets 503', async () => {
    for (const fault of [throttling, connectionReset]) {
      const send = await checkout();
      const statuses = await codesDuring(async () => {
        injectFault('TransactWriteItemsCommand', 1, fault);
        expect(expectError(await send(), 503).code).toBe('service_unavailable');
      });
      removeFaults();
      expect(statuses).toEqual(['REMOVIDA_PELO_USUARIO_RECEBEDOR']);
    }
    await expectNothingStored();
  });

  it('for a checkout whose answer was lost: the client gets the checkout, whose cob stays payable', async () => {
    let created: ApiResult | undefined;
    const send = await checkout();
    const statuses = await codesDuring(async () => {
      loseTransactionAnswer();
      created = await send();
    });
    expect(created!.status, JSON.stringify(created!.json)).toBe(201);
    expect(statuses).toEqual(['ATIVA']);
    const read = await call('GET', `/v1/checkouts/${created!.json.data.id}`, { key: m.readOnly });
    expect(read.json.data).toMatchObject({ id: created!.json.data.id, status: 'OPEN' });
  });

  it('for a coupon applied on the page: the new cob is removed, the old one stays, 503', async () => {
    const code = `PAGE${Date.now()}`;
    expect(
      (await call('POST', '/v1/coupons', { key: m.full, body: { code, type: 'PERCENTAGE', value: 20 } }))
        .status,
    ).toBe(201);
    const open = await (await checkout({ allowCoupons: true }))();
    expect(open.status, JSON.stringify(open.json)).toBe(201);
    const token = new URL(open.json.data.url as string).pathname.split('/').pop()!;
    const statuses = await codesDuring(async () => {
      injectFault('TransactWriteItemsCommand', 1, connectionReset);
      expect(expectError(await call('POST', `/pay/${token}/coupon`, { body: { code } }), 503).code).toBe(
        'service_unavailable',
      );
    });
    expect(statuses).toEqual(['REMOVIDA_PELO_USUARIO_RECEBEDOR']);
    const after = await call('GET', `/v1/checkouts/${open.json.data.id}`, { key: m.readOnly });
    expect(after.json.data).toMatchObject({ chargeId: open.json.data.chargeId, total: 25, coupon: null });
    const old = await call('GET', `/v1/charges/${open.json.data.chargeId}`, { key: m.readOnly });
    expect(live.psp.cobs.get(liveTxid(old.json.data.pix.txid))?.status).toBe('ATIVA');
  });
});
