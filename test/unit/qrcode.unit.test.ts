import * as fc from 'fast-check';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { buildBrCode } from '../../lib/domain/brcode.js';
import { create } from 'qrcode/lib/core/qrcode.js';
import { MARGIN, qrCodeDataUrl, SCALE } from '../../lib/pix/qrcode.js';
import { brCodesOfEveryLength, mixedText, printableAscii } from '../support/qr-inputs.js';

// jsqr is CommonJS whose types declare an ES default export; the function is both.
const jsQR = jsQRModule.default;

const PREFIX = 'data:image/png;base64,';

const readPng = (dataUrl: string) => {
  expect(dataUrl.startsWith(PREFIX)).toBe(true);
  return PNG.sync.read(Buffer.from(dataUrl.slice(PREFIX.length), 'base64'));
};

/** Decodes a PNG data URL the way a phone camera would read the screen: pixels in, text out. */
function decode(dataUrl: string): string | undefined {
  const png = readPng(dataUrl);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe('qrCodeDataUrl', () => {
  it('is a PNG that decodes to exactly the BR Code, for a short and a long code', async () => {
    const short = buildBrCode({
      pixKey: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      txid: '***',
    });
    const long = buildBrCode({
      pixKey: `${'k'.repeat(60)}@exemplo.com.br`,
      merchantName: 'Padaria São João & Filhos Ltda.',
      merchantCity: 'São Miguel do Oeste',
      amountCents: 100_000_000,
      txid: 'A'.repeat(25),
      description: 'Pedido 123',
    });
    for (const code of [short, long]) expect(decode(qrCodeDataUrl(code))).toBe(code);
  });

  it('decodes to exactly the BR Code for codes of every length a BR Code takes, and denser payloads', async () => {
    // Denser than any BR Code: printable ASCII up to 300 characters (a BR Code tops out near 250).
    const codes = [...brCodesOfEveryLength(), ...[120, 180, 240, 280, 300].map((n) => printableAscii(n, n))];
    const lengths = codes.map((code) => code.length);
    expect(Math.min(...lengths)).toBeLessThan(130);
    expect(Math.max(...lengths)).toBe(300);
    for (const code of codes) expect(decode(qrCodeDataUrl(code)), code).toBe(code);
  });

  it('decodes to exactly the text for any mix of digits, letters and Unicode (UTF-8 in byte mode)', async () => {
    await fc.assert(
      fc.asyncProperty(mixedText(200), async (text) => {
        expect(decode(qrCodeDataUrl(text))).toBe(text);
      }),
      { numRuns: 60 },
    );
  });

  it('draws each module as 4 × 4 black or white pixels (1 bit each) inside a light quiet zone of 4 modules', async () => {
    for (const text of [
      ...brCodesOfEveryLength().slice(0, 10),
      printableAscii(600, 3),
      '0123456789'.repeat(30),
    ]) {
      const { size, data } = create(text, { errorCorrectionLevel: 'M' }).modules;
      const png = readPng(qrCodeDataUrl(text));
      const width = (size + 2 * MARGIN) * SCALE;
      expect([MARGIN, SCALE]).toEqual([4, 4]);
      expect([png.width, png.height, png.colorType, png.depth]).toEqual([width, width, 0, 1]);
      let wrong = 0;
      for (let y = 0; y < width; y++) {
        for (let x = 0; x < width; x++) {
          const row = Math.floor(y / SCALE) - MARGIN;
          const column = Math.floor(x / SCALE) - MARGIN;
          const inside = row >= 0 && row < size && column >= 0 && column < size;
          const expected = inside && data[row * size + column] === 1 ? 0 : 255;
          // pngjs reads gray into RGBA: every channel the gray value, alpha opaque.
          const at = (y * width + x) * 4;
          if ([0, 1, 2].some((c) => png.data[at + c] !== expected) || png.data[at + 3] !== 255) wrong++;
        }
      }
      expect(wrong, text).toBe(0);
    }
  });

  it('keeps the data URL of a 209-character BR Code under 1.4 KB', async () => {
    const code = buildBrCode({
      pixKey: 'financeiro@lojabenchmark.com.br',
      merchantName: 'Loja Benchmark Comércio de Roupas',
      merchantCity: 'São José dos Campos',
      amountCents: 12_990,
      txid: 'Q7d2XkP9rT4mW8zB1nC6vY3hL',
      description: 'Pedido 1042 - Camiseta',
    });
    expect(code).toHaveLength(209);
    // One bit a pixel: the image a payer's phone loads stays small.
    expect(qrCodeDataUrl(code).length).toBeLessThan(1_400);
  });

  it('input no QR symbol can hold is refused with a clear message', async () => {
    expect(() => qrCodeDataUrl('')).toThrow(/No input text/);
    expect(() => qrCodeDataUrl('a'.repeat(3000))).toThrow(/too big to be stored in a QR Code/);
  });
});
