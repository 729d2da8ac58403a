/** The dashboard's one-resource pages: a charge, a checkout, an event, … by its id. */

import { config } from '../config.js';
import { chargeListView } from '../charges/charge.domain.js';
import { storedCharge } from '../charges/charges.service.js';
import { checkoutView } from '../checkouts/checkout.domain.js';
import { getCheckout } from '../checkouts/checkouts.service.js';
import { pageLink } from '../payment-page/links.js';
import { payoutView } from '../payouts/payout.domain.js';
import { storedPayout } from '../payouts/payouts.service.js';
import { qrCodeDataUrl } from '../pix/qrcode.js';
import { reconciliationView } from '../reconciliation/reconciliation.domain.js';
import { getReconciliation } from '../reconciliation/reconciliation.service.js';
import { cycleView, subscriptionView } from '../subscriptions/subscription.domain.js';
import { getSubscription, subscriptionCycles } from '../subscriptions/subscriptions.service.js';
import { listWebhookEndpoints } from '../webhooks/endpoints.service.js';
import { chargeDeliveries, getEvent } from '../webhooks/events.service.js';
import { deliveryView, eventView, MAX_WEBHOOK_ENDPOINTS } from '../webhooks/webhook.domain.js';
import { brDate, code, dateTime, esc, facts, link, reais, table, type Section } from './render.js';
import { dashboardMessages } from './dashboard.messages.js';
import { type PageContext, type DrawnPage, actionForm, input, statusTag, type DetailPage } from './pages.js';

const m = dashboardMessages;

async function charge(context: PageContext, id: string): Promise<DrawnPage> {
  const { merchantId, now, event, timeZone } = context;
  const [found, deliveries, endpoints] = await Promise.all([
    storedCharge(merchantId, id),
    chargeDeliveries(merchantId, id),
    listWebhookEndpoints(merchantId, { page: 0, size: MAX_WEBHOOK_ENDPOINTS }),
  ]);
  const urls = new Map(endpoints.endpoints.map((endpoint) => [endpoint.id, endpoint.url]));
  const deliveryRows = deliveries.map((delivery) => {
    const view = deliveryView(delivery);
    return [
      esc(urls.get(view.endpointId) ?? view.endpointId),
      link(`/dashboard/webhooks/${delivery.eventId}`, delivery.eventType ?? delivery.eventId),
      statusTag(view.status),
      esc(view.lastResponseStatus === null ? '—' : String(view.lastResponseStatus)),
      esc(String(view.attempts)),
      esc(dateTime(view.lastAttemptAt ?? delivery.createdAt, timeZone)),
    ];
  });
  const view = chargeListView(found, now, pageLink(event, found));
  const paid = view.status === 'PAID' || view.status === 'PARTIALLY_REFUNDED';
  const refundable = Math.round(((view.paidAmount ?? 0) - view.refundedAmount) * 100);
  const refundRows = view.refunds.map((refund) => [
    esc(refund.id),
    esc(
      refund.origin === 'MED' ? `${m.charge.medRefund} (${refund.medNature ?? ''})` : m.charge.merchantRefund,
    ),
    esc(reais(refund.amount)),
    statusTag(refund.status),
    esc(refund.reason ?? '—'),
    esc(dateTime(refund.createdAt, timeZone)),
  ]);
  const timeline = [
    [view.createdAt, 'charge.created'],
    [view.paidAt, 'charge.paid'],
    [view.cancelledAt, 'charge.cancelled'],
    ...view.refunds.map((refund) => [
      refund.createdAt,
      refund.origin === 'MED' ? 'charge.med_returned' : 'charge.refunded',
    ]),
  ]
    .filter((entry): entry is [string, string] => Boolean(entry[0]))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([at, what]) =>
        `<li><time datetime="${esc(at)}">${esc(dateTime(at, timeZone))}</time> ${code(what)}</li>`,
    )
    .join('');
  const path = `/dashboard/charges/${view.id}`;
  const pending = view.status === 'PENDING';
  const actions = [
    paid && refundable > 0
      ? actionForm(
          context,
          path,
          'refund',
          m.actions.refund,
          `${input('amount', m.actions.refundAmount, ' inputmode="decimal" autocomplete="off"')}${input('reason', m.actions.refundReason, ' maxlength="140"')}`,
        )
      : '',
    pending ? actionForm(context, path, 'cancelCharge', m.actions.cancelCharge) : '',
  ].join('');
  return {
    title: m.charge.title(view.id),
    current: 'charges',
    body: `${facts([
      [m.fields.status, statusTag(view.status)],
      [m.fields.amount, esc(reais(view.amount))],
      [m.fields.paid, view.paidAmount === null ? '—' : esc(reais(view.paidAmount))],
      [m.fields.refunded, esc(reais(view.refundedAmount))],
      [m.fields.description, esc(view.description ?? '—')],
      [m.fields.customer, view.customerId ? code(view.customerId) : '—'],
      [m.fields.txid, code(view.pix.txid)],
      [m.fields.createdAt, esc(dateTime(view.createdAt, timeZone))],
      [m.fields.expiresAt, esc(dateTime(view.expiresAt, timeZone))],
      [m.fields.paidAt, esc(dateTime(view.paidAt, timeZone))],
      [m.fields.link, view.paymentUrl ? link(view.paymentUrl, view.paymentUrl) : '—'],
    ])}
${pending ? `<h2>${esc(m.fields.brCode)}</h2><p class="brcode">${esc(view.pix.brCode)}</p><img class="qr" src="${esc(qrCodeDataUrl(view.pix.brCode))}" alt="${esc(m.fields.qr)}" width="200" height="200">` : ''}
${actions}
${table(m.charge.refunds, [m.fields.id, m.fields.origin, m.fields.amount, m.fields.status, m.fields.reason, m.fields.time], refundRows)}
<h2>${esc(m.charge.timeline)}</h2><ol class="timeline">${timeline}</ol>
${table(m.charge.deliveries, ['Endpoint', m.fields.event, m.fields.status, m.fields.statusCode, m.fields.attempt, m.fields.time], deliveryRows)}`,
  };
}

