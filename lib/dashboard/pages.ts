/**
 * Each page of the dashboard: what it reads (through the same services as the API, in the API's
 * own views, so nothing here can disagree with what the API answers) and how it is drawn. A page
 * reads at most two round trips in series after the session's read, and a list reads one page.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { v7 as uuidv7 } from 'uuid';
import { config } from '../config.js';
import { ApiError } from '../errors.js';
import { addDays } from '../domain/business-days.js';
import { todayIn } from '../charges/due-charge.domain.js';
import { chargeListView, CHARGE_STATUSES } from '../charges/charge.domain.js';
import { listCharges, storedCharge } from '../charges/charges.service.js';
import { checkoutView } from '../checkouts/checkout.domain.js';
import { getCheckout, listCheckouts } from '../checkouts/checkouts.service.js';
import { cursorPaging, listPage, nextCursor } from '../http/cursor.js';
import { balanceView, ledgerEntryView } from '../ledger/ledger.domain.js';
import { ledgerBalance, ledgerSummary, listLedger } from '../ledger/ledger.service.js';
import { listApiKeys } from '../merchants/api-keys.storage.js';
import { findMerchant } from '../merchants/merchants.storage.js';
import { pageLink } from '../payment-page/links.js';
import { payoutView } from '../payouts/payout.domain.js';
import { listPayouts, storedPayout } from '../payouts/payouts.service.js';
import { qrCodeDataUrl } from '../pix/qrcode.js';
import { reconciliationView } from '../reconciliation/reconciliation.domain.js';
import { getReconciliation, listReconciliations } from '../reconciliation/reconciliation.service.js';
import { cycleView, subscriptionView } from '../subscriptions/subscription.domain.js';
import {
  getSubscription,
  listSubscriptions,
  subscriptionCycles,
} from '../subscriptions/subscriptions.service.js';
import { listWebhookEndpoints } from '../webhooks/endpoints.service.js';
import { listEvents, getEvent } from '../webhooks/events.service.js';
import { deliveryView, eventView, webhookEndpointView } from '../webhooks/webhook.domain.js';
import { dashboardMessages } from './dashboard.messages.js';
import {
  brDate,
  cents,
  code,
  dateTime,
  esc,
  facts,
  link,
  netChart,
  nextLink,
  reais,
  table,
  unavailable,
  type Section,
} from './render.js';
import type { ActionName } from './actions.js';

const m = dashboardMessages;
const PAGE_SIZE = 20;

/** What a page is drawn for: whose it is, whether it may act, and its anti-forgery token. */
export interface PageContext {
  event: APIGatewayProxyEventV2;
  merchantId: string;
  fullAccess: boolean;
  antiForgery: string;
  query: Record<string, string | undefined>;
  now: Date;
  timeZone: string;
}

export interface DrawnPage {
  title: string;
  body: string;
  current: Section | 'home';
}

/**
 * An action's form: its confirmation step comes first (`step=confirm` draws it), and the
 * Idempotency-Key is fixed here, when the form is drawn, so submitting it twice acts once.
 */
export function actionForm(
  context: Pick<PageContext, 'antiForgery' | 'fullAccess'>,
  path: string,
  action: ActionName,
  label: string,
  fields = '',
): string {
  if (!context.fullAccess) return '';
  return `<form method="post" action="${esc(path)}" class="action">
<input type="hidden" name="csrf" value="${esc(context.antiForgery)}">
<input type="hidden" name="action" value="${esc(action)}">
<input type="hidden" name="step" value="confirm">
<input type="hidden" name="idempotencyKey" value="${esc(uuidv7())}">
${fields}<button type="submit">${esc(label)}</button></form>`;
}

const input = (name: string, label: string, extra = ''): string =>
  `<label for="${esc(name)}">${esc(label)}</label><input id="${esc(name)}" name="${esc(name)}"${extra}>`;

const statusTag = (status: string): string =>
  `<span class="status s-${esc(status.toLowerCase())}">${esc(status)}</span>`;

