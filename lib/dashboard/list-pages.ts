/** The dashboard's lists, one per section: each reads one page of its list. */

import * as z from 'zod/mini';
import { config } from '../config.js';
import { chargeListView, CHARGE_STATUSES } from '../charges/charge.domain.js';
import { calendarDateSchema } from '../charges/due-charge.domain.js';
import { findChargeByReference, listCharges } from '../charges/charges.service.js';
import { checkoutView } from '../checkouts/checkout.domain.js';
import { listCheckouts } from '../checkouts/checkouts.service.js';
import { cursorPaging, listPage, nextCursor } from '../http/cursor.js';
import { parseQuery } from '../http/validation.js';
import { balanceView, ledgerEntryView } from '../ledger/ledger.domain.js';
import { ledgerBalance, ledgerSummary, listLedger } from '../ledger/ledger.service.js';
import { listApiKeys } from '../merchants/api-keys.storage.js';
import { findMerchant } from '../merchants/merchants.storage.js';
import { getConnection } from '../pix-connection/pix-connection.service.js';
import type { PixConnectionView } from '../pix-connection/pix-connection.domain.js';
import { payoutView } from '../payouts/payout.domain.js';
import { listPayouts } from '../payouts/payouts.service.js';
import { reconciliationView } from '../reconciliation/reconciliation.domain.js';
import { listReconciliations } from '../reconciliation/reconciliation.service.js';
import { subscriptionView } from '../subscriptions/subscription.domain.js';
import { listSubscriptions } from '../subscriptions/subscriptions.service.js';
import { listWebhookEndpoints } from '../webhooks/endpoints.service.js';
import { failingDeliveries, listEvents } from '../webhooks/events.service.js';
import { eventView, webhookEndpointView } from '../webhooks/webhook.domain.js';
import { brDate, code, dateTime, esc, facts, link, nextLink, reais, table, type Section } from './render.js';
import { dashboardMessages } from './dashboard.messages.js';
import {
  type PageContext,
  type DrawnPage,
  actionForm,
  input,
  statusTag,
  PAGE_SIZE,
  ledgerRange,
  failingTable,
  FAILING_SHOWN,
  type ListPage,
} from './pages.js';

const m = dashboardMessages;

const STATUSES = CHARGE_STATUSES;

/** The list route's `from` and `to`, alone. */
const chargeDatesSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ from: z.optional(calendarDateSchema), to: z.optional(calendarDateSchema) }),
);

/**
 * The longest reference a charge is found by: its id (a UUID, 36 characters); a txid has at most
 * 35 and an endToEndId 32. A longer search names no charge and is looked up nowhere (it would be
 * no valid table key).
 */
const REFERENCE_MAX = 36;