async function checkout(context: PageContext, id: string): Promise<DrawnPage> {
  const { merchantId, now, timeZone, event } = context;
  const found = await getCheckout(merchantId, id);
  const view = checkoutView(found, now, pageLink(event, found));
  const items = view.items.map((item) => [
    esc(item.name),
    esc(String(item.quantity)),
    esc(reais(item.amount)),
  ]);
  return {
    title: `Checkout ${view.id}`,
    current: 'checkouts',
    body: `${facts([
      [m.fields.status, statusTag(view.status)],
      [m.fields.total, esc(reais(view.total))],
      [m.fields.customer, view.customerId ? code(view.customerId) : '—'],
      [m.fields.link, view.url ? link(view.url, view.url) : '—'],
      [m.fields.createdAt, esc(dateTime(view.createdAt, timeZone))],
    ])}
${view.status === 'OPEN' ? actionForm(context, `/dashboard/checkouts/${view.id}`, 'cancelCheckout', m.actions.cancelCheckout) : ''}
${table('Itens', [m.fields.name, m.fields.count, m.fields.amount], items)}`,
  };
}

async function subscription(context: PageContext, id: string): Promise<DrawnPage> {
  const { merchantId, now, timeZone } = context;
  const [found, cycles] = await Promise.all([
    getSubscription(merchantId, id),
    subscriptionCycles(merchantId, id),
  ]);
  const view = subscriptionView(found, now);
  const rows = cycles
    .map(cycleView)
    .map((cycle) => [
      esc(String(cycle.index)),
      esc(brDate(cycle.dueDate)),
      esc(reais(cycle.amount)),
      statusTag(cycle.status),
      cycle.chargeId ? link(`/dashboard/charges/${cycle.chargeId}`, cycle.chargeId) : '—',
    ]);
  return {
    title: `Assinatura ${view.id}`,
    current: 'subscriptions',
    body: `${facts([
      [m.fields.status, statusTag(view.status)],
      [m.fields.amount, esc(reais(view.amount))],
      [m.fields.interval, esc(view.interval)],
      [m.fields.description, esc(view.description ?? '—')],
      [m.fields.createdAt, esc(dateTime(view.createdAt, timeZone))],
    ])}
${table(m.fields.cycles, ['#', m.fields.date, m.fields.amount, m.fields.status, m.nav.charges], rows)}`,
  };
}

