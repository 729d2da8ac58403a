/**
 * The PSP's notice bodies, as the standard API Pix defines them (`lib/pix/api-pix/notices.ts`): the
 * notice routes parse them here, so nothing outside lib/pix reaches into the adapter.
 */
export {
  cobrNoticeSchema,
  MAX_PIX_PER_NOTICE,
  MAX_RECURRENCE_PER_NOTICE,
  noticePixSchema,
  pixNoticeSchema,
  recNoticeSchema,
  type CobrNotice,
  type PixNotice,
  type RecNotice,
} from './api-pix/notices.js';
