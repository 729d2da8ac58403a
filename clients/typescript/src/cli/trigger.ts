import type { MerchantPayments } from '../client.js';
import { toCents } from '../money.js';
import type { EventType } from '../types.js';

/** What a trigger prints: one line per resource it created or changed, with its id. */
export type Print = (line: string) => void;

type Trigger =
  /** Creates and changes what causes the event, in `test`. */
  | { run: (mp: MerchantPayments, print: Print) => Promise<unknown> }
  /** An event `test` cannot cause, and why. */
  | { cannot: string };

// Marks what a trigger created, where the API keeps metadata.
const metadata = { source: 'merchant-payments trigger' };

async function charge(mp: MerchantPayments, print: Print, expiresIn?: number) {
  const created = await mp.charges.create({
    amount: toCents(19.9),
    description: 'Cobrança de teste (merchant-payments trigger)',
    metadata,
    ...(expiresIn === undefined ? {} : { expiresIn }),
  });
  print(`charge    ${created.id}  ${created.status}  created`);
  return created;
}

async function paidCharge(mp: MerchantPayments, print: Print) {
  const { id } = await charge(mp, print);
  const paid = await mp.charges.simulatePayment(id);
  print(`charge    ${paid.id}  ${paid.status}  paid (simulated)`);
  return paid;
}

/**
 * A Pix without a charge, then a payout of R$ 1,00 of it (the merchant needs a payout key, which
 * an operator sets), and its outcome when asked.
 */
async function payout(mp: MerchantPayments, print: Print, outcome?: 'PAID' | 'FAILED') {
  const entry = await mp.ledger.simulateIncomingPix({ amount: toCents(1), description: 'Pix para repasse' });
  print(`ledger    ${entry.id}  ${entry.type}  ${entry.amount.toFixed(2)}`);
  const created = await mp.payouts.create({ amount: toCents(1) });
  print(`payout    ${created.id}  ${created.status}  created`);
  if (outcome === undefined) return created;
  const done = await mp.payouts.simulate(created.id, { outcome });
  print(`payout    ${done.id}  ${done.status}  (simulated)`);
  return done;
}

async function checkout(mp: MerchantPayments, print: Print, expiresIn?: number, allowCoupons = false) {
  const product = await mp.products.create({
    name: 'Produto de teste (merchant-payments trigger)',
    price: toCents(49.9),
  });
  print(`product   ${product.id}  ${product.status}  created`);
  const created = await mp.checkouts.create({
    items: [{ productId: product.id, quantity: 1 }],
    metadata,
    ...(allowCoupons ? { allowCoupons } : {}),
    ...(expiresIn === undefined ? {} : { expiresIn }),
  });
  print(
    `checkout  ${created.id}  ${created.status}  created, charge ${created.chargeId}, page ${created.url}`,
  );
  return created;
}

/** `YYYY-MM-DD`, `days` from now (UTC; five days ahead is at least three in Brazil). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function subscription(
  mp: MerchantPayments,
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
  mp: MerchantPayments,
  print: Print,
  terms: { retryPolicy?: 'NONE'; endDate?: string } = {},
) {
  const { id } = await subscription(mp, print, terms);
  const active = await mp.subscriptions.simulateAuthorization(id, { outcome: 'APPROVED' });
  print(`subscription ${active.id}  ${active.status}  authorized (simulated), first cycle paid`);
  return active;
}

async function nextCycle(mp: MerchantPayments, print: Print, id: string, outcome: 'PAID' | 'FAILED') {
  const cycle = await mp.subscriptions.simulateNextCycle(id, { outcome });
  print(`cycle     ${cycle.id}  ${cycle.status}  due ${cycle.dueDate} (simulated)`);
}

const later = (print: Print, what: string, at: string) =>
  print(`${what} follows when it expires at ${at} and the API's sweep records it, within a minute after.`);

/**
 * The fixture of each event type: what `merchant-payments trigger <type>` creates in `test`. Typed
 * against the API's event types, so a type the API adds needs its fixture here before this compiles.
 */
