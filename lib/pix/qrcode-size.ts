/**
 * The geometry of the QR images (`qrcode.ts` draws with it) and the largest image it can give,
 * which the OpenAPI document states as the length of `pix.qrCode`.
 */

/** Quiet zone around the symbol, in modules (ISO/IEC 18004 asks for 4). */
export const MARGIN = 4;
/** Pixels per module: a phone reads it from a screen or a print. */
export const SCALE = 4;

/** The most a QR code holds at error correction level M (version 40), in bytes. */
export const QR_CODE_MAX_BYTES = 2331;
/** Modules a side of that largest QR code. */
const MAX_MODULES = 177;

/**
 * The longest data URL of a QR image: the PNG of the largest QR code (one bit a pixel, each
 * scanline after its filter byte) under deflate's worst case (zlib's `deflateBound`), in base64
 * after the `data:` prefix.
 */
export const QR_CODE_DATA_URL_MAX = (() => {
  const width = (MAX_MODULES + 2 * MARGIN) * SCALE;
  const raw = (Math.ceil(width / 8) + 1) * width;
  const deflated = raw + Math.ceil(raw / 8) + Math.ceil(raw / 64) + 11;
  const png = 8 + (12 + 13) + (12 + deflated) + 12;
  return 'data:image/png;base64,'.length + 4 * Math.ceil(png / 3);
})();
