/**
 * The PSP's notice routes (`/v1/psp/pix-webhook/{secret}/…`): the caller is verified, then each
 * notice applied. A payment (`pix`) settles its charge with its owner's completion
 * (`completeOwner`); an authorization (`rec`) or a cycle (`cobr`) is read back and applied by the
 * subscriptions (`lib/subscriptions/subscription-notices.service.ts`).
 */
import { timingSafeEqual } from 'node:crypto';
import type { NoticeResult, RecurrenceNoticeResult } from './pix-notice.domain.js';
import type { AuthorizationNotice, CycleNotice, PaymentNotice } from '../pix/notices.js';
import { notFound, serviceUnavailable } from '../errors.js';
import { logger } from '../logger.js';
import { PixProviderUnavailable, type PixProvider } from '../pix/provider.js';
import { applyCobrNotice, reconcileRec } from '../subscriptions/subscription-notices.service.js';
import { providersInUse } from '../pix/providers.js';
import { providerForNoticeSecret } from '../pix-connection/providers.service.js';
import { noticeSecretHash } from '../pix-connection/pix-connection.service.js';
import { processNotice } from '../charges/settlement.service.js';
import { completeOwner } from './complete-owner.service.js';

const same = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Who sent a notice: the path's secret segment and, behind mutual TLS, the client certificate. */
export interface NoticeCaller {
  pathSecret: string;
  certificateSubject: string | undefined;
}

/** The caller of a notice route, from its API Gateway request (`{secret}` and the mTLS certificate). */
export const noticeCaller = (event: {
  pathParameters?: { secret?: string | undefined } | undefined;
  requestContext: { authentication?: { clientCert?: { subjectDN?: string } } | undefined };
}): NoticeCaller => ({
  pathSecret: event.pathParameters?.secret ?? '',
  certificateSubject: event.requestContext.authentication?.clientCert?.subjectDN,
});

/** What a provider that cannot answer a notice is answered with: a 503, so the PSP sends it again. */
const retryLater = (error: unknown): unknown => {
  if (!(error instanceof PixProviderUnavailable)) return error;
  if (error.refused) logger.error('PSP refused a notice read-back', { error });
  return serviceUnavailable();
};

/**
 * The provider a notice comes from, once the caller is verified as it. The path's secret segment
 * must match the platform provider's (compared in constant time) or be the secret of a merchant's
 * own PSP connection (found by its hash): its notices are confirmed at that merchant's PSP. A
 * wrong one, or a provider that sends no notices, is the same 404 as a route that does not exist.
 * Behind API Gateway's mutual TLS (custom domain with the PSPs' CAs as truststore) the client
 * certificate was already checked by the gateway; `PIX_WEBHOOK_CLIENT_SUBJECT`, when set, also
 * pins the platform PSP's subject. Payments, authorizations and cycles alike: what a notice names
 * is read back at the PSP it came from, and only what that PSP holds is moved.
 */
export async function verifyNoticeCaller(caller: NoticeCaller): Promise<PixProvider> {
  const provider = providersInUse().find((each) => each.tellsByNotice);
  let expected: string | undefined;
  try {
    expected = await provider?.noticeSecret();
  } catch (error) {
    logger.error('Pix provider settings unavailable', { error: error as Error });
    throw serviceUnavailable();
  }
  if (!provider || expected === undefined || !same(caller.pathSecret, expected)) {
    const connected = caller.pathSecret
      ? await providerForNoticeSecret(noticeSecretHash(caller.pathSecret))
      : undefined;
    if (!connected) throw notFound();
    return connected;
  }
  const subject = process.env.PIX_WEBHOOK_CLIENT_SUBJECT;
  if (subject && caller.certificateSubject !== subject) {
    logger.warn('pix notice with an unexpected client certificate', { presented: caller.certificateSubject });
    throw notFound();
  }
  return provider;
}

/** Settles a verified notice; a PSP that cannot confirm is a 503, so the PSP sends it again. */
export async function handleNotice(
  provider: PixProvider,
  notice: PaymentNotice,
  now: Date = new Date(),
): Promise<NoticeResult> {
  let outcomes;
  try {
    outcomes = await processNotice(provider, notice.payments, completeOwner, now);
  } catch (error) {
    throw retryLater(error);
  }
  const count = (outcome: string) => outcomes.filter((one) => one === outcome).length;
  return {
    received: notice.payments.length,
    settled: count('settled'),
    duplicate: count('duplicate'),
    refundDue: count('refund_due'),
    ignored: count('unknown_txid') + count('unconfirmed'),
  };
}

/** A notice from our PSP: verified, then settled. */
export async function receiveNotice(
  caller: NoticeCaller,
  notice: () => PaymentNotice,
): Promise<NoticeResult> {
  const provider = await verifyNoticeCaller(caller);
  return handleNotice(provider, notice());
}

/**
 * Each distinct id once, in order. A PSP that cannot confirm, or refuses the read-back, is a 503:
 * nothing was applied from an unconfirmed notice, and the PSP sends it again.
 */
async function applyEach(
  ids: string[],
  apply: (id: string) => Promise<boolean>,
): Promise<RecurrenceNoticeResult> {
  let applied = 0;
  try {
    for (const id of new Set(ids)) if (await apply(id)) applied++;
  } catch (error) {
    if (!(error instanceof PixProviderUnavailable)) throw error;
    if (error.refused) logger.error('PSP refused a notice read-back', { error });
    throw serviceUnavailable();
  }
  return { received: ids.length, applied, ignored: ids.length - applied };
}

/**
 * A `rec` notice from a PSP (the platform's, or a merchant's own on its connection's URL):
 * verified, then each `rec` held at that PSP read back there and applied.
 */
export async function receiveRecNotice(
  caller: NoticeCaller,
  notice: () => AuthorizationNotice,
): Promise<RecurrenceNoticeResult> {
  const { connectionId } = await verifyNoticeCaller(caller);
  return applyEach(notice().authorizationIds, (id) => reconcileRec(id, { connectionId }));
}

/**
 * A `cobr` notice from a PSP (the platform's, or a merchant's own): verified, then each `cobr`
 * held at that PSP read back there and applied.
 */
export async function receiveCobrNotice(
  caller: NoticeCaller,
  notice: () => CycleNotice,
): Promise<RecurrenceNoticeResult> {
  const { connectionId } = await verifyNoticeCaller(caller);
  return applyEach(notice().cycleTxids, (txid) => applyCobrNotice(txid, { connectionId }));
}