export const triggers: Record<EventType, Trigger> = {
  'charge.created': { run: charge },
  'charge.paid': { run: paidCharge },
  'charge.cancelled': {
    run: async (mp, print) => {
      const { id } = await charge(mp, print);
      const cancelled = await mp.charges.cancel(id);
      print(`charge    ${cancelled.id}  ${cancelled.status}  cancelled`);
    },
  },
  'charge.refunded': {
    run: async (mp, print) => {
      const { id } = await paidCharge(mp, print);
      const refunded = await mp.charges.refund(id);
      print(`charge    ${refunded.id}  ${refunded.status}  refunded`);
    },
  },
  'charge.med_returned': {
    run: async (mp, print) => {
      const { id } = await paidCharge(mp, print);
      const returned = await mp.charges.simulateMedReturn(id, { nature: 'FRAUD' });
      print(`charge    ${returned.id}  ${returned.status}  MED return (simulated)`);
    },
  },
  'pix.received': {
    run: async (mp, print) => {
      const entry = await mp.ledger.simulateIncomingPix({ amount: 2500, description: 'Pix sem cobrança' });
      print(`ledger    ${entry.id}  ${entry.type}  ${entry.amount.toFixed(2)}`);
    },
  },
  'reconciliation.completed': {
    run: async (mp, print) => {
      // A new payment makes today's run find something new, so it is stored and announced.
      await paidCharge(mp, print);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
      const run = await mp.reconciliations.run(today);
      print(`reconciliation ${run.date}  ${run.status}  psp ${run.psp.count}, ledger ${run.ledger.count}`);
    },
  },
  'payout.created': { run: (mp, print) => payout(mp, print) },
  'payout.paid': { run: (mp, print) => payout(mp, print, 'PAID') },
  'payout.failed': { run: (mp, print) => payout(mp, print, 'FAILED') },
  'charge.refund_failed': {
    cannot: 'in test every refund succeeds at once; a refund fails only at a PSP in live.',
  },
  'charge.med_blocked': {
    cannot:
      'an operator records a MED block the PSP reported (npm run admin -- med block); no API route causes it.',
  },
  'charge.med_released': {
    cannot: 'an operator releases a MED block (npm run admin -- med release); no API route causes it.',
  },
  'pix_connection.failing': {
    cannot: "only a live merchant's own PSP that stops answering or refuses its credentials causes it.",
  },
  'pix_connection.expiring': {
    cannot: "only a live merchant's own PSP certificate within 30 days of its end causes it.",
  },
  'charge.expired': {
    run: async (mp, print) => {
      // The shortest expiry a charge takes.
      const created = await charge(mp, print, 60);
      later(print, 'charge.expired', created.expiresAt);
    },
  },
  'checkout.created': { run: checkout },
  'checkout.updated': {
    run: async (mp, print) => {
      const code = `TRIGGER${Date.now().toString(36).toUpperCase()}`;
      const coupon = await mp.coupons.create({ code, type: 'PERCENTAGE', value: 10 });
      print(`coupon    ${coupon.id}  ${coupon.code}  created`);
      const created = await checkout(mp, print, undefined, true);
      // The payer's side: the code entered on the hosted page (a public route, no key).
      const applied = await fetch(`${created.url}/coupon`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      });
      if (!applied.ok) throw new Error(`the page refused the coupon: HTTP ${applied.status}`);
      const updated = await mp.checkouts.retrieve(created.id);
      print(`checkout  ${updated.id}  ${updated.status}  coupon ${code} applied, charge ${updated.chargeId}`);
    },
  },
  'checkout.completed': {
    run: async (mp, print) => {
      const created = await checkout(mp, print);
      const paid = await mp.charges.simulatePayment(created.chargeId);
      print(`charge    ${paid.id}  ${paid.status}  paid (simulated)`);
      const completed = await mp.checkouts.retrieve(created.id);
      print(`checkout  ${completed.id}  ${completed.status}`);
    },
  },
  'checkout.cancelled': {
    run: async (mp, print) => {
      const created = await checkout(mp, print);
      const cancelled = await mp.checkouts.cancel(created.id);
      print(`checkout  ${cancelled.id}  ${cancelled.status}  cancelled`);
    },
  },
  'checkout.expired': {
    run: async (mp, print) => {
      // The shortest expiry a checkout takes: 30 minutes.
      const created = await checkout(mp, print, 1800);
      later(print, 'checkout.expired', created.expiresAt);
    },
  },
  'subscription.created': { run: subscription },
  'subscription.activated': { run: activeSubscription },
  'subscription.cycle.paid': { run: activeSubscription },
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
  ping: {
    cannot:
      'a ping goes to one webhook endpoint and is in no list, so listen never sees it: send one with ' +
      'mp.webhookEndpoints.test(id) (POST /v1/webhook-endpoints/{id}/test).',
  },
};

/** The event types a trigger can cause. */
export const triggerTypes = (Object.keys(triggers) as EventType[]).filter((type) => 'run' in triggers[type]);

/** Why `type` cannot be triggered, if it cannot. */
export const cannotTrigger = (type: string): string | undefined => {
  const fixture = (triggers as Record<string, Trigger | undefined>)[type];
  return fixture && 'cannot' in fixture ? fixture.cannot : undefined;
};

export async function trigger(mp: MerchantPayments, type: EventType, print: Print): Promise<void> {
  const fixture = triggers[type];
  if (!('run' in fixture)) throw new Error(`${type} cannot be triggered: ${fixture.cannot}`);
  print(`Setting up fixture for: ${type}`);
  await fixture.run(mp, print);
  print(`Trigger succeeded! ${type} reaches your webhook endpoints and merchant-payments listen.`);
}
