/**
 * The PSP's notices. The notice routes parse the bodies the standard API Pix defines with the
 * adapter's schemas, and read them into the provider interface's shapes (`PaymentNotice`,
 * `AuthorizationNotice`, `CycleNotice`) here, so nothing outside lib/pix reaches into the adapter
 * and the services take no API Pix shape.
 */
export {
  authorizationNotice,
  cobrNoticeSchema,
  cycleNotice,
  MAX_PIX_PER_NOTICE,
  MAX_RECURRENCE_PER_NOTICE,
  noticePixSchema,
  paymentNotice,
  pixNoticeSchema,
  recNoticeSchema,
} from './api-pix/notices.js';
export type { AuthorizationNotice, CycleNotice, PaymentNotice } from './provider.js';
