import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

const jsQR = jsQRModule.default;

/** What a QR code image (a PNG data URL, as the API answers it) reads as, with an independent decoder. */
export function decodeQr(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}
