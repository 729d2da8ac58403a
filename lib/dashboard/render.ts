/**
 * The dashboard's HTML, drawn on the server: readable without script, every merchant text escaped
 * (`escapeHtml`), the payment page's headers on every answer. Amounts as `R$ 1.234,56`, times in
 * the business time zone (`27/11/2026 14:03`).
 */
import type { Environment } from '../config.js';
import { formatReais } from '../domain/money.js';
import { escapeHtml, PAGE_HEADERS } from '../payment-page/render.js';
import type { ApiResponse } from '../http/responses.js';
import { dashboardMessages } from './dashboard.messages.js';

const m = dashboardMessages;
export const esc = escapeHtml;

/** Where the style sheet is served (the CSP takes styles from this origin only, never inline). */
export const STYLE_PATH = '/dashboard/assets/dashboard.css';

export const SECTIONS = [
  'charges',
  'checkouts',
  'subscriptions',
  'ledger',
  'reconciliations',
  'payouts',
  'webhooks',
  'account',
] as const;
export type Section = (typeof SECTIONS)[number];

/** Reais as the API shows them (a JSON number) to `R$ 1.234,56`. */
export const reais = (value: number): string => formatReais(Math.round(value * 100));
export const cents = (value: number): string => formatReais(value);

/** An instant as `27/11/2026 14:03` in `timeZone`; `—` for none. */
export function dateTime(instant: string | null | undefined, timeZone: string): string {
  if (!instant) return '—';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A São Paulo date `2026-11-27` as `27/11/2026`. */
export const brDate = (date: string): string => date.split('-').reverse().join('/');

export interface Frame {
  environment: Environment;
  /** Signed in: the merchant's name and the section the page belongs to. */
  merchantName?: string;
  current?: Section | 'home';
}

function nav(current: Frame['current']): string {
  const link = (href: string, key: Section | 'home') =>
    `<li><a href="${href}"${current === key ? ' aria-current="page"' : ''}>${esc(m.nav[key])}</a></li>`;
  return `<nav aria-label="${esc(m.nav.label)}"><ul>${link('/dashboard', 'home')}${SECTIONS.map((section) =>
    link(`/dashboard/${section}`, section),
  ).join('')}</ul></nav>`;
}

/** The page around a body: the test banner, the merchant's name, the sections and "Sair". */
export function layout(title: string, body: string, frame: Frame, antiForgery?: string): string {
  const banner =
    frame.environment === 'test' ? `<p class="test-banner" role="note">${esc(m.testBanner)}</p>` : '';
  const signedIn =
    frame.merchantName === undefined
      ? ''
      : `<div class="account"><span class="merchant">${esc(frame.merchantName)}</span>
<form method="post" action="/dashboard/sign-out"><input type="hidden" name="csrf" value="${esc(antiForgery ?? '')}"><button type="submit" class="link">${esc(m.nav.signOut)}</button></form></div>
${nav(frame.current)}`;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)} · ${esc(m.product)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${STYLE_PATH}">
</head>
<body>
<a class="skip" href="#main">${esc(m.skip)}</a>
<header>${banner}<div class="bar"><p class="product">${esc(m.product)}</p>${signedIn}</div></header>
<main id="main">
<h1>${esc(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

export const html = (
  statusCode: number,
  body: string,
  headers: Record<string, string> = {},
): ApiResponse => ({
  statusCode,
  headers: { 'content-type': 'text/html; charset=utf-8', ...PAGE_HEADERS, ...headers },
  body,
});

/** A 303 to `location`, with a link to it for whatever does not follow it. */
export const redirect = (location: string, headers: Record<string, string> = {}): ApiResponse => ({
  statusCode: 303,
  headers: { 'content-type': 'text/html; charset=utf-8', location, ...PAGE_HEADERS, ...headers },
  body: `<!doctype html><html lang="pt-BR"><title>303</title><a href="${esc(location)}">${esc(location)}</a></html>`,
});

/** A table with a caption and column headers; `rows` are already-escaped cells. */
export function table(
  caption: string,
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  if (rows.length === 0) return `<h2>${esc(caption)}</h2><p>${esc(m.none)}</p>`;
  return `<div class="scroll" role="region" aria-label="${esc(caption)}" tabindex="0"><table><caption>${esc(caption)}</caption>
<thead><tr>${headers.map((header) => `<th scope="col">${esc(header)}</th>`).join('')}</tr></thead>
<tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n')}</tbody></table></div>`;
}

/** A definition list of label → already-escaped value. */
export const facts = (pairs: readonly (readonly [string, string])[]): string =>
  `<dl class="facts">${pairs.map(([label, value]) => `<div><dt>${esc(label)}</dt><dd>${value}</dd></div>`).join('')}</dl>`;

export const link = (href: string, text: string): string => `<a href="${esc(href)}">${esc(text)}</a>`;
export const code = (text: string): string => `<code>${esc(text)}</code>`;
export const notice = (text: string): string => `<p class="notice" role="status">${esc(text)}</p>`;

/** The link to the next page of a list, keeping its filters. */
export function nextLink(
  path: string,
  query: Record<string, string | undefined>,
  cursor: string | null,
): string {
  if (cursor === null) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  params.set('cursor', cursor);
  return `<p class="pager"><a rel="next" href="${esc(`${path}?${params.toString()}`)}">${esc(m.next)}</a></p>`;
}

/** Texts with backticks show them as code. */
export const withCode = (text: string): string =>
  esc(text).replace(/`([^`]+)`/g, (_, inner: string) => `<code>${inner}</code>`);

export const messagePage = (title: string, text: string, frame: Frame, antiForgery?: string): string =>
  layout(title, `<p>${withCode(text)}</p><p>${link('/dashboard', m.back)}</p>`, frame, antiForgery);

/**
 * The net of each of the last days as bars, drawn on the server (SVG): labelled for screen readers
 * (`role="img"`, a title and a description), with the same numbers in a table beside it.
 */
export function netChart(days: readonly { date: string; net: number }[]): string {
  const width = 600;
  const height = 200;
  const max = Math.max(0, ...days.map((day) => day.net));
  const min = Math.min(0, ...days.map((day) => day.net));
  const span = max - min || 1;
  const zero = (max / span) * (height - 20) + 10;
  const step = width / days.length;
  const bars = days
    .map((day, index) => {
      const size = (Math.abs(day.net) / span) * (height - 20);
      const y = day.net >= 0 ? zero - size : zero;
      return `<rect x="${(index * step + 2).toFixed(1)}" y="${y.toFixed(1)}" width="${(step - 4).toFixed(1)}" height="${Math.max(size, day.net === 0 ? 0 : 1).toFixed(1)}" class="${day.net < 0 ? 'neg' : 'pos'}"><title>${esc(`${brDate(day.date)}: ${reais(day.net)}`)}</title></rect>`;
    })
    .join('');
  const rows = days.map((day) => [esc(brDate(day.date)), esc(reais(day.net))]);
  return `<figure class="chart">
<svg viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="chart-title chart-desc" preserveAspectRatio="none">
<title id="chart-title">${esc(m.home.chartTitle)}</title>
<desc id="chart-desc">${esc(m.home.chartDesc(reais(max), reais(min)))}</desc>
<line x1="0" x2="${width}" y1="${zero.toFixed(1)}" y2="${zero.toFixed(1)}" class="axis"></line>
${bars}
</svg>
<figcaption>${esc(m.home.chartTitle)}</figcaption>
</figure>
<details><summary>${esc(m.home.chartTable)}</summary>${table(m.home.chartTitle, [m.home.day, m.home.net], rows)}</details>`;
}
