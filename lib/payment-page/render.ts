/**
 * The hosted payment page, rendered on the server as plain HTML (no front-end framework): the
 * state a payer needs is all in the markup, and `pay.js` only adds the copy button, the
 * countdown, status polling and the two form posts. Every text the merchant controls (names,
 * codes, URLs) goes through `escapeHtml`, and the CSP forbids inline script, so a product named
 * `<script>…` shows as text and could not run even if it slipped through.
 */
import type { Environment } from '../config.js';
import { effectiveStatus, type Checkout } from '../domain/checkout.js';
import { formatReais } from '../domain/money.js';
import { messages } from '../messages.js';

const pageMessages = messages.paymentPage;

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

export interface PageData {
  token: string;
  checkout: Checkout;
  merchantName: string;
  environment: Environment;
  now: Date;
  /** The current charge's BR Code and its QR image, only while the checkout is open. */
  pix: { brCode: string; qrCode: string } | null;
}

const attr = escapeHtml;

function layout(title: string, body: string, environment: Environment, data: Record<string, string> = {}) {
  const dataAttributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${attr(value)}"`)
    .join('');
  const banner =
    environment === 'test'
      ? `<p class="test-banner" role="note">${escapeHtml(pageMessages.testBanner)}</p>`
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
  return `<section aria-labelledby="items-title">
<h2 id="items-title">${escapeHtml(pageMessages.items)}</h2>
<ul class="items">
${lines}
</ul>
<dl class="totals">
<div class="row"><dt>${escapeHtml(pageMessages.subtotal)}</dt><dd class="amount">${formatReais(checkout.subtotal)}</dd></div>
${discount}<div class="row total"><dt>${escapeHtml(pageMessages.total)}</dt><dd class="amount" id="total">${formatReais(checkout.total)}</dd></div>
</dl>
</section>`;
}

function openSection(data: PageData): string {
  const { checkout, pix, environment } = data;
  const coupon =
    checkout.allowCoupons && checkout.coupon === null
      ? `<form id="coupon-form" class="coupon" novalidate>
<label for="coupon-code">${escapeHtml(pageMessages.couponLabel)}</label>
<div class="coupon-row"><input id="coupon-code" name="code" autocomplete="off" autocapitalize="characters" maxlength="50" required aria-describedby="coupon-error"><button type="submit">${escapeHtml(pageMessages.couponApply)}</button></div>
<p id="coupon-error" class="error" role="alert"></p>
</form>`
      : '';
  const simulate =
    environment === 'test'
      ? `<button type="button" id="simulate" class="secondary">${escapeHtml(pageMessages.simulate)}</button>
<p id="simulate-error" class="error" role="alert"></p>`
      : '';
  const qr = pix
    ? `<p>${escapeHtml(pageMessages.scanQr)}</p>
<img id="qr" class="qr" src="${attr(pix.qrCode)}" alt="${attr(pageMessages.qrAlt)}" width="240" height="240">
<label for="brcode">${escapeHtml(pageMessages.brCodeLabel)}</label>
<textarea id="brcode" readonly rows="4">${escapeHtml(pix.brCode)}</textarea>
<button type="button" id="copy">${escapeHtml(pageMessages.copy)}</button>
<p id="copy-status" class="note" role="status"></p>`
    : '';
  return `<section aria-labelledby="pix-title" class="pix">
<h2 id="pix-title">Pix</h2>
${qr}
<p class="countdown">${escapeHtml(pageMessages.timeLeft)} <time id="countdown" datetime="${attr(checkout.expiresAt)}"></time></p>
<p id="status" class="note" role="status">${escapeHtml(pageMessages.waiting)}</p>
${simulate}
</section>
${coupon}`;
}

function endedSection(title: string, text: string, extra = ''): string {
  return `<section class="ended" aria-labelledby="ended-title">
<h2 id="ended-title">${escapeHtml(title)}</h2>
<p>${escapeHtml(text)}</p>
${extra}</section>`;
}

export function renderPage(data: PageData): string {
  const { checkout, merchantName, environment, now, token } = data;
  const status = effectiveStatus(checkout, now);
  let main: string;
  if (status === 'OPEN') main = openSection(data);
  else if (status === 'COMPLETED') {
    const next = checkout.completionUrl
      ? `<p class="note">${escapeHtml(pageMessages.redirecting)}</p>
<p><a class="button" id="continue" href="${attr(checkout.completionUrl)}">${escapeHtml(pageMessages.continue)}</a></p>
`
      : '';
    main = endedSection(pageMessages.paidTitle, pageMessages.paidText, next);
  } else if (status === 'EXPIRED') main = endedSection(pageMessages.expiredTitle, pageMessages.expiredText);
  else main = endedSection(pageMessages.cancelledTitle, pageMessages.cancelledText);
  const back =
    checkout.returnUrl && status !== 'COMPLETED'
      ? `<p class="back"><a href="${attr(checkout.returnUrl)}">${escapeHtml(pageMessages.backToStore)}</a></p>`
      : '';
  const body = `<header>
<p class="pay-to">${escapeHtml(pageMessages.payTo)}</p>
<h1>${escapeHtml(merchantName)}</h1>
</header>
${summary(checkout)}
${main}
${back}`;
  const dataAttributes: Record<string, string> = {
    token,
    status,
    'expires-at': checkout.expiresAt,
    'msg-copied': pageMessages.copied,
    'msg-copy-failed': pageMessages.copyFailed,
    'msg-coupon-failed': pageMessages.couponFailed,
    'msg-simulate-failed': pageMessages.simulateFailed,
  };
  if (status === 'COMPLETED' && checkout.completionUrl)
    dataAttributes['completion-url'] = checkout.completionUrl;
  return layout(pageMessages.title(merchantName), body, environment, dataAttributes);
}

export function renderNotFound(environment: Environment): string {
  return layout(
    pageMessages.notFoundTitle,
    endedSection(pageMessages.notFoundTitle, pageMessages.notFoundText),
    environment,
  );
}
