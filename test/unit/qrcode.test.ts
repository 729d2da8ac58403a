import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { buildBrCode } from '../../lib/domain/brcode.js';
import { qrCodeDataUrl } from '../../lib/pix/qrcode.js';

// jsqr is CommonJS whose types declare an ES default export; the function is both.
const jsQR = jsQRModule.default;

const PREFIX = 'data:image/png;base64,';

/** Decodes a PNG data URL the way a phone camera would read the screen: pixels in, text out. */
function decode(dataUrl: string): string | undefined {
  expect(dataUrl.startsWith(PREFIX)).toBe(true);
  const png = PNG.sync.read(Buffer.from(dataUrl.slice(PREFIX.length), 'base64'));
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
    for (const code of [short, long]) expect(decode(await qrCodeDataUrl(code))).toBe(code);
  });
});

/** The library's own PNG path, as `qrCodeDataUrl` called it before writing the PNG itself. */
const libraryDataUrl = (code: string): Promise<string> =>
  QRCode.toDataURL(code, {
    errorCorrectionLevel: 'M',
    type: 'image/png',
    margin: 4,
    scale: 4,
    rendererOpts: { colorType: 0 },
  } as QRCode.QRCodeToDataURLOptions);

describe('qrCodeDataUrl bytes', () => {
  it('are exactly what the qrcode library writes, for codes of every symbol size a BR Code takes', async () => {
    // Keys, names, cities, amounts and descriptions of every length the BR Code allows, so the
    // symbol versions, masks and row filters vary; payloads from ~110 to ~250 characters.
    const codes: string[] = [];
    for (let i = 0; i < 60; i++) {
      codes.push(
        buildBrCode({
          pixKey:
            i % 3 === 0 ? `+55119${String(10_000_000 + i * 7919).slice(0, 8)}` : `${'x'.repeat(i)}@ex.com.br`,
          merchantName: 'Loja São João Comércio'.slice(0, 5 + (i % 20)),
          merchantCity: 'São José dos Campos'.slice(0, 3 + (i % 15)),
          ...(i % 4 !== 0 && { amountCents: 1 + i * 104_729 }),
          txid: i % 5 === 0 ? '***' : `T${i}x${'9'.repeat(i % 23)}`.slice(0, 25),
          ...(i % 2 === 0 && { description: `Pedido ${i} - ${'açaí '.repeat(i % 9)}`.trim() }),
        }),
      );
    }
    // Dense symbols up to 300 characters (a BR Code tops out near 250): printable ASCII from a
    // fixed-seed generator, so the rows are as varied as a payload can make them.
    let seed = 7;
    const random = (): number => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (const length of [120, 180, 240, 280, 300])
      codes.push(Array.from({ length }, () => String.fromCharCode(32 + Math.floor(random() * 95))).join(''));
    const lengths = codes.map((code) => code.length);
    expect(Math.min(...lengths)).toBeLessThan(130);
    expect(Math.max(...lengths)).toBe(300);
    for (const code of codes) {
      // A fresh code each time: the cache would answer a repeat with the first result.
      expect(await qrCodeDataUrl(code), code).toBe(await libraryDataUrl(code));
    }
  });

  it('far beyond any BR Code, are the same image as the library draws (pixels, not chunk layout)', async () => {
    // Numeric and alphanumeric segments, and a symbol near the largest version.
    const codes = [
      '0123456789'.repeat(60),
      'HTTPS://PIX.EXEMPLO.COM.BR/QR/V2/'.repeat(12),
      `${'z'.repeat(900)}é`,
    ];
    const pixels = (dataUrl: string) => {
      const png = PNG.sync.read(Buffer.from(dataUrl.slice(PREFIX.length), 'base64'));
      return { width: png.width, height: png.height, data: Buffer.from(png.data).toString('base64') };
    };
    for (const code of codes) {
      const ours = await qrCodeDataUrl(code);
      expect(pixels(ours), code).toEqual(pixels(await libraryDataUrl(code)));
      expect(decode(ours)).toBe(code);
    }
  });

  it('input no QR symbol can hold is a rejected promise, as the library answers it', async () => {
    // '' and 3,000 bytes (over a version 40 symbol at level M).
    for (const input of ['', 'a'.repeat(3000)]) {
      const library = await libraryDataUrl(input).then(
        () => 'resolved',
        (error: Error) => error.message,
      );
      await expect(qrCodeDataUrl(input)).rejects.toThrow(library);
    }
  });
});
