import { constants, crc32, deflateSync } from 'node:zlib';
import { encodeText } from './qr-encoder.js';

/** Recent codes a warm function has drawn: a create stores the image it answers with. */
const drawn = new Map<string, Buffer>();
const DRAWN_MAX = 256;

/** Quiet zone (modules) and pixels per module of the image. */
const MARGIN = 4;
const SCALE = 4;

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
 * and came out three times the size (~2.2 KB against ~0.9 KB for a BR Code), in the answer, in
 * the stored item and in the payer's page alike. Deflated once, synchronously, with zlib's
 * run-length strategy: the rows are runs of equal bytes and rows equal to the one above.
 */
function encode(brCode: string): Buffer {
  const { size, modules } = encodeText(brCode);
  const width = (size + MARGIN * 2) * SCALE;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // colour type: grayscale
  // A 4 KiB window and a small hash table: Z_RLE matches only at distance 1, so a bigger window
  // finds nothing more; zlib sets up ~50 KB per image instead of ~260 KB, for an image as small.
  const data = deflateSync(filteredRows(modules, size, width), {
    level: 9,
    strategy: constants.Z_RLE,
    windowBits: 12,
    memLevel: 6,
  });
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

/** The last image's scanlines, reused: only the first pixel row of each module row changes. */
let rows = new Uint8Array(0);
let rowsWidth = 0;

/** A module as SCALE = 4 pixels of a row at 1 bit each: half a byte, light all ones. */
const LIGHT_NIBBLE = 0xf;

/**
 * The image's scanlines, already filtered (PNG "Filtering"): every module is SCALE pixel rows
 * tall, so the first pixel row of each module row is stored as it is (filter None) and the rows
 * under it as Up (identical to the row above: all zeros). At 4 pixels a module and 1 bit a pixel,
 * each module is one half of a byte, so a row is written a byte (two modules) at a time. Bits
 * past the image's width in the last byte (an odd number of modules) are left light.
 */
function filteredRows(modules: Uint8Array, size: number, width: number): Uint8Array {
  const bytes = Math.ceil(width / 8);
  const stride = bytes + 1;
  if (rowsWidth !== width) {
    rows = new Uint8Array(stride * width);
    rowsWidth = width;
    for (let y = 0; y < width; y++) {
      if (y % SCALE !== 0) {
        rows[y * stride] = 2;
        continue;
      }
      // Filter None; quiet zone rows all light, and the light quiet zone of the others.
      rows.fill(0xff, y * stride + 1, (y + 1) * stride);
    }
  }
  /** The module at `column` of the padded row (quiet zone and padding light) as half a byte. */
  const nibble = (row: number, column: number): number =>
    column >= 0 && column < size && modules[row * size + column] === 1 ? 0 : LIGHT_NIBBLE;
  for (let row = 0; row < size; row++) {
    const line = (MARGIN + row) * SCALE * stride + 1;
    for (let byte = 0; byte < bytes; byte++) {
      const left = byte * 2 - MARGIN;
      rows[line + byte] = (nibble(row, left) << 4) | nibble(row, left + 1);
    }
  }
  return rows;
}
