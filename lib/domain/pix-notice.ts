import * as z from 'zod';

/**
 * The body the PSP POSTs to our webhook (`WebhookPixBody` of API Pix 2.9.0): `{"pix": [...]}`.
 * Only what we use is checked strictly; the rest of each Pix (payer info, refunds, value
 * components) passes through, since the standard adds fields without a new major version. The
 * notice is a hint: what settles a charge is the PSP's answer to `GET /pix/{e2eid}`.
 */
export const MAX_PIX_PER_NOTICE = 100;

export const noticePixSchema = z.looseObject({
  endToEndId: z.string().regex(/^[a-zA-Z0-9]{32}$/),
  txid: z
    .string()
    .regex(/^[a-zA-Z0-9]{1,35}$/)
    .optional(),
  valor: z.string().regex(/^\d{1,10}\.\d{2}$/),
  horario: z.string().min(1),
});

export const pixNoticeSchema = z.looseObject({
  pix: z.array(noticePixSchema).min(1).max(MAX_PIX_PER_NOTICE),
});
export type PixNotice = z.output<typeof pixNoticeSchema>;

/** What the webhook answers: how many Pix of the notice it took and what became of each. */
export const noticeResultSchema = z.strictObject({
  received: z.number().int().min(1),
  settled: z.number().int().min(0),
  duplicate: z.number().int().min(0),
  refundDue: z.number().int().min(0),
  ignored: z.number().int().min(0),
});
export type NoticeResult = z.output<typeof noticeResultSchema>;
