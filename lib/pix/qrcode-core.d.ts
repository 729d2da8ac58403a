// The `qrcode` package's symbol builder, imported without its renderers (see qrcode.ts).
declare module 'qrcode/lib/core/qrcode.js' {
  export { create } from 'qrcode';
}
