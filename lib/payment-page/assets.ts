/**
 * The page's script and style sheet, served by `GET /pay-assets/{asset}` (the CSP allows scripts
 * and styles only from the page's own origin, never inline). Kept as module text so the Lambda
 * bundle carries them without a copy step; they change only with a deploy, so they are cached.
 *
 * The script reads everything it needs from the `data-*` attributes of `<main id="pay">`:
 * the token (for the relative status/coupon/simulate URLs), the status while payable, the
 * expiry, and its texts (from the message catalog, so no Portuguese lives here).
 */
const PAY_JS = `(function () {
  'use strict';
  var main = document.getElementById('pay');
  if (!main || !main.dataset.token) return;
  var data = main.dataset;
  var base = encodeURIComponent(data.token) + '/';

  function post(path, body) {
    return fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body || {}),
      credentials: 'omit',
      cache: 'no-store',
    }).then(function (response) {
      return response.json().then(function (json) {
        return { ok: response.ok, json: json };
      });
    });
  }

  function errorText(json, fallback) {
    var error = json && json.error;
    if (!error) return fallback;
    if (error.fields && error.fields.length) return error.fields[0].message;
    return error.message || fallback;
  }

  // Paid: the receipt stays readable for a few seconds, then the merchant's page.
  if (data.completionUrl) {
    setTimeout(function () {
      window.location.assign(data.completionUrl);
    }, 1000 * Number(data.redirectSeconds || 8));
  }
  if (data.status !== data.openStatus) return;

  var copy = document.getElementById('copy');
  var brcode = document.getElementById('brcode');
  var copyStatus = document.getElementById('copy-status');
  if (copy && brcode) {
    copy.addEventListener('click', function () {
      var done = function () {
        copyStatus.textContent = data.msgCopied;
      };
      var manual = function () {
        var range = document.createRange();
        range.selectNodeContents(brcode);
        var selection = window.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
        try {
          if (document.execCommand('copy')) return done();
        } catch (e) {}
        copyStatus.textContent = data.msgCopyFailed;
      };
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(brcode.textContent).then(done, manual);
      } else manual();
    });
  }

  var countdown = document.getElementById('countdown');
  var expiresAt = Date.parse(data.expiresAt);
  function two(n) {
    return (n < 10 ? '0' : '') + n;
  }
  function tick() {
    var left = Math.max(0, Math.floor((expiresAt - Date.now()) / 1000));
    if (countdown) {
      // Past a day, the days in words before the clock: "2 dias e 03:04:05".
      var days = Math.floor(left / 86400);
      var prefix = days === 0 ? '' : days === 1 ? data.msgDay : data.msgDays.replace('{n}', String(days));
      countdown.textContent =
        prefix + two(Math.floor(left / 3600) % 24) + ':' + two(Math.floor(left / 60) % 60) + ':' + two(left % 60);
    }
    if (left === 0) {
      clearInterval(timer);
      window.location.reload();
    }
  }
  var timer = setInterval(tick, 1000);
  tick();

  // The server renders every other state: when the status moves, the page reloads into it.
  function poll() {
    fetch(base + 'status', { cache: 'no-store', credentials: 'omit' })
      .then(function (response) {
        return response.json();
      })
      .then(function (json) {
        if (json && json.data && json.data.status !== data.openStatus) window.location.reload();
        else setTimeout(poll, 3000);
      })
      .catch(function () {
        setTimeout(poll, 5000);
      });
  }
  setTimeout(poll, 3000);

  var form = document.getElementById('coupon-form');
  if (form) {
    var input = document.getElementById('coupon-code');
    var couponError = document.getElementById('coupon-error');
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      couponError.textContent = '';
      var button = form.querySelector('button');
      button.disabled = true;
      post('coupon', { code: input.value })
        .then(function (result) {
          // Reloaded with the new total and code, and a notice that the code changed.
          if (result.ok) return window.location.replace(window.location.pathname + '?cupom=aplicado');
          couponError.textContent = errorText(result.json, data.msgCouponFailed);
          input.setAttribute('aria-invalid', 'true');
          button.disabled = false;
        })
        .catch(function () {
          couponError.textContent = data.msgCouponFailed;
          button.disabled = false;
        });
    });
  }

  var simulate = document.getElementById('simulate');
  if (simulate) {
    var simulateError = document.getElementById('simulate-error');
    simulate.addEventListener('click', function () {
      simulate.disabled = true;
      post('simulate-payment')
        .then(function (result) {
          if (result.ok) return window.location.reload();
          simulateError.textContent = errorText(result.json, data.msgSimulateFailed);
          simulate.disabled = false;
        })
        .catch(function () {
          simulateError.textContent = data.msgSimulateFailed;
          simulate.disabled = false;
        });
    });
  }
})();
`;

