import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { viaDispatch } from './support/http.js';
import { checkPartition, indexed, type StoredEntity } from './support/table.js';
import {
  createMerchant,
  uniqueValues,
  type Entity as AnyEntity,
  type Merchant,
} from './support/templates.js';
import { useOwnTable } from '../support/own-table.js';

useOwnTable();

/** The entities with unique values and list totals raced here (webhook endpoints have neither). */
type Entity = Exclude<AnyEntity, 'webhook-endpoints'>;

/**
 * Many simultaneous requests: uniqueness holds (one coupon per code, one customer per document,
 * one product per externalId), a resource is removed once, and after a random concurrent mix of
 * creates and removals every list's total equals the true number of items, counted three ways:
 * paging through the list, the list index in the table, and the items themselves.
 */
const send = viaDispatch;
const N = 30;

const STORED: Record<Entity, StoredEntity> = {
  coupons: 'COUPON',
  customers: 'CUSTOMER',
  products: 'PRODUCT',
};

const formatted = (digits: string, i: number) =>
  [
    digits,
    `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`,
    ` ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)} `,
  ][i % 3] as string;

/** Every id of the list, by paging through it in small pages. */
async function pageThrough(m: Merchant, entity: Entity): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let total = -1;
  for (let page = 0; ; page++) {
    const answer = await send('GET', `/v1/${entity}?size=7&page=${page}`, { key: m.readOnly });
    expect(answer.status, answer.text).toBe(200);
    const data = answer.json.data as { content: { id: string }[]; page: { totalElements: number } };
    if (total === -1) total = data.page.totalElements;
    expect(data.page.totalElements, 'the total moved while paging').toBe(total);
    if (data.content.length === 0) break;
    ids.push(...data.content.map((item) => item.id));
  }
  return { ids, total };
}

/** The list's total equals the true number of live items, counted every way there is. */
async function expectTrueTotals(m: Merchant, expected?: Partial<Record<Entity, number>>): Promise<void> {
  const live = await checkPartition(m.merchantId); // counters, guards and index membership
  for (const entity of ['coupons', 'customers', 'products'] as const) {
    const { ids, total } = await pageThrough(m, entity);
    const inIndex = await indexed(m.merchantId, STORED[entity]);
    expect(new Set(ids).size, `${entity}: an item listed twice`).toBe(ids.length);
    expect(total, `${entity}: totalElements vs paging`).toBe(ids.length);
    expect(total, `${entity}: totalElements vs live items`).toBe(live[STORED[entity]]);
    expect(total, `${entity}: totalElements vs list index`).toBe(inIndex.length);
    expect(ids.sort()).toEqual(inIndex.map((item) => item.id as string).sort());
    if (expected?.[entity] !== undefined)
      expect(total, `${entity}: expected by the answers`).toBe(expected[entity]);
  }
}

