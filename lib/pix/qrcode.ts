import QRCode from 'qrcode';

/** Recent codes a warm function has drawn: a payer's page and a merchant's system re-read one charge. */
const drawn = new Map<string, Promise<string>>();
const DRAWN_MAX = 256;

/**
 * The BR Code as a PNG data URL, for an `<img>` or a bank app's camera. Error correction M (15%)
 * is what the Banco Central's examples use: enough for a screen or a slightly smudged print
 * without making the symbol denser than it needs to be. The payload is printable ASCII, so the
 * encoder's byte mode carries it unchanged and the image decodes to exactly the code. Grayscale
 * (PNG colour type 0): a black-and-white symbol needs no RGBA, and the data URL is half the size.
 */
export function qrCodeDataUrl(brCode: string): Promise<string> {
  const known = drawn.get(brCode);
  if (known) return known;
  const image = QRCode.toDataURL(brCode, {
    errorCorrectionLevel: 'M',
    type: 'image/png',
    margin: 4,
    scale: 4,
    rendererOpts: { colorType: 0 },
    // @types/qrcode lists only `quality` here; the PNG renderer passes every option on to pngjs.
  } as QRCode.QRCodeToDataURLOptions);
  // Oldest first out: a Map iterates in insertion order.
  if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value as string);
  drawn.set(brCode, image);
  image.catch(() => drawn.delete(brCode));
  return image;
}
