/**
 * How a dashboard request is served: the session (or the sign-in link) first, then the page or
 * the action. Every answer carries the payment page's headers (strict CSP, no framing, no cache,
 * no referrer, nosniff).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config.js';
import { sourceOf, toApiError } from '../http/api.js';
import type { ApiResponse } from '../http/responses.js';
import { findMerchant } from '../merchants/merchants.storage.js';
import { DASHBOARD_CSS } from './assets.js';
import { ACTION_NAMES } from './action-names.js';
import { dashboardMessages } from './dashboard.messages.js';
import type { DetailPage, DrawnPage, ListPage, PageContext } from './pages.js';
import {
  esc,
  html,
  layout,
  messagePage,
  notice,
  redirect,
  SECTIONS,
  type Frame,
  type Section,
} from './render.js';
import { antiForgeryToken, clearedCookie, sessionTokenOf } from './session.domain.js';
import { checkLink, openSession, type OpenSession, type Refused } from './sessions.service.js';

const m = dashboardMessages;
export const SIGN_IN = '/dashboard/sign-in';

export const frameOf = (): Frame => ({ environment: config().environment });

export function refusedPage(refused: Refused, title: string, text: string, status = 404): ApiResponse {
  if (refused.refused === 'tooMany') {
    const seconds = Number(refused.error.headers['retry-after'] ?? 1);
    return html(429, messagePage(m.tooManyTitle, m.tooManyText(seconds), frameOf()), refused.error.headers);
  }
  return html(status, messagePage(title, text, frameOf()), {
    ...refused.headers,
    'set-cookie': clearedCookie(),
  });
}

const isSection = (text: string | undefined): text is Section => SECTIONS.includes(text as Section);

/** The session of a request, or the answer that replaces the page (303, 429). */
export async function sessionOf(event: APIGatewayProxyEventV2): Promise<OpenSession | ApiResponse> {
  const token = sessionTokenOf(event.cookies, event.headers?.cookie);
  const opened = await openSession(token, sourceOf(event));
  if (opened === undefined) return redirect(SIGN_IN);
  if ('refused' in opened) {
    if (opened.refused === 'tooMany') return refusedPage(opened, '', '');
    return redirect(`${SIGN_IN}?fim=1`, { ...opened.headers, 'set-cookie': clearedCookie() });
  }
  return opened;
}

export const isResponse = (value: object): value is ApiResponse => 'statusCode' in value;

/** A page or a form that cannot be served (`UnavailablePage`, lib/http/api.ts). */
export const unavailablePage = (): ApiResponse =>
  html(503, messagePage(m.unavailableTitle, m.unavailableText, frameOf()));

export const ended = () => redirect(`${SIGN_IN}?fim=1`, { 'set-cookie': clearedCookie() });

/** What a page answers for an error of its service: 404 for another merchant's id, the message otherwise. */
export function errorPage(error: unknown, frame: Frame, antiForgery: string): ApiResponse {
  const apiError = toApiError(error);
  if (apiError.status === 404)
    return html(404, messagePage(m.notFoundTitle, m.notFoundText, frame, antiForgery));
  if (apiError.status >= 500) throw error;
  const detail = apiError.fields?.map((field) => field.message).join(' ') ?? '';
  return html(
    apiError.status,
    messagePage(m.failedTitle, `${apiError.message} ${detail}`.trim(), frame, antiForgery),
  );
}

export function contextOf(event: APIGatewayProxyEventV2, opened: OpenSession): PageContext {
  return {
    event,
    merchantId: opened.session.merchantId,
    fullAccess: opened.session.permission === 'FULL_ACCESS',
    antiForgery: antiForgeryToken(opened.token),
    query: event.queryStringParameters ?? {},
    now: new Date(),
    timeZone: config().businessTimeZone,
  };
}

export const merchantName = async (merchantId: string) => {
  const merchant = await findMerchant(merchantId);
  return merchant?.pixDisplayName ?? merchant?.name ?? '';
};

/**
 * Draws a page for a session: the page's reads, the merchant's name and the key's check run side
 * by side after the session's read. A revoked key ends the session and shows nothing read.
 */
