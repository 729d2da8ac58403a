/**
 * Each page of the dashboard: what it reads (through the same services as the API, in the API's
 * own views, so nothing here can disagree with what the API answers) and how it is drawn. A page
 * reads at most two round trips in series after the session's read, and a list reads one page.
 */

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { v7 as uuidv7 } from 'uuid';
import { addDays } from '../domain/business-days.js';
import { todayIn } from '../charges/due-charge.domain.js';
import { deliveryView, type Delivery, type WebhookEndpoint } from '../webhooks/webhook.domain.js';
import { dashboardMessages } from './dashboard.messages.js';
import { dateTime, esc, link, table, type Section } from './render.js';
import type { ActionName } from './action-names.js';

export const PAGE_SIZE = 20;

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

export const input = (name: string, label: string, extra = ''): string =>
  `<label for="${esc(name)}">${esc(label)}</label><input id="${esc(name)}" name="${esc(name)}"${extra}>`;

export const statusTag = (status: string): string =>
  `<span class="status s-${esc(status.toLowerCase())}">${esc(status)}</span>`;

/** São Paulo's today and the day `days` before it. */
export function lastDays(context: PageContext, days: number) {
  const to = todayIn(context.timeZone, context.now);
  return { from: addDays(to, -(days - 1)), to };
}

export function everyDay(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The statement's range: the query's dates, else the last 30 days. */
export function ledgerRange(context: PageContext) {
  const fallback = lastDays(context, 30);
  const from = DATE.test(context.query.from ?? '') ? context.query.from! : fallback.from;
  const to = DATE.test(context.query.to ?? '') ? context.query.to! : fallback.to;
  return { from, to };
}

export type ListPage = (context: PageContext) => Promise<DrawnPage>;
export type DetailPage = (context: PageContext, id: string) => Promise<DrawnPage>;

/** How many failing deliveries Início and the Webhooks page show: the latest. */
export const FAILING_SHOWN = 5;

/**
 * The table of deliveries whose last attempt failed, latest first: the event (a link to its page,
 * where it can be sent again), the endpoint's URL, the status, the last answer and the attempts.
 */
export function failingTable(
  context: Pick<PageContext, 'timeZone'>,
  deliveries: readonly Delivery[],
  endpoints: readonly WebhookEndpoint[],
): string {
  const m = dashboardMessages;
  const urls = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint.url]));
  const rows = deliveries.map((delivery) => {
    const view = deliveryView(delivery);
    return [
      link(`/dashboard/webhooks/${delivery.eventId}`, delivery.eventType ?? delivery.eventId),
      esc(urls.get(view.endpointId) ?? view.endpointId),
      statusTag(view.status),
      esc(view.lastResponseStatus === null ? (view.lastError ?? '—') : String(view.lastResponseStatus)),
      esc(String(view.attempts)),
      esc(dateTime(view.lastAttemptAt, context.timeZone)),
    ];
  });
  return table(
    m.home.failedDeliveries,
    [m.fields.event, 'Endpoint', m.fields.status, m.fields.statusCode, m.fields.attempt, m.fields.time],
    rows,
  );
}
