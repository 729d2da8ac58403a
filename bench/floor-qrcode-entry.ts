/**
 * Reference bundle: the import-time floor plus the QR code PNG encoder (`qrcode`), to show what
 * the encoder alone adds to a charge function's cold start.
 */
import QRCode from 'qrcode';

export { client } from './floor-entry.js';

export const handler = async (): Promise<{ statusCode: number; body: string }> => ({
  statusCode: 200,
  body: await QRCode.toDataURL('x', { errorCorrectionLevel: 'M' }),
});