describe('uniqueness under simultaneous creates', () => {
  it(`of ${N} creates of one coupon code (spelled ${3} ways), exactly one coupon exists`, async () => {
    const m = await createMerchant('Loja Corrida Cupom');
    const code = uniqueValues().code;
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        send('POST', '/v1/coupons', {
          key: m.full,
          json: {
            code: [code, code.toLowerCase(), `  ${code}  `][i % 3],
            type: 'FIXED_AMOUNT',
            value: 100 + i,
          },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(
      statuses.filter((s) => s === 201),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(N - 1);
    for (const loser of results.filter((r) => r.status === 400)) {
      expect(loser.json.error.code).toBe('code_taken');
    }
    await expectTrueTotals(m, { coupons: 1 });
  });

  it(`of ${N} creates with one document (formatted 3 ways), all answer the same single customer`, async () => {
    const m = await createMerchant('Loja Corrida Cliente');
    const document = uniqueValues().document;
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        send('POST', '/v1/customers', {
          key: m.full,
          json: { name: `Cliente ${i}`, email: `c${i}@example.com`, document: formatted(document, i) },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(N).fill(200));
    const ids = new Set(results.map((r) => r.json.data.id as string));
    expect(ids.size).toBe(1);
    const winner = results.find((r) => r.json.data.id === [...ids][0]);
    // Every answer is the winner's customer, unchanged by the losers' names and e-mails.
    for (const result of results) expect(result.json.data).toEqual(winner?.json.data);
    await expectTrueTotals(m, { customers: 1 });
  });

  it(`of ${N} creates with one externalId, exactly one product exists`, async () => {
    const m = await createMerchant('Loja Corrida Produto');
    const externalId = uniqueValues().externalId;
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        send('POST', '/v1/products', {
          key: m.full,
          json: { name: `Produto ${i}`, price: 500 + i, externalId },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(
      statuses.filter((s) => s === 201),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(N - 1);
    await expectTrueTotals(m, { products: 1 });
    const listed = await send('GET', `/v1/products?externalId=${externalId}`, { key: m.readOnly });
    expect(listed.json.data.content).toHaveLength(1);
  });

  it.each(['coupons', 'customers', 'products'] as const)(
    'of %s removed by many requests at once, each is removed exactly once',
    async (entity) => {
      const m = await createMerchant('Loja Corrida Remoção');
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await create(m, entity, uniqueValues())).json.data.id);
      const results = await Promise.all(
        ids.flatMap((id) =>
          Array.from({ length: 8 }, () => send('DELETE', `/v1/${entity}/${id}`, { key: m.full })),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 204)).toHaveLength(ids.length);
      expect(statuses.filter((s) => s === 404)).toHaveLength(statuses.length - ids.length);
      await expectTrueTotals(m, { [entity]: 0 });
    },
  );
});

// ---------------------------------------------------------------------------------------------

interface Values {
  code: string;
  document: string;
  externalId: string;
}

function create(m: Merchant, entity: Entity, values: Values, withUnique = true) {
  const body =
    entity === 'coupons'
      ? { code: values.code, type: 'PERCENTAGE', value: 10 }
      : entity === 'customers'
        ? {
            name: 'Cliente Mix',
            email: 'mix@example.com',
            ...(withUnique ? { document: values.document } : {}),
          }
        : { name: 'Produto Mix', price: 990, ...(withUnique ? { externalId: values.externalId } : {}) };
  return send('POST', `/v1/${entity}`, { key: m.full, json: body });
}

type Op =
  | { kind: 'create'; entity: Entity; slot: number; withUnique: boolean }
  | { kind: 'remove'; entity: Entity; target: number };

const entityArb = fc.constantFrom<Entity>('coupons', 'customers', 'products');
const SLOTS = 4;
const SEEDED = 5;

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    entity: entityArb,
    slot: fc.nat(SLOTS - 1),
    withUnique: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('remove' as const), entity: entityArb, target: fc.nat(SEEDED - 1) }),
);

describe('a random concurrent mix of creates and removals', () => {
  it('leaves every list total equal to the true number of items', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 20, maxLength: 60 }), async (ops) => {
        const m = await createMerchant('Loja Mistura');
        // A small pool of unique values per entity, so creates collide with each other and with
        // the seeded items (whose values are freed when a removal wins the race).
        const pool: Values[] = Array.from({ length: SLOTS }, () => uniqueValues());
        const seeded: Record<Entity, string[]> = { coupons: [], customers: [], products: [] };
        for (const entity of ['coupons', 'customers', 'products'] as const) {
          for (let i = 0; i < SEEDED; i++) {
            const values = i < SLOTS ? (pool[i] as Values) : uniqueValues();
            const answer = await create(m, entity, values);
            expect(answer.status, answer.text).toBeLessThan(300);
            seeded[entity].push(answer.json.data.id);
          }
        }
        const known = new Set(Object.values(seeded).flat());
        const results = await Promise.all(
          ops.map(async (op) => {
            if (op.kind === 'create')
              return { op, answer: await create(m, op.entity, pool[op.slot] as Values, op.withUnique) };
            const id = seeded[op.entity][op.target] as string;
            return { op, answer: await send('DELETE', `/v1/${op.entity}/${id}`, { key: m.full }) };
          }),
        );
        // What the answers say the totals must be.
        const expected: Record<Entity, number> = { coupons: SEEDED, customers: SEEDED, products: SEEDED };
        const created = new Set<string>();
        for (const { op, answer } of results) {
          expect(answer.status, `${op.kind} ${op.entity}: ${answer.text}`).toBeLessThan(500);
          expect([200, 201, 204, 400, 404], `${op.kind} ${op.entity}: ${answer.text}`).toContain(
            answer.status,
          );
          if (op.kind === 'remove' && answer.status === 204) expected[op.entity]--;
          if (op.kind === 'create' && answer.status < 300) {
            const id = answer.json.data.id as string;
            // A customer create may answer the existing holder of the document.
            if (!known.has(id) && !created.has(id)) {
              created.add(id);
              expected[op.entity]++;
            }
          }
        }
        await expectTrueTotals(m, expected);
      }),
      {
        numRuns: Number(process.env.CONCURRENCY_RUNS ?? 4),
        seed: Number(process.env.CONCURRENCY_SEED ?? 4242),
      },
    );
  }, 60_000);
});
