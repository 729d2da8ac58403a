/**
 * What the Pix code costs per request, apart from DynamoDB: building the BR Code (every charge
 * create) and encoding its QR code as a PNG data URL (every response that carries a charge in
 * full: create, retrieve, cancel, refund, simulate-payment; the hosted page), and rendering the
 * hosted page's HTML. Timed in this process, with no DynamoDB Local and no server running.
 */
import { buildBrCode } from '../lib/domain/brcode.js';
import type { Checkout } from '../lib/domain/checkout.js';
import { percentile } from './shared.js';

export interface PixCost {
  brCodeChars: number;
  brCode: { p50: number; p99: number; n: number };
  /** The first encode in a process that has only imported the module. */
  qrFirstMs: number;
  qr: { p50: number; p99: number; n: number };
  pngBytes: number;
  dataUrlChars: number;
  /** `renderPage` of an open checkout with its QR code already encoded: the HTML alone. */
  page: { p50: number; p99: number; n: number };
  pageBytes: number;
}

/** A charge of the benchmark merchant: e-mail key, long accented name and city, a description. */
const SAMPLE = {
  pixKey: 'financeiro@lojabenchmark.com.br',
  merchantName: 'Loja Benchmark Comércio de Roupas',
  merchantCity: 'São José dos Campos',
  amountCents: 12_990,
  txid: 'Q7d2XkP9rT4mW8zB1nC6vY3hL',
  description: 'Pedido 1042 - Camiseta',
};

/** An open checkout of two lines with a coupon, as the benchmark's checkouts recipe creates. */
function sampleCheckout(now: Date): Checkout {
  const at = now.toISOString();
  const line = (n: number, unitPrice: number, quantity: number) => ({
    productId: `01a20000-0000-7000-8000-00000000000${n}`,
    externalId: `SKU-${n}`,
    name: `Camiseta algodão orgânico modelo ${n}`,
    unitPrice,
    quantity,
    amount: unitPrice * quantity,
  });
  const items = [line(1, 2490, 2), line(2, 1990, 3)];
  const subtotal = items.reduce((sum, item) => sum + item.amount, 0);
  return {
    id: '01a20000-0000-7000-8000-0000000000c0',
    merchantId: '01a20000-0000-7000-8000-0000000000a0',
    status: 'OPEN',
    items,
    subtotal,
    discount: 1097,
    total: subtotal - 1097,
    coupon: { id: '01a20000-0000-7000-8000-0000000000b0', code: 'BEMVINDO10', type: 'PERCENTAGE', value: 10 },
    customerId: null,
    allowCoupons: false,
    returnUrl: 'https://loja.exemplo.com.br/pedido/voltar',
    completionUrl: null,
    chargeId: '01a20000-0000-7000-8000-0000000000d0',
    tokenHash: '0'.repeat(64),
    expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
    completedAt: null,
    cancelledAt: null,
    expiredAt: null,
    refusedCoupons: 0,
    metadata: {},
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
}

export async function measureQrCode(runs: number): Promise<PixCost> {
  const { qrCodeDataUrl } = await import('../lib/pix/qrcode.js');
  const { renderPage } = await import('../lib/payment-page/render.js');
  const brCode = buildBrCode(SAMPLE);
  let t = performance.now();
  const first = qrCodeDataUrl(brCode);
  const qrFirstMs = performance.now() - t;

  const buildMs: number[] = [];
  const qrMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Another txid each time, as every charge has its own.
    const txid = `${SAMPLE.txid.slice(0, 20)}${String(i).padStart(5, '0')}`;
    t = performance.now();
    const code = buildBrCode({ ...SAMPLE, txid });
    buildMs.push(performance.now() - t);
    t = performance.now();
    qrCodeDataUrl(code);
    qrMs.push(performance.now() - t);
  }
  const now = new Date();
  const checkout = sampleCheckout(now);
  const pix = { brCode, qrCode: first };
  const render = () =>
    renderPage({
      token: 'AXlKHiilEJeD7Qzosp9nptB9jnJzqKZ9WCTxstoO3cE',
      checkout,
      merchantName: SAMPLE.merchantName,
      environment: 'test',
      now,
      pix,
    });
  const html = render();
  const pageMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    t = performance.now();
    render();
    pageMs.push(performance.now() - t);
  }
  const base64 = first.slice(first.indexOf(',') + 1);
  return {
    brCodeChars: brCode.length,
    brCode: { p50: percentile(buildMs, 50), p99: percentile(buildMs, 99), n: runs },
    qrFirstMs,
    qr: { p50: percentile(qrMs, 50), p99: percentile(qrMs, 99), n: runs },
    pngBytes: Buffer.from(base64, 'base64').length,
    dataUrlChars: first.length,
    page: { p50: percentile(pageMs, 50), p99: percentile(pageMs, 99), n: runs },
    pageBytes: Buffer.byteLength(html),
  };
}
