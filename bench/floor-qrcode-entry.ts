/**
 * Reference bundle: the import-time floor plus the QR code PNG encoder charge functions use
 * (`lib/pix/qrcode.ts`: the symbol from `lib/pix/qr-encoder.ts`, the PNG written with node:zlib), to
 * show what the encoder alone adds to a charge function's cold start.
 */
import { qrCodeDataUrl } from '../lib/pix/qrcode.js';

export { client } from './floor-entry.js';

export const handler = async (): Promise<{ statusCode: number; body: string }> => ({
  statusCode: 200,
  body: qrCodeDataUrl('x'),
});