/** São Paulo's today and the day `days` before it. */
function lastDays(context: PageContext, days: number) {
  const to = todayIn(context.timeZone, context.now);
  return { from: addDays(to, -(days - 1)), to };
}

function everyDay(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

async function home(context: PageContext): Promise<DrawnPage> {
  const { merchantId, now } = context;
  const range = lastDays(context, 30);
  const [summary, balance, pending, payouts] = await Promise.all([
    ledgerSummary(merchantId, range),
    ledgerBalance(merchantId, now),
    listCharges(merchantId, { page: 0, size: 5 }, { status: 'PENDING' }, now),
    listPayouts(merchantId, { page: 0, size: 1 }, 'PENDING'),
  ]);
  const byDate = new Map(summary.days.map((day) => [day.date, day]));
  const today = byDate.get(range.to);
  const totalsOf = (totals: typeof summary.total | undefined) =>
    facts([
      [m.home.received, esc(reais(totals?.PIX_RECEIVED.amount ?? 0))],
      [m.home.refunded, esc(reais(totals?.REFUND.amount ?? 0))],
      [m.home.med, esc(reais(totals?.MED_RETURN.amount ?? 0))],
      [m.home.net, `<strong>${esc(reais(totals?.net ?? 0))}</strong>`],
    ]);
  const chart = netChart(everyDay(range.from, 30).map((date) => ({ date, net: byDate.get(date)?.net ?? 0 })));
  const view = balanceView(balance);
  const nextPayout = payouts.payouts[0];
  const balanceBlock =
    view.mode === 'OWN_ACCOUNT'
      ? `<p>${esc(m.home.ownAccount)}</p>`
      : facts([
          [m.home.available, esc(reais(view.available))],
          [m.home.pendingBalance, esc(reais(view.pending))],
          [m.home.blocked, esc(reais(view.blocked))],
          [m.home.inPayout, esc(reais(view.inPayout))],
          [
            m.home.nextPayout,
            nextPayout
              ? `${esc(cents(nextPayout.amount))} · ${esc(dateTime(nextPayout.createdAt, context.timeZone))}`
              : esc(m.home.noPayout),
          ],
        ]);
  const pendingRows = pending.charges.map((charge) => {
    const view = chargeListView(charge, now);
    return [
      link(`/dashboard/charges/${view.id}`, view.id),
      esc(reais(view.amount)),
      esc(view.description ?? '—'),
      esc(dateTime(view.expiresAt, context.timeZone)),
    ];
  });
  return {
    title: m.nav.home,
    current: 'home',
    body: `<div class="cards">
<section aria-labelledby="today"><h2 id="today">${esc(m.home.today)}</h2>${totalsOf(today)}</section>
<section aria-labelledby="last30"><h2 id="last30">${esc(m.home.last30)}</h2>${totalsOf(summary.total)}</section>
<section aria-labelledby="balance"><h2 id="balance">${esc(m.home.balance)}</h2>${balanceBlock}</section>
</div>
${chart}
${table(m.home.pending, [m.fields.id, m.fields.amount, m.fields.description, m.fields.expiresAt], pendingRows)}
<h2>${esc(m.home.failedDeliveries)}</h2>${unavailable(m.home.failedDeliveries)}`,
  };
}

const STATUSES = CHARGE_STATUSES;

async function charges(context: PageContext): Promise<DrawnPage> {
  const { merchantId, now, query, event } = context;
  const status = STATUSES.find((each) => each === query.status);
  const search = query.q?.trim();
  let rows: string[][];
  let next: string | null = null;
  const row = (charge: Parameters<typeof chargeListView>[0]) => {
    const view = chargeListView(charge, now);
    return [
      link(`/dashboard/charges/${view.id}`, view.id),
      statusTag(view.status),
      esc(reais(view.amount)),
      esc(view.description ?? '—'),
      esc(dateTime(view.createdAt, context.timeZone)),
    ];
  };
  if (search) {
    const found = await storedCharge(merchantId, search).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    });
    rows = found ? [row(found)] : [];
  } else {
    const filters = { status };
    const page = await listPage(
      { merchantId, list: 'charges', filters },
      { page: 0, size: PAGE_SIZE, cursor: query.cursor },
      (paging) => listCharges(merchantId, paging, filters, now),
      (charge) => charge,
    );
    rows = page.content.map(row);
    next = page.page.nextCursor ?? null;
  }
  void event;
  const options = [`<option value="">${esc(m.anyStatus)}</option>`]
    .concat(
      STATUSES.map((each) => `<option value="${each}"${each === status ? ' selected' : ''}>${each}</option>`),
    )
    .join('');
  return {
    title: m.nav.charges,
    current: 'charges',
    body: `<form method="get" action="/dashboard/charges" class="filters">
<div><label for="status">${esc(m.statusLabel)}</label><select id="status" name="status">${options}</select></div>
<div>${input('q', m.searchLabel, ` value="${esc(search ?? '')}" type="search"`)}</div>
<button type="submit">${esc(m.filter)}</button></form>
<p class="hint">${esc(m.searchHint)} ${esc(m.dateFilter)}</p>
${table(m.nav.charges, [m.fields.id, m.fields.status, m.fields.amount, m.fields.description, m.fields.createdAt], rows)}
${nextLink('/dashboard/charges', { status }, next)}`,
  };
}