export async function drawn(
  event: APIGatewayProxyEventV2,
  opened: OpenSession,
  draw: (context: PageContext) => Promise<DrawnPage | ApiResponse>,
): Promise<ApiResponse> {
  const context = contextOf(event, opened);
  const [page, name, valid] = await Promise.allSettled([
    draw(context),
    merchantName(context.merchantId),
    opened.stillValid,
  ]);
  if (valid.status === 'rejected') throw valid.reason;
  if (!valid.value) return ended();
  if (name.status === 'rejected') throw name.reason;
  const frame: Frame = { environment: config().environment, merchantName: name.value };
  if (page.status === 'rejected') return errorPage(page.reason, frame, context.antiForgery);
  if (isResponse(page.value)) return page.value;
  const done = ACTION_NAMES.find((action) => action === context.query.feito);
  const body = (done ? notice(m.actions.done[done]) : '') + page.value.body;
  return html(
    200,
    layout(page.value.title, body, { ...frame, current: page.value.current }, context.antiForgery),
  );
}

/**
 * The pages one function serves: each function of the dashboard loads only the pages of its own
 * row (and the services they read), so a list's function carries no QR code renderer and no
 * action's services.
 */
export interface Pages {
  home?: ListPage;
  lists?: Record<Section, ListPage>;
  details?: Partial<Record<Section, DetailPage>>;
  ledgerCsv?: (context: PageContext) => Promise<ApiResponse>;
}

const notFound = () => html(404, messagePage(m.notFoundTitle, m.notFoundText, frameOf()));

/**
 * Whether a path's id could name an item: the longest id a page shows is a UUID (36 characters; a
 * reconciliation's is a date). A longer one names nothing and is looked up nowhere (it would be no
 * valid table key).
 */
export const couldName = (id: string): boolean => id.length <= 36;

/** `GET /dashboard`, `/dashboard/{section}`, `/dashboard/{section}/{id}`, from the row's `pages`. */
export async function servePage(event: APIGatewayProxyEventV2, pages: Pages): Promise<ApiResponse> {
  const section = event.pathParameters?.section;
  const id = event.pathParameters?.id;
  if (section === 'assets') {
    if (id !== 'dashboard.css') return html(404, messagePage(m.notFoundTitle, m.notFoundText, frameOf()));
    return {
      statusCode: 200,
      headers: {
        'content-type': 'text/css; charset=utf-8',
        'cache-control': 'public, max-age=3600',
        'x-content-type-options': 'nosniff',
      },
      body: DASHBOARD_CSS,
    };
  }
  if (section === 'sign-in') {
    if (id === undefined) {
      const text = event.queryStringParameters?.fim
        ? `${m.signIn.endedText} ${m.signIn.needText}`
        : m.signIn.needText;
      return html(200, messagePage(m.signIn.needTitle, text, frameOf()));
    }
    const open = await checkLink(id, sourceOf(event));
    if (open !== true) return refusedPage(open, m.signIn.goneTitle, m.signIn.goneText);
    // A GET signs no one in: a link preview or a scanner that fetches it changes nothing.
    return html(
      200,
      layout(
        m.signIn.title,
        `<p>${esc(m.signIn.text)}</p><form method="post" action="/dashboard/sign-in/${esc(id)}"><button type="submit">${esc(m.signIn.button)}</button></form>`,
        frameOf(),
      ),
    );
  }
  if (section !== undefined && !isSection(section))
    return html(404, messagePage(m.notFoundTitle, m.notFoundText, frameOf()));
  const opened = await sessionOf(event);
  if (isResponse(opened)) return opened;
  const list = section === undefined ? pages.home : id === undefined ? pages.lists?.[section] : undefined;
  if (list) return drawn(event, opened, list);
  if (section === 'ledger' && id === 'export' && pages.ledgerCsv)
    return drawn(event, opened, pages.ledgerCsv);
  const detail = section === undefined ? undefined : pages.details?.[section];
  if (!detail || id === undefined || !couldName(id)) return drawn(event, opened, async () => notFound());
  return drawn(event, opened, (context) => detail(context, id));
}