async function reconciliation(context: PageContext, date: string): Promise<DrawnPage> {
  const run = reconciliationView(await getReconciliation(context.merchantId, date));
  const items = (title: string, list: typeof run.unmatched) =>
    table(
      title,
      ['endToEndId', m.fields.txid, m.nav.charges, m.fields.amount],
      list.map((item) => [
        code(item.endToEndId ?? '—'),
        code(item.txid ?? '—'),
        item.chargeId ? link(`/dashboard/charges/${item.chargeId}`, item.chargeId) : '—',
        esc(reais(item.amount)),
      ]),
    );
  return {
    title: `${m.nav.reconciliations} ${brDate(run.date)}`,
    current: 'reconciliations',
    body: `${facts([
      [m.fields.status, statusTag(run.status)],
      ['PSP', esc(`${run.psp.count} · ${reais(run.psp.amount)}`)],
      [m.nav.ledger, esc(`${run.ledger.count} · ${reais(run.ledger.amount)}`)],
    ])}
${items('Liquidadas depois (aviso perdido)', run.settledLate)}
${items('Pix sem cobrança', run.unmatched)}
${items('Pagas aqui, ausentes no PSP', run.missingAtPsp)}
${table(
  'MED',
  [m.nav.charges, m.fields.amount, m.fields.type],
  run.medReturns.map((item) => [
    link(`/dashboard/charges/${item.chargeId}`, item.chargeId),
    esc(reais(item.amount)),
    code(item.nature),
  ]),
)}`,
  };
}

async function payout(context: PageContext, id: string): Promise<DrawnPage> {
  const view = payoutView(await storedPayout(context.merchantId, id));
  return {
    title: `Repasse ${view.id}`,
    current: 'payouts',
    body: facts([
      [m.fields.status, statusTag(view.status)],
      [m.fields.amount, esc(reais(view.amount))],
      [m.fields.destination, esc(`${view.destination.keyType} ${view.destination.key}`)],
      ['endToEndId', view.endToEndId ? code(view.endToEndId) : '—'],
      [m.fields.createdAt, esc(dateTime(view.createdAt, context.timeZone))],
      [m.fields.paidAt, esc(dateTime(view.paidAt, context.timeZone))],
    ]),
  };
}

async function webhookEvent(context: PageContext, id: string): Promise<DrawnPage> {
  const { event, deliveries } = await getEvent(context.merchantId, id);
  const view = eventView(event, config().environment);
  const rows = deliveries
    .map(deliveryView)
    .map((delivery) => [
      code(delivery.endpointId),
      statusTag(delivery.status),
      esc(String(delivery.attempts)),
      esc(delivery.lastResponseStatus === null ? '—' : String(delivery.lastResponseStatus)),
      esc(dateTime(delivery.lastAttemptAt, context.timeZone)),
    ]);
  return {
    title: `Evento ${view.id}`,
    current: 'webhooks',
    body: `${facts([
      [m.fields.type, code(view.type)],
      [m.fields.time, esc(dateTime(view.createdAt, context.timeZone))],
    ])}
${actionForm(context, `/dashboard/webhooks/${view.id}`, 'redeliver', m.actions.redeliver)}
${table('Entregas', ['Endpoint', m.fields.status, m.fields.attempt, m.fields.statusCode, m.fields.time], rows)}
<details><summary>JSON</summary><pre>${esc(JSON.stringify(view.data, null, 2))}</pre></details>`,
  };
}

export const DETAIL_PAGES: Partial<Record<Section, DetailPage>> = {
  charges: charge,
  checkouts: checkout,
  subscriptions: subscription,
  reconciliations: reconciliation,
  payouts: payout,
  webhooks: webhookEvent,
};