async function charge(context: PageContext, id: string): Promise<DrawnPage> {
  const { merchantId, now, event, timeZone } = context;
  const found = await storedCharge(merchantId, id);
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
<h2>${esc(m.charge.deliveries)}</h2>${unavailable(m.charge.deliveries)}`,
  };
}

async function checkouts(context: PageContext): Promise<DrawnPage> {
  const { merchantId, now, query, timeZone } = context;
  const page = await listPage(
    { merchantId, list: 'checkouts', filters: {} },
    { page: 0, size: PAGE_SIZE, cursor: query.cursor },
    (paging) => listCheckouts(merchantId, paging, {}, now),
    (checkout) => checkoutView(checkout, now),
  );
  const rows = page.content.map((view) => [
    link(`/dashboard/checkouts/${view.id}`, view.id),
    statusTag(view.status),
    esc(reais(view.total)),
    esc(dateTime(view.createdAt, timeZone)),
  ]);
  return {
    title: m.nav.checkouts,
    current: 'checkouts',
    body: `${table(m.nav.checkouts, [m.fields.id, m.fields.status, m.fields.total, m.fields.createdAt], rows)}${nextLink('/dashboard/checkouts', {}, page.page.nextCursor ?? null)}`,
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

async function subscriptions(context: PageContext): Promise<DrawnPage> {
  const { merchantId, now, query, timeZone } = context;
  const page = await listPage(
    { merchantId, list: 'subscriptions', filters: {} },
    { page: 0, size: PAGE_SIZE, cursor: query.cursor },
    (paging) => listSubscriptions(merchantId, paging, {}, now),
    (subscription) => subscriptionView(subscription, now),
  );
  const rows = page.content.map((view) => [
    link(`/dashboard/subscriptions/${view.id}`, view.id),
    statusTag(view.status),
    esc(reais(view.amount)),
    esc(view.interval),
    esc(dateTime(view.createdAt, timeZone)),
  ]);
  return {
    title: m.nav.subscriptions,
    current: 'subscriptions',
    body: `${table(m.nav.subscriptions, [m.fields.id, m.fields.status, m.fields.amount, m.fields.interval, m.fields.createdAt], rows)}${nextLink('/dashboard/subscriptions', {}, page.page.nextCursor ?? null)}`,
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

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The statement's range: the query's dates, else the last 30 days. */
export function ledgerRange(context: PageContext) {
  const fallback = lastDays(context, 30);
  const from = DATE.test(context.query.from ?? '') ? context.query.from! : fallback.from;
  const to = DATE.test(context.query.to ?? '') ? context.query.to! : fallback.to;
  return { from, to };
}

async function ledger(context: PageContext): Promise<DrawnPage> {
  const { merchantId, query, timeZone } = context;
  const range = ledgerRange(context);
  const scope = { merchantId, list: 'ledger', filters: { ...range, type: undefined, chargeId: undefined } };
  const paging = cursorPaging(scope, { page: 0, size: PAGE_SIZE, cursor: query.cursor });
  const [page, summary] = await Promise.all([
    listLedger(merchantId, paging, range),
    ledgerSummary(merchantId, range),
  ]);
  const rows = page.entries
    .map(ledgerEntryView)
    .map((entry) => [
      esc(dateTime(entry.occurredAt, timeZone)),
      code(entry.type),
      esc(reais(entry.amount)),
      entry.chargeId ? link(`/dashboard/charges/${entry.chargeId}`, entry.chargeId) : '—',
      esc(entry.description ?? '—'),
    ]);
  const totals = (['PIX_RECEIVED', 'REFUND', 'MED_RETURN', 'FEE', 'PAYOUT'] as const).map((type) => [
    code(type),
    esc(String(summary.total[type].count)),
    esc(reais(summary.total[type].amount)),
  ]);
  const csv = `/dashboard/ledger/export?${new URLSearchParams(range).toString()}`;
  return {
    title: m.nav.ledger,
    current: 'ledger',
    body: `<form method="get" action="/dashboard/ledger" class="filters">
<div>${input('from', m.fields.from, ` type="date" value="${esc(range.from)}"`)}</div>
<div>${input('to', m.fields.to, ` type="date" value="${esc(range.to)}"`)}</div>
<button type="submit">${esc(m.filter)}</button></form>
<p><a class="button" href="${esc(csv)}" download>${esc(m.ledger.download)}</a></p>
${table(m.ledger.totals, [m.fields.type, m.fields.count, m.fields.amount], [...totals, [esc(m.home.net), '', `<strong>${esc(reais(summary.total.net))}</strong>`]])}
${table(m.nav.ledger, [m.fields.time, m.fields.type, m.fields.amount, m.nav.charges, m.fields.description], rows)}
${nextLink('/dashboard/ledger', range, nextCursor(scope, page.next))}`,
  };
}

async function reconciliations(context: PageContext): Promise<DrawnPage> {
  const { merchantId, query, timeZone } = context;
  const scope = { merchantId, list: 'reconciliations' };
  const paging = cursorPaging(scope, { page: 0, size: PAGE_SIZE, cursor: query.cursor });
  const { runs, next } = await listReconciliations(merchantId, paging);
  const rows = runs
    .map(reconciliationView)
    .map((run) => [
      link(`/dashboard/reconciliations/${run.date}`, brDate(run.date)),
      statusTag(run.status),
      esc(`${run.psp.count} · ${reais(run.psp.amount)}`),
      esc(`${run.ledger.count} · ${reais(run.ledger.amount)}`),
      esc(dateTime(run.updatedAt, timeZone)),
    ]);
  return {
    title: m.nav.reconciliations,
    current: 'reconciliations',
    body: `${table(m.nav.reconciliations, [m.fields.date, m.fields.status, 'PSP', m.nav.ledger, m.fields.time], rows)}${nextLink('/dashboard/reconciliations', {}, nextCursor(scope, next))}`,
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

async function payouts(context: PageContext): Promise<DrawnPage> {
  const { merchantId, now, query, timeZone } = context;
  const page = await listPage(
    { merchantId, list: 'payouts', filters: { status: undefined } },
    { page: 0, size: PAGE_SIZE, cursor: query.cursor },
    (paging) => listPayouts(merchantId, paging, undefined),
    payoutView,
  );
  const balance = balanceView(await ledgerBalance(merchantId, now));
  const rows = page.content.map((payout) => [
    link(`/dashboard/payouts/${payout.id}`, payout.id),
    statusTag(payout.status),
    esc(reais(payout.amount)),
    esc(`${payout.destination.keyType} ${payout.destination.key}`),
    esc(dateTime(payout.createdAt, timeZone)),
  ]);
  return {
    title: m.nav.payouts,
    current: 'payouts',
    body: `${
      balance.mode === 'OWN_ACCOUNT'
        ? `<p>${esc(m.home.ownAccount)}</p>`
        : facts([
            [m.home.available, esc(reais(balance.available))],
            [m.home.pendingBalance, esc(reais(balance.pending))],
            [m.home.blocked, esc(reais(balance.blocked))],
            [m.home.inPayout, esc(reais(balance.inPayout))],
          ])
    }
${balance.mode === 'OWN_ACCOUNT' ? '' : actionForm(context, '/dashboard/payouts', 'createPayout', m.actions.createPayout, input('amount', m.actions.payoutAmount, ' inputmode="decimal" autocomplete="off"'))}
${table(m.nav.payouts, [m.fields.id, m.fields.status, m.fields.amount, m.fields.destination, m.fields.createdAt], rows)}
${nextLink('/dashboard/payouts', {}, page.page.nextCursor ?? null)}`,
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

async function webhooks(context: PageContext): Promise<DrawnPage> {
  const { merchantId, query, timeZone } = context;
  const scope = { merchantId, list: 'events', filters: { type: undefined } };
  const paging = cursorPaging(scope, { page: 0, size: PAGE_SIZE, cursor: query.cursor });
  const [{ endpoints }, { events, next }] = await Promise.all([
    listWebhookEndpoints(merchantId, { page: 0, size: 100 }),
    listEvents(merchantId, paging, undefined),
  ]);
  const endpointRows = endpoints
    .map((each) => webhookEndpointView(each))
    .map((view) => [
      esc(view.url),
      statusTag(view.status),
      esc(view.description ?? '—'),
      actionForm(context, `/dashboard/webhooks/${view.id}`, 'webhookTest', m.actions.webhookTest),
    ]);
  const eventRows = events
    .map((each) => eventView(each, config().environment))
    .map((view) => [
      link(`/dashboard/webhooks/${view.id}`, view.id),
      code(view.type),
      esc(dateTime(view.createdAt, timeZone)),
    ]);
  return {
    title: m.nav.webhooks,
    current: 'webhooks',
    body: `${table('Endpoints', [m.fields.url, m.fields.status, m.fields.description, m.fields.actions], endpointRows)}
${table('Eventos', [m.fields.id, m.fields.type, m.fields.time], eventRows)}
${nextLink('/dashboard/webhooks', {}, nextCursor(scope, next))}`,
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

async function account(context: PageContext): Promise<DrawnPage> {
  const { merchantId, timeZone } = context;
  const [merchant, apiKeys] = await Promise.all([findMerchant(merchantId), listApiKeys(merchantId)]);
  const rows = apiKeys.map((key) => [
    code(`${key.environment} …${key.lastFour ?? ''}`),
    code(key.keyId),
    esc(key.permission),
    statusTag(key.status),
    esc(dateTime(key.createdAt, timeZone)),
  ]);
  return {
    title: m.nav.account,
    current: 'account',
    body: `<h2>${esc(m.account.identity)}</h2>${facts([
      [m.fields.name, esc(merchant?.pixDisplayName ?? merchant?.name ?? '—')],
      [m.fields.pixKey, merchant?.pixKey ? code(merchant.pixKey) : '—'],
      [m.fields.environment, esc(config().environment)],
    ])}
<h2>${esc(m.account.connection)}</h2>${unavailable(m.account.connection)}
<p class="hint">${esc(m.account.keysText)}</p>
${table(m.account.keys, [m.fields.prefix, m.fields.id, m.fields.permission, m.fields.status, m.fields.createdAt], rows)}
<p class="hint">${esc(m.fields.lastUsed)}: ${esc(m.account.lastUsedUnknown)}</p>`,
  };
}

type ListPage = (context: PageContext) => Promise<DrawnPage>;
type DetailPage = (context: PageContext, id: string) => Promise<DrawnPage>;

export const HOME: ListPage = home;

export const LIST_PAGES: Record<Section, ListPage> = {
  charges,
  checkouts,
  subscriptions,
  ledger,
  reconciliations,
  payouts,
  webhooks,
  account,
};

export const DETAIL_PAGES: Partial<Record<Section, DetailPage>> = {
  charges: charge,
  checkouts: checkout,
  subscriptions: subscription,
  reconciliations: reconciliation,
  payouts: payout,
  webhooks: webhookEvent,
};