async function charges(context: PageContext): Promise<DrawnPage> {
  const { merchantId, now, query, event } = context;
  const status = STATUSES.find((each) => each === query.status);
  const search = query.q?.trim();
  // The days as the API takes them (an empty field is no bound): a wrong one is the API's 422 page.
  const { from, to } = parseQuery(chargeDatesSchema, {
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  });
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
  if (search && search.length > REFERENCE_MAX) {
    rows = [];
  } else if (search) {
    const found = await findChargeByReference(merchantId, search);
    rows = found ? [row(found)] : [];
  } else {
    const filters = { status, from, to };
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
<div>${input('from', m.createdFrom, ` type="date" value="${esc(from ?? '')}"`)}</div>
<div>${input('to', m.createdTo, ` type="date" value="${esc(to ?? '')}"`)}</div>
<div>${input('q', m.searchLabel, ` value="${esc(search ?? '')}" type="search"`)}</div>
<button type="submit">${esc(m.filter)}</button></form>
<p class="hint">${esc(m.searchHint)} ${esc(m.dateHint)}</p>
${table(m.nav.charges, [m.fields.id, m.fields.status, m.fields.amount, m.fields.description, m.fields.createdAt], rows)}
${nextLink('/dashboard/charges', { status, from, to }, next)}`,
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

async function payouts(context: PageContext): Promise<DrawnPage> {
  const { merchantId, now, query, timeZone } = context;
  const [page, stored] = await Promise.all([
    listPage(
      { merchantId, list: 'payouts', filters: { status: undefined } },
      { page: 0, size: PAGE_SIZE, cursor: query.cursor },
      (paging) => listPayouts(merchantId, paging, undefined),
      payoutView,
    ),
    ledgerBalance(merchantId, now),
  ]);
  const balance = balanceView(stored);
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

async function webhooks(context: PageContext): Promise<DrawnPage> {
  const { merchantId, query, timeZone } = context;
  const scope = { merchantId, list: 'events', filters: { type: undefined } };
  const paging = cursorPaging(scope, { page: 0, size: PAGE_SIZE, cursor: query.cursor });
  const [{ endpoints }, { events, next }, failing] = await Promise.all([
    listWebhookEndpoints(merchantId, { page: 0, size: 100 }),
    listEvents(merchantId, paging, undefined),
    failingDeliveries(merchantId, FAILING_SHOWN),
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
${failingTable(context, failing, endpoints)}
${table('Eventos', [m.fields.id, m.fields.type, m.fields.time], eventRows)}
${nextLink('/dashboard/webhooks', {}, nextCursor(scope, next))}`,
  };
}

/** The merchant's own PSP connection as `GET /v1/pix-connection` shows it: never a secret. */
function connectionFacts(view: PixConnectionView, timeZone: string): string {
  if (view.mode === 'PLATFORM')
    return facts([[m.fields.mode, `${code(view.mode)} · ${esc(m.account.platformMode)}`]]);
  return facts([
    [m.fields.mode, `${code(view.mode)} · ${esc(m.account.ownMode)}`],
    [m.account.baseUrl, view.baseUrl ? code(view.baseUrl) : '—'],
    [m.fields.pixKey, view.pixKey ? code(view.pixKey) : '—'],
    [m.fields.status, view.status ? statusTag(view.status) : '—'],
    [m.account.certificateExpiresAt, esc(dateTime(view.certificate?.expiresAt ?? null, timeZone))],
    [m.account.verifiedAt, esc(dateTime(view.verifiedAt, timeZone))],
    ...(view.lastError ? [[m.account.lastError, esc(view.lastError.message)] as [string, string]] : []),
  ]);
}

async function account(context: PageContext): Promise<DrawnPage> {
  const { merchantId, timeZone } = context;
  const [merchant, apiKeys, connection] = await Promise.all([
    findMerchant(merchantId),
    listApiKeys(merchantId),
    getConnection(merchantId),
  ]);
  const rows = apiKeys.map((key) => [
    code(`${key.environment} …${key.lastFour ?? ''}`),
    code(key.keyId),
    esc(key.permission),
    statusTag(key.status),
    esc(dateTime(key.createdAt, timeZone)),
    key.lastUsedAt
      ? `<time datetime="${esc(key.lastUsedAt)}">${esc(dateTime(key.lastUsedAt, timeZone))}</time>`
      : esc(m.account.lastUsedNever),
  ]);
  return {
    title: m.nav.account,
    current: 'account',
    body: `<h2>${esc(m.account.identity)}</h2>${facts([
      [m.fields.name, esc(merchant?.pixDisplayName ?? merchant?.name ?? '—')],
      [m.fields.pixKey, merchant?.pixKey ? code(merchant.pixKey) : '—'],
      [m.fields.environment, esc(config().environment)],
    ])}
<h2>${esc(m.account.connection)}</h2>${connectionFacts(connection, timeZone)}
<p class="hint">${esc(m.account.keysText)}</p>
${table(m.account.keys, [m.fields.prefix, m.fields.id, m.fields.permission, m.fields.status, m.fields.createdAt, m.fields.lastUsed], rows)}
<p class="hint">${esc(m.account.lastUsedText)}</p>`,
  };
}

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
