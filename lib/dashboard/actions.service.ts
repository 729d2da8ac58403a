/**
 * The dashboard's POSTs: sign-in, sign-out and the actions. Only the actions' functions load the
 * services that act (refunds reach the PSP, redeliveries the queue).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ApiError } from '../errors.js';
import { sourceOf, toApiError } from '../http/api.js';
import type { ApiResponse } from '../http/responses.js';
import { withIdempotency } from '../http/idempotency.js';
import { ACTION_NAMES, ACTION_SECTION, type ActionName } from './action-names.js';
import type { Action, ActionInput, Actions } from './actions.js';
import { dashboardMessages } from './dashboard.messages.js';
import { PAYOUT_ACTIONS } from './payout-actions.js';
import {
  contextOf,
  couldName,
  ended,
  errorPage,
  frameOf,
  isResponse,
  merchantName,
  refusedPage,
  sessionOf,
  SIGN_IN,
} from './dashboard.service.js';
import { esc, html, layout, link, messagePage, redirect, type Frame } from './render.js';
import { clearedCookie, isAntiForgeryToken, sessionCookie } from './session.domain.js';
import { signIn, signOut } from './sessions.service.js';

const m = dashboardMessages;

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

/** Whether the row takes a POST at this address: the sign-in link, sign-out or one of its actions. */
function posts(actions: Actions, section: string | undefined, id: string | undefined): boolean {
  if (section === 'sign-in') return id !== undefined;
  if (section === 'sign-out') return id === undefined;
  return ACTION_NAMES.some(
    (name) =>
      name in actions &&
      ACTION_SECTION[name].section === section &&
      ACTION_SECTION[name].withId === (id !== undefined),
  );
}

/**
 * `POST /dashboard/{section}` and `/dashboard/{section}/{id}`: sign-in, sign-out and the row's
 * `actions` (an action of another row is not found here).
 */
export async function serveAction(event: APIGatewayProxyEventV2, actions: Actions): Promise<ApiResponse> {
  const section = event.pathParameters?.section;
  const id = event.pathParameters?.id;
  // An address the row posts nothing to is a 404 page, session or not, like an unknown page.
  if (!posts(actions, section, id)) return html(404, messagePage(m.notFoundTitle, m.notFoundText, frameOf()));
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
  const run = action && actions[action];
  if (!(await opened.stillValid)) return ended();
  const name = await merchantName(context.merchantId);
  const signedIn: Frame = { ...frame, merchantName: name };
  if (
    !action ||
    !run ||
    !place ||
    place.section !== section ||
    place.withId !== (id !== undefined) ||
    (id !== undefined && !couldName(id))
  )
    return html(404, messagePage(m.notFoundTitle, m.notFoundText, signedIn, context.antiForgery));
  if (!context.fullAccess) return forbiddenPage(signedIn, context.antiForgery);
  const path = `/dashboard/${section}${id === undefined ? '' : `/${id}`}`;
  const input = { merchantId: context.merchantId, id, form };
  if (form.step !== 'do') {
    try {
      const question = await run.confirm(input);
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
  return act(event, action, run, input, path, signedIn, context.antiForgery);
}

/**
 * The action under the form's Idempotency-Key, through the API's idempotency layer: the first
 * submit acts and keeps its answer (the 303 back, or the page of its refusal); any later submit of
 * the same form gets that answer again and acts no more.
 */
function act(
  event: APIGatewayProxyEventV2,
  action: ActionName,
  what: Action,
  input: ActionInput,
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
        await what.run(input, commit);
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

/** `POST /dashboard/{section}`: sign-out and the payouts list's action. */
export const serveListAction = (event: APIGatewayProxyEventV2): Promise<ApiResponse> =>
  serveAction(event, PAYOUT_ACTIONS);
