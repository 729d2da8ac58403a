import { crc32 } from 'node:zlib';
import { deflateQrRows, MARGIN, SCALE } from './qr-deflate.js';
import { encodeText } from './qr-encoder.js';

/** Recent codes a warm function has drawn: a create stores the image it answers with. */
const drawn = new Map<string, Buffer>();
const DRAWN_MAX = 256;

/**
 * The BR Code as a PNG, for an `<img>` or a bank app's camera. Error correction M (15%)
 * is what the Banco Central's examples use: enough for a screen or a slightly smudged print
 * without making the symbol denser than it needs to be. The payload is printable ASCII, which the
 * encoder's modes carry unchanged, so the image decodes to exactly the code. Black and white at
 * one bit a pixel (PNG grayscale, bit depth 1: see `encode`). A charge stores its image when it
 * is created (`lib/db/charges.ts`), so reads do not draw it.
 */
export function qrCodePng(brCode: string): Buffer {
  let image = drawn.get(brCode);
  if (image === undefined) {
    image = encode(brCode);
    // Oldest first out: a Map iterates in insertion order.
    if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value as string);
    drawn.set(brCode, image);
  }
  return image;
}

/** Draws the charge's image ahead of `qrCodeDataUrl` (kept with the last drawn): a transition's `WhileWriting`. */
export const drawAhead = (charge: { brCode: string }): void => {
  qrCodePng(charge.brCode);
};

/** A PNG as the data URL the API answers with (`pix.qrCode`). */
export const pngDataUrl = (png: Uint8Array): string =>
  `data:image/png;base64,${Buffer.from(png.buffer, png.byteOffset, png.byteLength).toString('base64')}`;

/** The BR Code's QR code image as a data URL: the stored image if there is one, else drawn now. */
export const qrCodeDataUrl = (brCode: string, stored?: Uint8Array): string =>
  pngDataUrl(stored ?? qrCodePng(brCode));

/**
 * The symbol from our encoder, the PNG written here: 1 bit per pixel (grayscale, 0 dark, 1
 * light), quiet zone 4, scale 4, one IDAT. A black-and-white symbol needs no more: at 8 bits a
 * pixel the image had eight times the bytes to filter and deflate (~0.25 ms of a charge create)
 * and came out three times the size (~2.2 KB against ~0.75 KB for a BR Code), in the answer, in
 * the stored item and in the payer's page alike. The scanlines are deflated as they are described
 * (`deflateQrRows`), never laid out in memory.
 */
function encode(brCode: string): Buffer {
  const { size, modules } = encodeText(brCode);
  const width = (size + MARGIN * 2) * SCALE;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // colour type: grayscale
  const data = deflateQrRows(modules, size);
  const png = Buffer.allocUnsafe(SIGNATURE.length + 3 * 12 + header.length + data.length);
  png.set(SIGNATURE, 0);
  let at = chunk(png, SIGNATURE.length, 'IHDR', header);
  at = chunk(png, at, 'IDAT', data);
  chunk(png, at, 'IEND', new Uint8Array(0));
  return png;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Writes a chunk (length, type, body, CRC of type and body) at `at`; returns where it ends. */
function chunk(png: Buffer, at: number, type: string, body: Uint8Array): number {
  const end = at + 8 + body.length;
  png.writeUInt32BE(body.length, at);
  png.write(type, at + 4, 'latin1');
  png.set(body, at + 8);
  png.writeUInt32BE(crc32(png.subarray(at + 4, end)), end);
  return end + 4;
}
