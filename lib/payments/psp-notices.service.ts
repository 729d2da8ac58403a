import { timingSafeEqual } from 'node:crypto';
import type { NoticeResult, PixNotice } from './pix-notice.domain.js';
import { notFound, serviceUnavailable } from '../errors.js';
import { logger } from '../logger.js';
import { PspUnavailableError } from '../pix/api-pix/client.js';
import { apiPixClient } from '../pix/api-pix/instance.js';
import { apiPixSettings } from '../pix/api-pix/settings.js';
import { currentProviderName } from '../pix/providers.js';
import { processNotice } from '../charges/settlement.service.js';

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

/**
 * Whether the caller is our PSP. The path's secret segment must match (compared in constant
 * time; a wrong one is the same 404 as a route that does not exist). Behind API Gateway's mutual
 * TLS (custom domain with the PSP's CA as truststore) the client certificate was already checked
 * by the gateway; `PIX_WEBHOOK_CLIENT_SUBJECT`, when set, also pins its subject.
 */
export async function verifyNoticeCaller(caller: NoticeCaller): Promise<void> {
  if (currentProviderName() !== 'api-pix') throw notFound();
  let expected: string;
  try {
    expected = (await apiPixSettings()).webhookSecret;
  } catch (error) {
    logger.error('API Pix settings unavailable', { error: error as Error });
    throw serviceUnavailable();
  }
  if (!same(caller.pathSecret, expected)) throw notFound();
  const subject = process.env.PIX_WEBHOOK_CLIENT_SUBJECT;
  if (subject && caller.certificateSubject !== subject) {
    logger.warn('pix notice with an unexpected client certificate', { presented: caller.certificateSubject });
    throw notFound();
  }
}

/** Settles a verified notice; a PSP that cannot confirm is a 503, so the PSP sends it again. */
export async function handleNotice(notice: PixNotice, now: Date = new Date()): Promise<NoticeResult> {
  let outcomes;
  try {
    outcomes = await processNotice(await apiPixClient(), notice.pix, now);
  } catch (error) {
    if (error instanceof PspUnavailableError) throw serviceUnavailable();
    throw error;
  }
  const count = (outcome: string) => outcomes.filter((one) => one === outcome).length;
  return {
    received: notice.pix.length,
    settled: count('settled'),
    duplicate: count('duplicate'),
    refundDue: count('refund_due'),
    ignored: count('unknown_txid') + count('unconfirmed'),
  };
}

/** A notice from our PSP: verified, then settled. */
export async function receiveNotice(caller: NoticeCaller, notice: () => PixNotice): Promise<NoticeResult> {
  await verifyNoticeCaller(caller);
  return handleNotice(notice());
}
