/**
 * The hosted payment page, rendered on the server as plain HTML (no front-end framework): the
 * state a payer needs is all in the markup, and `pay.js` only adds the copy button, the
 * countdown, status polling and the two form posts. Every text the merchant controls (names,
 * codes, URLs) goes through `escapeHtml`, and the CSP forbids inline script, so a product named
 * `<script>…` shows as text and could not run even if it slipped through.
 */
import type { Environment } from '../config.js';
import {
  amountDueAt,
  effectiveStatus as effectiveChargeStatus,
  refundedAmountOf,
  type Charge,
} from '../charges/charge.domain.js';
import { effectiveStatus as effectiveCheckoutStatus, type Checkout } from '../checkouts/checkout.domain.js';
import type { Subscription } from '../subscriptions/subscription.domain.js';
import { formatReais } from '../domain/money.js';
import { brazilianDate, dueNotice, nextDayIn, paidParts } from './due-terms.js';
import { recurringNotice, type RecurringNotice } from './recurring.js';
import { paymentPageMessages } from './payment-page.messages.js';

const pageMessages = paymentPageMessages;

/** Where the page's script and style sheet are served, relative to `/pay/<token>`. */
export const PAGE_ASSET_PREFIX = '../pay-assets/';

export const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers of every page answer (HTML and JSON alike): nothing cached, nothing framed or leaked. */
export const PAGE_HEADERS = {
  'content-security-policy': PAGE_CSP,
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/**
 * What a page shows: a checkout (its items, totals and coupon) and its current charge, or a
 * charge with a page of its own (description and amount). The charge is the code to pay while
 * it is payable, and the receipt once paid.
 */
export interface PageData {
  token: string;
  merchantName: string;
  checkout?: Checkout | undefined;
  charge: Charge;
  /** The subscription whose authorization the charge is (it carries `subscriptionId`). */
  subscription?: Subscription | undefined;
  environment: Environment;
  /** The zone the receipt's date and time are shown in (the business time zone). */
  timeZone: string;
  now: Date;
  /** The image of the charge's BR Code, only while it can be paid. */
  qrCode: string | null;
  /** The payer just applied a coupon on this page: say so, and that the code changed. */
  couponApplied: boolean;
}

/** Where a page stands for the payer. */
type PageState = 'OPEN' | 'PAID' | 'EXPIRED' | 'CANCELLED';

function stateOf({ checkout, charge, now }: PageData): PageState {
  if (checkout) {
    const status = effectiveCheckoutStatus(checkout, now);
    return status === 'COMPLETED' ? 'PAID' : status;
  }
  const status = effectiveChargeStatus(charge, now);
  if (status === 'PENDING') return 'OPEN';
  return status === 'EXPIRED' || status === 'CANCELLED' ? status : 'PAID';
}

/** What the status route answers while the page can be paid (the page reloads on any other). */
const openStatusOf = (data: Pick<PageData, 'checkout'>): string => (data.checkout ? 'OPEN' : 'PENDING');

const attr = escapeHtml;

function layout(title: string, body: string, environment: Environment, data: Record<string, string> = {}) {
  const dataAttributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${attr(value)}"`)
    .join('');
  // In the page's banner landmark (a <header> outside <main>), so every text is in a landmark.
  const banner =
    environment === 'test'
      ? `<header><p class="test-banner" role="note">${escapeHtml(pageMessages.testBanner)}</p></header>\n`
      : '';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${PAGE_ASSET_PREFIX}pay.css">
<script src="${PAGE_ASSET_PREFIX}pay.js" defer></script>
</head>
<body>
${banner}<main id="pay"${dataAttributes}>
${body}
</main>
</body>
</html>
`;
}

/**
 * The amount up front: the total (a due-date charge's amount today, with its due date, the days to
 * it and what today's amount includes), and a charge's description.
 */
function amountSection(data: PageData, state: PageState): string {
  const { checkout, charge, subscription, now } = data;
  const open = state === 'OPEN';
  const cents = checkout ? checkout.total : open ? amountDueAt(charge, now) : paidCents(charge);
  const description =
    !checkout && charge.description ? `<p class="description">${escapeHtml(charge.description)}</p>\n` : '';
  const notice = !checkout && charge.due && open ? dueNotice(charge.amount, charge.due, now) : undefined;
  const due = notice
    ? `<p class="due" id="due">${escapeHtml(notice.headline)}</p>
${notice.today ? `<p class="due-today" id="due-today">${escapeHtml(notice.today)}</p>\n` : ''}`
    : '';
  const label = notice
    ? pageMessages.due.amountToday
    : subscription && open
      ? pageMessages.recurring.amountToday
      : pageMessages.total;
  return `<p class="total-line"><span>${escapeHtml(label)}</span> <strong class="amount" id="total">${formatReais(cents)}</strong></p>
${description}${due}`;
}

/** A due-date charge's terms in words, under the code as a checkout's items are. */
function dueTermsSection(data: PageData): string {
  const { charge, now } = data;
  if (!charge.due) return '';
  const { terms } = dueNotice(charge.amount, charge.due, now);
  return `<section aria-labelledby="terms-title" class="terms" id="terms">
<h2 id="terms-title">${escapeHtml(pageMessages.due.termsTitle)}</h2>
<ul>
${terms.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}
</ul>
</section>`;
}

/** The Pix Automático notice: what paying authorizes (before the code), or where it stands (receipt). */
function recurringSection(notice: RecurringNotice): string {
  const facts = notice.facts
    .map(
      ([term, value]) => `<div class="row"><dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd></div>`,
    )
    .join('\n');
  return `<section aria-labelledby="recurring-title" class="recurring" id="recurring">
<h2 id="recurring-title">${escapeHtml(notice.title)}</h2>
<p>${escapeHtml(notice.text)}</p>
${facts ? `<dl class="facts">\n${facts}\n</dl>\n` : ''}${notice.cancel ? `<p class="cancel-hint">${escapeHtml(notice.cancel)}</p>\n` : ''}</section>`;
}

/** A checkout's items and totals, under the code: on a phone, paying comes first. */
function summary(checkout: Checkout): string {
  const lines = checkout.items
    .map(
      (line) =>
        `<li><span class="item-name">${escapeHtml(line.name)} × ${line.quantity}</span><span class="amount">${formatReais(line.amount)}</span></li>`,
    )
    .join('\n');
  const discount =
    checkout.coupon === null
      ? ''
      : `<div class="row"><dt>${escapeHtml(pageMessages.discount(checkout.coupon.code))}</dt><dd class="amount">-${formatReais(checkout.discount)}</dd></div>`;
  return `<section aria-labelledby="items-title" class="summary">
<h2 id="items-title">${escapeHtml(pageMessages.items)}</h2>
<ul class="items">
${lines}
</ul>
<dl class="totals">
<div class="row"><dt>${escapeHtml(pageMessages.subtotal)}</dt><dd class="amount">${formatReais(checkout.subtotal)}</dd></div>
${discount}<div class="row total"><dt>${escapeHtml(pageMessages.total)}</dt><dd class="amount">${formatReais(checkout.total)}</dd></div>
</dl>
</section>`;
}

/** While payable: the code whole and its copy button first, then the QR code, time and status. */
function openSection(data: PageData): string {
  const { checkout, charge, qrCode, environment, couponApplied } = data;
  const notice =
    couponApplied && checkout?.coupon
      ? `<p id="coupon-notice" class="notice" role="status">${escapeHtml(pageMessages.couponApplied(checkout.coupon.code, formatReais(checkout.total)))}</p>\n`
      : '';
  const simulate =
    environment === 'test'
      ? `<button type="button" id="simulate" class="secondary">${escapeHtml(pageMessages.simulate)}</button>
<p id="simulate-error" class="error" role="alert"></p>`
      : '';
  const qr = qrCode
    ? `<div class="qr-block">
<p>${escapeHtml(pageMessages.scanQr)}</p>
<img id="qr" class="qr" src="${attr(qrCode)}" alt="${attr(pageMessages.qrAlt)}" width="240" height="240">
</div>`
    : '';
  const expiresAt = checkout ? checkout.expiresAt : charge.expiresAt;
  // A due-date charge is open for weeks: its page counts days to the due date, not a clock.
  const countdown = charge.due
    ? ''
    : `<p class="countdown">${escapeHtml(pageMessages.timeLeft)} <time id="countdown" datetime="${attr(expiresAt)}"></time></p>\n`;
  const recurring = data.subscription
    ? `${recurringSection(recurringNotice(data.subscription, data.merchantName, false, data.timeZone))}\n`
    : '';
  return `${notice}${recurring}<section aria-labelledby="pix-title" class="pix">
<h2 id="pix-title">${escapeHtml(pageMessages.brCodeLabel)}</h2>
<p class="hint">${escapeHtml(pageMessages.copyHint)}</p>
<p id="brcode" class="brcode">${escapeHtml(charge.brCode)}</p>
<button type="button" id="copy">${escapeHtml(pageMessages.copy)}</button>
<p id="copy-status" class="note" role="status"></p>
${countdown}<p id="status" class="note" role="status">${escapeHtml(pageMessages.waiting)}</p>
${simulate}
${qr}
</section>`;
}

function endedSection(title: string, text: string, extra = ''): string {
  return `<section class="ended" aria-labelledby="ended-title">
<h2 id="ended-title">${escapeHtml(title)}</h2>
<p>${escapeHtml(text)}</p>
${extra}</section>`;
}

/**
 * The paid confirmation: a receipt that stays on screen, then (if any) the merchant's page. A
 * refunded charge says so, with what came back; a due-date charge repeats its due date and what
 * the amount paid included; a subscription's authorization where its debits stand.
 */
function receipt(data: PageData): string {
  const { checkout, charge, merchantName, timeZone, subscription } = data;
  const paidAt = charge.paidAt ?? checkout?.completedAt ?? null;
  const row = (term: string, value: string, className = '') =>
    `<div class="row"><dt>${escapeHtml(term)}</dt><dd${className ? ` class="${className}"` : ''}>${escapeHtml(value)}</dd></div>`;
  const paid = paidCents(charge);
  const dueMessages = pageMessages.due;
  const parts = charge.due && paidAt ? paidParts(charge.amount, charge.due, paidAt, paid) : undefined;
  const dueRows = parts
    ? [
        row(dueMessages.receiptDueDate, brazilianDate(parts.dueDate)),
        row(dueMessages.receiptOriginal, formatReais(parts.original)),
        ...(parts.rebate > 0 ? [row(dueMessages.receiptRebate, `-${formatReais(parts.rebate)}`)] : []),
        ...(parts.discount > 0 ? [row(dueMessages.receiptDiscount, `-${formatReais(parts.discount)}`)] : []),
        ...(parts.fine > 0 ? [row(dueMessages.receiptFine, formatReais(parts.fine))] : []),
        ...(parts.interest > 0 ? [row(dueMessages.receiptInterest, formatReais(parts.interest))] : []),
      ]
    : [];
  const refunds = refundsOf(charge);
  const refundMessages = pageMessages.refund;
  const refundRows = refunds
    ? [
        ...(refunds.done > 0 ? [row(refundMessages.receiptRefunded, formatReais(refunds.done))] : []),
        ...(refunds.pending > 0 ? [row(refundMessages.receiptPending, formatReais(refunds.pending))] : []),
        ...(refunds.lastAt
          ? [row(refundMessages.receiptRefundedAt, brazilianDateTime(refunds.lastAt, timeZone))]
          : []),
      ]
    : [];
  const lines = [
    row(pageMessages.receiptTo, merchantName),
    ...dueRows,
    row(pageMessages.receiptAmount, formatReais(paid)),
    ...(paidAt ? [row(pageMessages.receiptAt, brazilianDateTime(paidAt, timeZone))] : []),
    ...refundRows,
    row(pageMessages.receiptTxid, charge.txid, 'txid'),
  ].join('\n');
  const next =
    checkout?.completionUrl && !refunds
      ? `<p class="note">${escapeHtml(pageMessages.redirecting(REDIRECT_SECONDS))}</p>
<p><a class="button" id="continue" href="${attr(checkout.completionUrl)}">${escapeHtml(pageMessages.continue)}</a></p>
`
      : '';
  const recurring = subscription
    ? `${recurringSection(recurringNotice(subscription, merchantName, true, timeZone))}\n`
    : '';
  const [title, text] = refunds
    ? [
        charge.status === 'REFUNDED' ? refundMessages.refundedTitle : refundMessages.partlyTitle,
        (refunds.pending > 0 ? refundMessages.pendingText : refundMessages.text)(
          formatReais(refunds.done + refunds.pending),
          formatReais(paid),
        ),
      ]
    : [pageMessages.paidTitle, pageMessages.paidText];
  return endedSection(
    title,
    text,
    `<dl class="receipt">
${lines}
</dl>
${recurring}${next}`,
  );
}

/**
 * A refunded or partly refunded charge's refunds: the sums returned and still under way at the
 * PSP (a failed one returns nothing), and when the last one was asked; undefined for none.
 */
function refundsOf(charge: Charge): { done: number; pending: number; lastAt: string | null } | undefined {
  if (charge.status !== 'REFUNDED' && charge.status !== 'PARTIALLY_REFUNDED') return undefined;
  const counted = (charge.refunds ?? []).filter((refund) => refund.status !== 'FAILED');
  const sum = (status: string) =>
    counted.filter((refund) => refund.status === status).reduce((total, refund) => total + refund.amount, 0);
  // A charge stored before refunds were itemised: its whole refunded sum, done.
  const done = counted.length > 0 ? sum('SUCCEEDED') : refundedAmountOf(charge);
  return { done, pending: sum('PENDING'), lastAt: counted.at(-1)?.createdAt ?? charge.refundedAt };
}

/** How long the receipt stays before the page goes on to `completionUrl`. */
export const REDIRECT_SECONDS = 8;

const paidCents = (charge: Charge): number => charge.paidAmount ?? charge.amount;

const brazilianDateTime = (instant: string, timeZone: string): string =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
    new Date(instant),
  );

/**
 * When the open page reloads by itself: at its expiry, and a due-date charge's also at the start of
 * each day in its zone, when its amount today may change.
 */
function reloadAt({ checkout, charge, now }: PageData): string {
  if (checkout) return checkout.expiresAt;
  if (!charge.due) return charge.expiresAt;
  const tomorrow = nextDayIn(charge.due.timeZone, now);
  return tomorrow < charge.expiresAt ? tomorrow : charge.expiresAt;
}

export function renderPage(data: PageData): string {
  const { checkout, merchantName, environment, token } = data;
  const state = stateOf(data);
  let main: string;
  if (state === 'OPEN') main = openSection(data);
  else if (state === 'PAID') main = receipt(data);
  else if (state === 'EXPIRED') main = endedSection(pageMessages.expiredTitle, pageMessages.expiredText);
  else main = endedSection(pageMessages.cancelledTitle, pageMessages.cancelledText);
  const coupon =
    state === 'OPEN' && checkout?.allowCoupons && checkout.coupon === null
      ? `<form id="coupon-form" class="coupon" novalidate>
<label for="coupon-code">${escapeHtml(pageMessages.couponLabel)}</label>
<div class="coupon-row"><input id="coupon-code" name="code" autocomplete="off" autocapitalize="characters" maxlength="50" required aria-describedby="coupon-error"><button type="submit">${escapeHtml(pageMessages.couponApply)}</button></div>
<p id="coupon-error" class="error" role="alert"></p>
</form>`
      : '';
  const back =
    checkout?.returnUrl && state !== 'PAID'
      ? `<p class="back"><a href="${attr(checkout.returnUrl)}">${escapeHtml(pageMessages.backToStore)}</a></p>`
      : '';
  const body = `<header>
<p class="pay-to">${escapeHtml(pageMessages.payTo)}</p>
<h1>${escapeHtml(merchantName)}</h1>
</header>
${amountSection(data, state)}${main}
${checkout ? summary(checkout) : state === 'OPEN' ? dueTermsSection(data) : ''}
${coupon}
${back}`;
  const dataAttributes: Record<string, string> = {
    token,
    status: state === 'OPEN' ? openStatusOf(data) : state,
    'open-status': openStatusOf(data),
    'expires-at': reloadAt(data),
    'msg-copied': pageMessages.copied,
    'msg-day': pageMessages.countdownDay,
    'msg-days': pageMessages.countdownDays,
    'msg-copy-failed': pageMessages.copyFailed,
    'msg-coupon-failed': pageMessages.couponFailed,
    'msg-simulate-failed': pageMessages.simulateFailed,
  };
  // A refunded order has nothing to thank for: its payer stays on the page that says so.
  if (state === 'PAID' && checkout?.completionUrl && !refundsOf(data.charge)) {
    dataAttributes['completion-url'] = checkout.completionUrl;
    dataAttributes['redirect-seconds'] = String(REDIRECT_SECONDS);
  }
  return layout(pageMessages.title(merchantName), body, environment, dataAttributes);
}

/** The page of a 429: a person sees a page, not the API's JSON envelope. */
export function renderTooMany(environment: Environment, seconds: number): string {
  return layout(
    pageMessages.tooManyTitle,
    endedSection(pageMessages.tooManyTitle, pageMessages.tooManyText(seconds)),
    environment,
  );
}

/** The page of a 503 (the database out of reach, the function's deadline): reloading it is safe. */
export function renderUnavailable(environment: Environment): string {
  return layout(
    pageMessages.unavailableTitle,
    endedSection(pageMessages.unavailableTitle, pageMessages.unavailableText),
    environment,
  );
}

export function renderNotFound(environment: Environment): string {
  return layout(
    pageMessages.notFoundTitle,
    endedSection(pageMessages.notFoundTitle, pageMessages.notFoundText),
    environment,
  );
}
