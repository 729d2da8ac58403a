import { crc32, deflateSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
// The symbol alone: the package's entry point also loads its PNG, SVG and terminal renderers.
import { create } from 'qrcode/lib/core/qrcode.js';
import { MARGIN, SCALE } from './qrcode-size.js';

export { MARGIN, SCALE };

/** Images of recently issued codes: a create, its reads and its page draw the same one. */
const drawn = new LRUCache<string, Buffer>({ max: 512 });

/**
 * The BR Code's QR code as a PNG. The symbol comes from the `qrcode` package at error correction
 * level M, as the Banco Central's examples use. The PNG is written here, black and white at one
 * bit a pixel, because the package renders 8-bit RGBA through pngjs: several times the bytes in
 * every answer and page, for an image with two colours.
 */
export function qrCodePng(text: string): Buffer {
  let png = drawn.get(text);
  if (png === undefined) {
    png = render(text);
    drawn.set(text, png);
  }
  return png;
}

/** The image as the data URL the API answers with (`pix.qrCode`). */
export const qrCodeDataUrl = (text: string): string =>
  `data:image/png;base64,${qrCodePng(text).toString('base64')}`;

function render(text: string): Buffer {
  const { size, data } = create(text, { errorCorrectionLevel: 'M' }).modules;
  const width = (size + 2 * MARGIN) * SCALE;
  const rowBytes = Math.ceil(width / 8);
  // Each scanline: filter byte 0, then one bit a pixel, 1 light and 0 dark (grayscale).
  const scanlines = Buffer.alloc((rowBytes + 1) * width);
  for (let y = 0; y < width; y++) {
    const moduleRow = Math.floor(y / SCALE) - MARGIN;
    const line = y * (rowBytes + 1) + 1;
    for (let x = 0; x < width; x++) {
      const moduleColumn = Math.floor(x / SCALE) - MARGIN;
      const dark =
        moduleRow >= 0 &&
        moduleRow < size &&
        moduleColumn >= 0 &&
        moduleColumn < size &&
        data[moduleRow * size + moduleColumn] === 1;
      if (!dark) scanlines[line + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // colour type: grayscale
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk: length, type, body, and the CRC-32 of type and body. */
function chunk(type: string, body: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