// Mobile first: one column at 360 px, the amount and the code to copy on the first screen, a
// centred card from there up, and from 720 px the QR code beside the code (on a desktop the payer
// scans it with their phone). Contrast ratios meet WCAG AA.
const PAY_CSS = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#f3f4f6}
main{max-width:480px;margin:0 auto;padding:16px;background:#fff;min-height:100vh}
@media (min-width:520px){main{margin:24px auto;min-height:0;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12)}}
.test-banner{margin:0;padding:8px 16px;background:#7a4b00;color:#fff;text-align:center;font-weight:600}
header h1{margin:0 0 16px;font-size:1.4rem;overflow-wrap:anywhere}
.pay-to{margin:0;color:#4b5563;font-size:.9rem}
h2{font-size:1.1rem;margin:16px 0 8px}
.items{list-style:none;margin:0;padding:0}
.items li{display:flex;justify-content:space-between;gap:12px;padding:6px 0;border-bottom:1px solid #e5e7eb}
.item-name{overflow-wrap:anywhere}
.amount{white-space:nowrap;font-variant-numeric:tabular-nums}
.totals{margin:8px 0 0}
.totals .row{display:flex;justify-content:space-between;padding:4px 0}
.totals dt,.totals dd{margin:0}
.totals .total{font-size:1.25rem;font-weight:700;border-top:2px solid #1a1a1a;margin-top:4px;padding-top:8px}
.total-line{display:flex;justify-content:space-between;align-items:baseline;margin:0 0 4px;font-size:1.1rem}
.total-line strong{font-size:1.6rem}
.description,.due,.due-today{margin:0 0 4px;color:#374151;overflow-wrap:anywhere}
.due{font-weight:600;color:#1a1a1a}
.terms ul{margin:0;padding-left:20px}
.terms li{margin:4px 0}
.recurring{margin:12px 0;padding:4px 12px 8px;border-left:4px solid #0b5cad;background:#eef5fc;text-align:left}
.recurring h2{margin-top:8px}
.recurring p{margin:4px 0}
.facts{margin:8px 0}
.facts .row{display:flex;justify-content:space-between;gap:12px;padding:4px 0;border-bottom:1px solid #c9d9ea}
.facts dt{margin:0;color:#374151}
.facts dd{margin:0;font-weight:600;text-align:right;overflow-wrap:break-word}
.cancel-hint{font-size:.9rem;color:#374151}
.notice{margin:12px 0;padding:8px 12px;border-left:4px solid #0b5cad;background:#eef5fc}
.pix h2{margin-top:12px}
.hint{margin:0 0 8px;color:#374151;font-size:.9rem}
.brcode{margin:0;padding:8px;border:1px solid #6b7280;border-radius:6px;font-family:ui-monospace,monospace;font-size:.8rem;line-height:1.4;overflow-wrap:anywhere;word-break:break-all;user-select:all;background:#f9fafb}
.qr-block{text-align:center;margin-top:16px;border-top:1px solid #e5e7eb;padding-top:8px}
.qr{display:block;width:240px;max-width:100%;height:auto;margin:8px auto;image-rendering:pixelated}
@media (min-width:720px){main{max-width:760px}.pix{display:grid;grid-template-columns:1fr 260px;column-gap:24px;align-items:start}.pix>*{grid-column:1}.pix>.qr-block{grid-column:2;grid-row:1/span 9;margin-top:12px;border-top:0;padding-top:0}}
.receipt{margin:12px 0;text-align:left}
.receipt .row{display:flex;justify-content:space-between;gap:12px;padding:6px 0;border-bottom:1px solid #e5e7eb}
.receipt dt{margin:0;color:#374151}
.receipt dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
.receipt .txid{font-family:ui-monospace,monospace;font-size:.85rem}
label{display:block;font-weight:600;margin:8px 0 4px;text-align:left}
input{width:100%;font:inherit;padding:8px;border:1px solid #6b7280;border-radius:6px;color:#1a1a1a;background:#fff}
button,.button{display:inline-block;min-height:44px;padding:10px 16px;margin-top:8px;font:inherit;font-weight:600;color:#fff;background:#0b5cad;border:0;border-radius:6px;cursor:pointer;text-decoration:none}
button:disabled{opacity:.6;cursor:default}
button.secondary{background:#374151}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
#copy{width:100%}
.coupon-row{display:flex;gap:8px;align-items:stretch}
.coupon-row input{flex:1}
.coupon-row button{margin-top:0}
.error{color:#b91c1c;min-height:1.5em;margin:4px 0}
.note{color:#374151;min-height:1.5em;margin:4px 0}
.countdown{font-variant-numeric:tabular-nums}
.ended{text-align:center;padding:16px 0}
.back{text-align:center}
a{color:#0b5cad}
`;

export interface PageAsset {
  contentType: string;
  body: string;
}

const ASSETS: ReadonlyMap<string, PageAsset> = new Map([
  ['pay.js', { contentType: 'text/javascript; charset=utf-8', body: PAY_JS }],
  ['pay.css', { contentType: 'text/css; charset=utf-8', body: PAY_CSS }],
]);

export const PAGE_ASSET_NAMES = [...ASSETS.keys()];

export const pageAsset = (name: string): PageAsset | undefined => ASSETS.get(name);
