import QRCode from 'qrcode';

/**
 * The BR Code as a PNG data URL, for an `<img>` or a bank app's camera. Error correction M (15%)
 * is what the Banco Central's examples use: enough for a screen or a slightly smudged print
 * without making the symbol denser than it needs to be. The payload is printable ASCII, so the
 * encoder's byte mode carries it unchanged and the image decodes to exactly the code.
 */
export function qrCodeDataUrl(brCode: string): Promise<string> {
  return QRCode.toDataURL(brCode, { errorCorrectionLevel: 'M', type: 'image/png', margin: 4, scale: 4 });
}
