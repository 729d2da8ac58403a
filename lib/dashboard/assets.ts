/**
 * The dashboard's style sheet, served by its own page function (`/dashboard/assets/dashboard.css`):
 * the CSP takes styles from the page's origin only, never inline. Mobile first (one column at
 * 360 px, tables scroll inside their own box), a side menu from 960 px; contrast meets WCAG AA.
 */
export const DASHBOARD_CSS = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#f3f4f6}
a{color:#0b5cad}
.skip{position:absolute;left:-9999px}.skip:focus{left:8px;top:8px;background:#fff;padding:8px;z-index:2}
.test-banner{margin:0;padding:6px 16px;background:#7a4b00;color:#fff;text-align:center;font-weight:600}
.bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px;padding:8px 16px;background:#0f2e4d;color:#fff}
.bar .product{margin:0;font-weight:700}
.account{display:flex;align-items:center;gap:12px;flex-wrap:wrap}
.account form{margin:0}
.merchant{font-weight:600;overflow-wrap:anywhere}
button.link{min-height:32px;margin:0;padding:4px 10px;background:#fff;color:#0f2e4d}
nav{width:100%}
nav ul{list-style:none;margin:0;padding:0;display:flex;gap:4px;overflow-x:auto}
nav a{display:block;padding:6px 10px;color:#fff;text-decoration:none;border-radius:4px;white-space:nowrap}
nav a[aria-current="page"]{background:#fff;color:#0f2e4d;font-weight:700}
main{max-width:1200px;margin:0 auto;padding:16px;background:#fff;min-height:100vh}
h1{font-size:1.4rem;margin:0 0 12px;overflow-wrap:anywhere}
h2{font-size:1.1rem;margin:20px 0 8px}
.cards{display:grid;grid-template-columns:1fr;gap:12px}
@media (min-width:720px){.cards{grid-template-columns:repeat(3,1fr)}}
.cards section{border:1px solid #d1d5db;border-radius:8px;padding:8px 12px}
.cards h2{margin-top:4px}
.facts{margin:0}
.facts div{display:flex;justify-content:space-between;gap:12px;padding:4px 0;border-bottom:1px solid #e5e7eb}
.facts dt{color:#374151}
.facts dd{margin:0;text-align:right;overflow-wrap:anywhere;font-variant-numeric:tabular-nums}
.scroll{overflow-x:auto;margin:8px 0}
table{border-collapse:collapse;width:100%;font-size:.95rem}
caption{text-align:left;font-weight:700;font-size:1.1rem;padding:8px 0}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e5e7eb;vertical-align:top}
td{overflow-wrap:anywhere}
th{background:#f3f4f6}
.status{display:inline-block;padding:0 6px;border-radius:4px;background:#e5e7eb;font-size:.85rem;font-weight:600}
.s-paid,.s-succeeded,.s-completed,.s-active,.s-matched,.s-delivered{background:#d1fae5;color:#064e3b}
.s-failed,.s-cancelled,.s-expired,.s-revoked,.s-discrepancies{background:#fee2e2;color:#7f1d1d}
.chart{margin:16px 0}
.chart svg{width:100%;height:200px;border:1px solid #e5e7eb;border-radius:6px;background:#fafafa}
.chart .pos{fill:#0b5cad}.chart .neg{fill:#b91c1c}.chart .axis{stroke:#374151;stroke-width:1}
figcaption{color:#374151;font-size:.9rem}
.filters{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end}
label{display:block;font-weight:600;margin:8px 0 4px}
input,select{font:inherit;padding:8px;border:1px solid #6b7280;border-radius:6px;color:#1a1a1a;background:#fff;max-width:100%}
button,.button{display:inline-block;min-height:44px;padding:10px 16px;margin-top:8px;font:inherit;font-weight:600;color:#fff;background:#0b5cad;border:0;border-radius:6px;cursor:pointer;text-decoration:none}
button.secondary{background:#374151}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,summary:focus-visible,.scroll:focus-visible{outline:3px solid #b45309;outline-offset:2px}
.action{margin:12px 0;padding:8px 12px;border:1px solid #d1d5db;border-radius:8px}
td .action{border:0;padding:0;margin:0}
.notice{padding:8px 12px;border-left:4px solid #0b5cad;background:#eef5fc}
.error{padding:8px 12px;border-left:4px solid #b91c1c;background:#fef2f2}
.hint{color:#374151}
.brcode{font-family:ui-monospace,monospace;font-size:.8rem;word-break:break-all;padding:8px;border:1px solid #6b7280;border-radius:6px;background:#f9fafb}
.qr{display:block;image-rendering:pixelated}
.timeline{padding-left:20px}
pre{overflow-x:auto;background:#f9fafb;padding:8px;border-radius:6px}
@media (min-width:960px){body{display:block}}
`;
