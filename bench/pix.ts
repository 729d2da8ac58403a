/**
 * What the Pix code costs per request, apart from DynamoDB: building the BR Code (every charge
 * create) and encoding its QR code as a PNG data URL (every response that carries a charge in
 * full: create, retrieve, cancel, refund, simulate-payment). Timed in this process, with the
 * machine quiet (no DynamoDB Local, no server).
 */
import { buildBrCode } from '../lib/domain/brcode.js';
import { percentile } from './shared.js';

export interface PixCost {
  brCodeChars: number;
  brCode: { p50: number; p99: number; n: number };
  /** The first encode in a process that has only imported the module. */
  qrFirstMs: number;
  qr: { p50: number; p99: number; n: number };
  pngBytes: number;
  dataUrlChars: number;
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

export async function measureQrCode(runs: number): Promise<PixCost> {
  const { qrCodeDataUrl } = await import('../lib/pix/qrcode.js');
  const brCode = buildBrCode(SAMPLE);
  let t = performance.now();
  const first = await qrCodeDataUrl(brCode);
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
    await qrCodeDataUrl(code);
    qrMs.push(performance.now() - t);
  }
  const base64 = first.slice(first.indexOf(',') + 1);
  return {
    brCodeChars: brCode.length,
    brCode: { p50: percentile(buildMs, 50), p99: percentile(buildMs, 99), n: runs },
    qrFirstMs,
    qr: { p50: percentile(qrMs, 50), p99: percentile(qrMs, 99), n: runs },
    pngBytes: Buffer.from(base64, 'base64').length,
    dataUrlChars: first.length,
  };
}
