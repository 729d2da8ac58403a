/**
 * The symbol encoder alone (`qrcode`'s `lib/core/qrcode.js`, the `create` its index re-exports):
 * importing the package's index would also bundle its renderers and pngjs (~37 KB) that
 * `lib/pix/qrcode.ts` does not use. Same signature as `QRCode.create` in `@types/qrcode`.
 */
declare module 'qrcode/lib/core/qrcode.js' {
  import type { create as createSymbol } from 'qrcode';
  export const create: typeof createSymbol;
}
