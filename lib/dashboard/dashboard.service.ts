/**
 * How a dashboard request is served: the session (or the sign-in link) first, then the page or
 * the action. Every answer carries the payment page's headers (strict CSP, no framing, no cache,
 * no referrer, nosniff).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { stringify } from 'csv-stringify/sync';
import { config } from '../config.js';
import { ApiError } from '../errors.js';
import { sourceOf, toApiError } from '../http/api.js';
import type { ApiResponse } from '../http/responses.js';
import { withIdempotency } from '../http/idempotency.js';
import { cursorPaging } from '../http/cursor.js';
import { csvRow, EXPORT_COLUMNS } from '../ledger/ledger.domain.js';
import { exportPage } from '../ledger/ledger.service.js';
import { findMerchant } from '../merchants/merchants.storage.js';
import { DASHBOARD_CSS } from './assets.js';
import { ACTION_NAMES, ACTION_SECTION, confirmationText, runAction, type ActionName } from './actions.js';
import { dashboardMessages } from './dashboard.messages.js';
import { DETAIL_PAGES, HOME, LIST_PAGES, ledgerRange, type DrawnPage, type PageContext } from './pages.js';
import {
  esc,
  html,
  layout,
  link,
  messagePage,
  notice,
  redirect,
  SECTIONS,
  type Frame,
  type Section,
} from './render.js';
import {
  antiForgeryToken,
  clearedCookie,
  isAntiForgeryToken,
  sessionCookie,
  sessionTokenOf,
} from './session.domain.js';
import {
  checkLink,
  openSession,
  signIn,
  signOut,
  type OpenSession,
  type Refused,
} from './sessions.service.js';

const m = dashboardMessages;
const SIGN_IN = '/dashboard/sign-in';

const frameOf = (): Frame => ({ environment: config().environment });

function refusedPage(refused: Refused, title: string, text: string, status = 404): ApiResponse {
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
async function sessionOf(event: APIGatewayProxyEventV2): Promise<OpenSession | ApiResponse> {
  const token = sessionTokenOf(event.cookies, event.headers?.cookie);
  const opened = await openSession(token, sourceOf(event));
  if (opened === undefined) return redirect(SIGN_IN);
  if ('refused' in opened) {
    if (opened.refused === 'tooMany') return refusedPage(opened, '', '');
    return redirect(`${SIGN_IN}?fim=1`, { ...opened.headers, 'set-cookie': clearedCookie() });
  }
  return opened;
}

const isResponse = (value: object): value is ApiResponse => 'statusCode' in value;

const ended = () => redirect(`${SIGN_IN}?fim=1`, { 'set-cookie': clearedCookie() });

/** What a page answers for an error of its service: 404 for another merchant's id, the message otherwise. */
function errorPage(error: unknown, frame: Frame, antiForgery: string): ApiResponse {
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

function contextOf(event: APIGatewayProxyEventV2, opened: OpenSession): PageContext {
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

const merchantName = async (merchantId: string) => {
  const merchant = await findMerchant(merchantId);
  return merchant?.pixDisplayName ?? merchant?.name ?? '';
};

/**
 * Draws a page for a session: the page's reads, the merchant's name and the key's check run side
 * by side after the session's read. A revoked key ends the session and shows nothing read.
 */
async function drawn(
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

/** The statement's CSV: the export of the API (`GET /v1/ledger/export`), its first 5,000 rows. */
async function ledgerCsv(context: PageContext): Promise<ApiResponse> {
  const range = ledgerRange(context);
  const scope = { merchantId: context.merchantId, list: 'ledger-export', filters: range };
  const { entries } = await exportPage(context.merchantId, cursorPaging(scope, { page: 0, size: 1 }), range);
  const body = stringify(entries.map(csvRow), {
    header: true,
    columns: [...EXPORT_COLUMNS],
    record_delimiter: '\r\n',
    quoted_match: /[\r\n]/,
  });
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8; header=present',
      'content-disposition': `attachment; filename="ledger-${range.from}-${range.to}.csv"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
    body,
  };
}

/** `GET /dashboard`, `/dashboard/{section}`, `/dashboard/{section}/{id}`. */
export async function servePage(event: APIGatewayProxyEventV2): Promise<ApiResponse> {
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
  if (section === undefined) return drawn(event, opened, HOME);
  if (id === undefined) return drawn(event, opened, LIST_PAGES[section]);
  if (section === 'ledger' && id === 'export') return drawn(event, opened, ledgerCsv);
  const detail = DETAIL_PAGES[section];
  if (!detail)
    return drawn(event, opened, async () =>
      html(404, messagePage(m.notFoundTitle, m.notFoundText, frameOf())),
    );
  return drawn(event, opened, (context) => detail(context, id));
}

/** An HTML form's fields (`application/x-www-form-urlencoded`). */
function formOf(event: APIGatewayProxyEventV2): Record<string, string> {
  const raw =
    event.body === undefined
      ? ''
      : event.isBase64Encoded
        ? Buffer.from(event.body, 'base64').toString()
        : event.body;
  return Object.fromEntries(new URLSearchParams(raw));
}

const forbiddenPage = (frame: Frame, antiForgery?: string) =>
  html(403, messagePage(m.forbiddenTitle, m.forbiddenText, frame, antiForgery));

/** The fields an action's request is made of: what its Idempotency-Key's fingerprint covers. */
const actionBody = (form: Record<string, string>) => ({
  action: form.action ?? '',
  amount: form.amount ?? '',
  reason: form.reason ?? '',
});

function confirmPage(
  path: string,
  form: Record<string, string>,
  question: string,
  antiForgery: string,
): string {
  const hidden = Object.entries({
    ...actionBody(form),
    idempotencyKey: form.idempotencyKey ?? '',
    step: 'do',
  })
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('');
  return `<p>${esc(question)}</p>
<form method="post" action="${esc(path)}"><input type="hidden" name="csrf" value="${esc(antiForgery)}">${hidden}<button type="submit">${esc(m.actions.confirm)}</button></form>
<p>${link(path, m.actions.cancel)}</p>`;
}

/** `POST /dashboard/{section}` and `/dashboard/{section}/{id}`: sign-in, sign-out and the actions. */
export async function serveAction(event: APIGatewayProxyEventV2): Promise<ApiResponse> {
  const section = event.pathParameters?.section;
  const id = event.pathParameters?.id;
  if (section === 'sign-in' && id !== undefined) {
    const signed = await signIn(id, sourceOf(event));
    if ('refused' in signed) return refusedPage(signed, m.signIn.goneTitle, m.signIn.goneText);
    return redirect('/dashboard', { 'set-cookie': sessionCookie(signed.sessionToken) });
  }
  const opened = await sessionOf(event);
  if (isResponse(opened)) return opened;
  const form = formOf(event);
  const frame = frameOf();
  // A form from another site cannot carry the session's token: nothing is done.
  if (!isAntiForgeryToken(opened.token, form.csrf)) {
    await opened.stillValid;
    return forbiddenPage(frame);
  }
  if (section === 'sign-out' && id === undefined) {
    await Promise.allSettled([opened.stillValid]);
    await signOut(opened.token);
    return redirect(SIGN_IN, { 'set-cookie': clearedCookie() });
  }
  const context = contextOf(event, opened);
  const action = ACTION_NAMES.find((name) => name === form.action);
  const place = action && ACTION_SECTION[action];
  if (!(await opened.stillValid)) return ended();
  const name = await merchantName(context.merchantId);
  const signedIn: Frame = { ...frame, merchantName: name };
  if (!action || !place || place.section !== section || place.withId !== (id !== undefined))
    return html(404, messagePage(m.notFoundTitle, m.notFoundText, signedIn, context.antiForgery));
  if (!context.fullAccess) return forbiddenPage(signedIn, context.antiForgery);
  const path = `/dashboard/${section}${id === undefined ? '' : `/${id}`}`;
  const input = { merchantId: context.merchantId, id, form };
  if (form.step !== 'do') {
    try {
      const question = await confirmationText(action, input);
      return html(
        200,
        layout(
          m.actions.confirmTitle,
          confirmPage(path, form, question, context.antiForgery),
          signedIn,
          context.antiForgery,
        ),
      );
    } catch (error) {
      return errorPage(error, signedIn, context.antiForgery);
    }
  }
  return act(event, action, input, path, signedIn, context.antiForgery);
}

/**
 * The action under the form's Idempotency-Key, through the API's idempotency layer: the first
 * submit acts and keeps its answer (the 303 back, or the page of its refusal); any later submit of
 * the same form gets that answer again and acts no more.
 */
function act(
  event: APIGatewayProxyEventV2,
  action: ActionName,
  input: { merchantId: string; id: string | undefined; form: Record<string, string> },
  path: string,
  frame: Frame,
  antiForgery: string,
): Promise<ApiResponse> {
  const key = input.form.idempotencyKey;
  if (!key) return Promise.resolve(forbiddenPage(frame, antiForgery));
  const page = ACTION_SECTION[action].backToList ? `/dashboard/${ACTION_SECTION[action].section}` : path;
  const back = () => redirect(`${page}?feito=${action}`);
  const run = withIdempotency(
    { method: 'POST', permission: 'FULL_ACCESS' },
    async ({ commit }) => {
      try {
        await runAction(action, input, commit);
        return back();
      } catch (error) {
        if (error instanceof ApiError && error.status < 500) return errorPage(error, frame, antiForgery);
        throw error;
      }
    },
    toApiError,
    async () => back(),
  );
  return run({
    event: { ...event, headers: { ...event.headers, 'idempotency-key': key } },
    principal: { merchantId: input.merchantId },
    body: actionBody(input.form),
  });
}
