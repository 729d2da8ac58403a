import * as z from 'zod/mini';
import { statedBounds } from '../../domain/text.js';
import type { AuthorizationNotice, CycleNotice, PaymentNotice } from '../provider.js';

/**
 * The body the PSP POSTs to our webhook (`WebhookPixBody` of API Pix 2.9.0): `{"pix": [...]}`.
 * Only what we use is checked strictly; the rest of each Pix (payer info, refunds, value
 * components) passes through, since the standard adds fields without a new major version. The
 * notice is a hint: what settles a charge is the PSP's answer to `GET /pix/{e2eid}`.
 */
export const MAX_PIX_PER_NOTICE = 100;

/** An RFC 3339 date-time (`horario`) is at most 35 characters in practice; this caps absurd input. */
const HORARIO_MAX = 64;

/** A regex that fixes a text's length, with that length stated for the OpenAPI document. */
const fixedText = (pattern: RegExp, maxLength: number) =>
  z.string().check(z.regex(pattern), statedBounds({ maximum: maxLength }));

export const noticePixSchema = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    endToEndId: fixedText(/^[a-zA-Z0-9]{32}$/, 32),
    txid: z.optional(fixedText(/^[a-zA-Z0-9]{1,35}$/, 35)),
    valor: fixedText(/^\d{1,10}\.\d{2}$/, 13),
    horario: z.string().check(z.minLength(1), z.maxLength(HORARIO_MAX)),
  }),
);

export const pixNoticeSchema = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    pix: z.array(noticePixSchema).check(z.minLength(1), z.maxLength(MAX_PIX_PER_NOTICE)),
  }),
);
export type PixNotice = z.output<typeof pixNoticeSchema>;

/** A payment notice as the provider interface reads it: the end-to-end id and txid of each Pix. */
export const paymentNotice = (notice: PixNotice): PaymentNotice => ({
  payments: notice.pix.map(({ endToEndId, txid }) => ({ endToEndId, txid })),
});

/** How many `rec` or `cobr` a PSP notice may name at once. */
export const MAX_RECURRENCE_PER_NOTICE = 100;

const recIdSchema = /* @__PURE__ */ z.lazy(() => fixedText(/^[a-zA-Z0-9]{29}$/, 29));

/**
 * The PSP's notice of authorizations (`WebhookRecBody`: `{"recs": [...]}`). Only the ids are read:
 * what changes a subscription is the PSP's answer to `GET /rec/{idRec}`.
 */
export const recNoticeSchema = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    recs: z
      .array(z.looseObject({ idRec: recIdSchema }))
      .check(z.minLength(1), z.maxLength(MAX_RECURRENCE_PER_NOTICE)),
  }),
);
export type RecNotice = z.output<typeof recNoticeSchema>;

/** An authorization notice as the provider interface reads it: each `idRec`. */
export const authorizationNotice = (notice: RecNotice): AuthorizationNotice => ({
  authorizationIds: notice.recs.map((rec) => rec.idRec),
});

/** The PSP's notice of cycles (`WebhookCobRBody`: `{"cobsr": [...]}`), read back by `GET /cobr/{txid}`. */
export const cobrNoticeSchema = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    cobsr: z
      .array(z.looseObject({ idRec: recIdSchema, txid: fixedText(/^[a-zA-Z0-9]{26,35}$/, 35) }))
      .check(z.minLength(1), z.maxLength(MAX_RECURRENCE_PER_NOTICE)),
  }),
);
export type CobrNotice = z.output<typeof cobrNoticeSchema>;

/** A cycle notice as the provider interface reads it: each `cobr`'s txid. */
export const cycleNotice = (notice: CobrNotice): CycleNotice => ({
  cycleTxids: notice.cobsr.map((cobr) => cobr.txid),
});
