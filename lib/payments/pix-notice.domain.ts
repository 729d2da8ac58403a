import * as z from 'zod/mini';

/** What the webhook answers: how many Pix of the notice it took and what became of each. */
export const noticeResultSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    received: z.number().check(z.int(), z.gte(1)),
    settled: z.number().check(z.int(), z.gte(0)),
    duplicate: z.number().check(z.int(), z.gte(0)),
    refundDue: z.number().check(z.int(), z.gte(0)),
    ignored: z.number().check(z.int(), z.gte(0)),
  }),
);
export type NoticeResult = z.output<typeof noticeResultSchema>;

/** What the `rec` and `cobr` webhooks answer: how many the notice named, and how many changed something. */
export const recurrenceNoticeResultSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    received: z.number().check(z.int(), z.gte(1)),
    applied: z.number().check(z.int(), z.gte(0)),
    ignored: z.number().check(z.int(), z.gte(0)),
  }),
);
export type RecurrenceNoticeResult = z.output<typeof recurrenceNoticeResultSchema>;
