import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
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
