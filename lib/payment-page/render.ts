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
  type Charge,
} from '../charges/charge.domain.js';
import { effectiveStatus as effectiveCheckoutStatus, type Checkout } from '../checkouts/checkout.domain.js';
import { formatReais } from '../domain/money.js';
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

/** The amount up front: the total, and a charge's description or due date. */
function amountSection(data: PageData, state: PageState): string {
  const { checkout, charge, now } = data;
  const cents = checkout ? checkout.total : state === 'OPEN' ? amountDueAt(charge, now) : paidCents(charge);
  const description =
    !checkout && charge.description ? `<p class="description">${escapeHtml(charge.description)}</p>\n` : '';
  const due =
    !checkout && charge.due && state === 'OPEN'
      ? `<p class="due">${escapeHtml(pageMessages.dueDate(brazilianDate(charge.due.dueDate)))}</p>\n`
      : '';
  return `<p class="total-line"><span>${escapeHtml(pageMessages.total)}</span> <strong class="amount" id="total">${formatReais(cents)}</strong></p>
${description}${due}`;
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
  return `${notice}<section aria-labelledby="pix-title" class="pix">
<h2 id="pix-title">${escapeHtml(pageMessages.brCodeLabel)}</h2>
<p class="hint">${escapeHtml(pageMessages.copyHint)}</p>
<p id="brcode" class="brcode">${escapeHtml(charge.brCode)}</p>
<button type="button" id="copy">${escapeHtml(pageMessages.copy)}</button>
<p id="copy-status" class="note" role="status"></p>
<p class="countdown">${escapeHtml(pageMessages.timeLeft)} <time id="countdown" datetime="${attr(expiresAt)}"></time></p>
<p id="status" class="note" role="status">${escapeHtml(pageMessages.waiting)}</p>
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

/** The paid confirmation: a receipt that stays on screen, then (if any) the merchant's page. */
function receipt(data: PageData): string {
  const { checkout, charge, merchantName, timeZone } = data;
  const paidAt = charge.paidAt ?? checkout?.completedAt ?? null;
  const row = (term: string, value: string, className = '') =>
    `<div class="row"><dt>${escapeHtml(term)}</dt><dd${className ? ` class="${className}"` : ''}>${escapeHtml(value)}</dd></div>`;
  const lines = [
    row(pageMessages.receiptTo, merchantName),
    row(pageMessages.receiptAmount, formatReais(paidCents(charge))),
    ...(paidAt ? [row(pageMessages.receiptAt, brazilianDateTime(paidAt, timeZone))] : []),
    row(pageMessages.receiptTxid, charge.txid, 'txid'),
  ].join('\n');
  const next = checkout?.completionUrl
    ? `<p class="note">${escapeHtml(pageMessages.redirecting(REDIRECT_SECONDS))}</p>
<p><a class="button" id="continue" href="${attr(checkout.completionUrl)}">${escapeHtml(pageMessages.continue)}</a></p>
`
    : '';
  return endedSection(
    pageMessages.paidTitle,
    pageMessages.paidText,
    `<dl class="receipt">
${lines}
</dl>
${next}`,
  );
}

/** How long the receipt stays before the page goes on to `completionUrl`. */
export const REDIRECT_SECONDS = 8;

const paidCents = (charge: Charge): number => charge.paidAmount ?? charge.amount;

/** `2026-12-10` as `10/12/2026`. */
const brazilianDate = (date: string): string => date.split('-').reverse().join('/');

const brazilianDateTime = (instant: string, timeZone: string): string =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
    new Date(instant),
  );

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
${checkout ? summary(checkout) : ''}
${coupon}
${back}`;
  const dataAttributes: Record<string, string> = {
    token,
    status: state === 'OPEN' ? openStatusOf(data) : state,
    'open-status': openStatusOf(data),
    'expires-at': checkout ? checkout.expiresAt : data.charge.expiresAt,
    'msg-copied': pageMessages.copied,
    'msg-copy-failed': pageMessages.copyFailed,
    'msg-coupon-failed': pageMessages.couponFailed,
    'msg-simulate-failed': pageMessages.simulateFailed,
  };
  if (state === 'PAID' && checkout?.completionUrl) {
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

export function renderNotFound(environment: Environment): string {
  return layout(
    pageMessages.notFoundTitle,
    endedSection(pageMessages.notFoundTitle, pageMessages.notFoundText),
    environment,
  );
}
