/** The dashboard's first page (Início): the statement's totals, the balance and what waits. */

import { chargeListView } from '../charges/charge.domain.js';
import { listCharges } from '../charges/charges.service.js';
import { balanceView } from '../ledger/ledger.domain.js';
import { ledgerBalance, ledgerSummary } from '../ledger/ledger.service.js';
import { listPayouts } from '../payouts/payouts.service.js';
import { listWebhookEndpoints } from '../webhooks/endpoints.service.js';
import { failingDeliveries } from '../webhooks/events.service.js';
import { MAX_WEBHOOK_ENDPOINTS } from '../webhooks/webhook.domain.js';
import { cents, dateTime, esc, facts, link, netChart, reais, table } from './render.js';
import { dashboardMessages } from './dashboard.messages.js';
import {
  type PageContext,
  type DrawnPage,
  lastDays,
  everyDay,
  failingTable,
  FAILING_SHOWN,
  type ListPage,
} from './pages.js';

const m = dashboardMessages;

async function home(context: PageContext): Promise<DrawnPage> {
  const { merchantId, now } = context;
  const range = lastDays(context, 30);
  const [summary, balance, pending, payouts, failing, endpoints] = await Promise.all([
    ledgerSummary(merchantId, range),
    ledgerBalance(merchantId, now),
    listCharges(merchantId, { page: 0, size: 5 }, { status: 'PENDING' }, now),
    listPayouts(merchantId, { page: 0, size: 1 }, 'PENDING'),
    failingDeliveries(merchantId, FAILING_SHOWN),
    listWebhookEndpoints(merchantId, { page: 0, size: MAX_WEBHOOK_ENDPOINTS }),
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
${failingTable(context, failing, endpoints.endpoints)}
<p>${link('/dashboard/webhooks', m.home.toWebhooks)}</p>`,
  };
}

export const HOME: ListPage = home;
