import { chargeTransition, findCharge, newChargeItems } from '../charges/charges.storage.js';
import {
  checkoutAndCodeOwner,
  checkoutReplacement,
  checkoutUpdatedEvent,
  couponAndCharge,
  couponByCode,
  couponReservation,
  findCheckout,
  merchantAndCharge,
  takeCouponTry,
  tokenPointer,
  type PagePointer,
} from '../checkouts/checkouts.storage.js';
import { ConditionFailed, transact } from '../db/transact.js';
import type { Charge } from '../charges/charge.domain.js';
import {
  applyDiscount,
  checkoutCoupon,
  couponRefusal,
  pageRefusal,
  effectiveStatus,
  MIN_TOTAL_CENTS,
  type Checkout,
} from '../checkouts/checkout.domain.js';
import { isTokenShaped, openPaymentToken, sealPaymentToken, tokenHash } from '../domain/payment-token.js';
import { config } from '../config.js';
import { countRequest, returnToken, takeToken, type TakenToken } from '../db/rate-limits.js';
import { isOver, rateLimitHeaders, type RateLimitState } from '../domain/rate-limit.js';
import { ApiError, applying, notFound } from '../errors.js';
import { pixIdentityOf } from '../domain/pix-identity.js';
import { messages } from '../messages.js';
import { paymentPageMessages } from './payment-page.messages.js';
import { payCharge } from '../charges/charges.service.js';
import { completeOwner } from '../payments/complete-owner.service.js';
import { checkoutNotOpen, refusedCoupon, totalBelowMinimum } from '../checkouts/checkouts.service.js';
import { TRY_AGAIN, writeWithNewCharge } from '../charges/new-charge.service.js';
import { chargeIssuer } from '../charges/charge-pix.service.js';
import { couponPolicy, failedAuthentication, pollPolicy, tooManyRequests } from '../http/rate-limits.js';
import { findSubscription } from '../subscriptions/subscriptions.storage.js';
import type { Subscription } from '../subscriptions/subscription.domain.js';

const pageMessages = paymentPageMessages;

/** What a payment token points to; undefined for an unknown or malformed token. */
async function pointerOf(token: string): Promise<PagePointer | undefined> {
  return isTokenShaped(token) ? tokenPointer(tokenHash(token)) : undefined;
}

/**
 * What a page sells: a checkout (with its current charge, when read) or a charge with a page of
 * its own (`paymentUrl`).
 */
export type PageSubject =
  { checkout: Checkout; charge?: Charge | undefined } | { checkout?: never; charge: Charge };

async function subjectOf(pointer: PagePointer): Promise<PageSubject | undefined> {
  if ('chargeId' in pointer) {
    const charge = await findCharge(pointer.merchantId, pointer.chargeId);
    return charge && { charge };
  }
  const checkout = await findCheckout(pointer.merchantId, pointer.checkoutId);
  return checkout && { checkout };
}

/**
 * What the page shows: the merchant's name, the checkout if it sells one, and the charge (the
 * code to pay while payable; the receipt once paid), with the subscription whose authorization it
 * is, if any (the page says what paying it authorizes). An unknown token counts as a failed
 * authentication of `source` (429 once the address is past its limit, as on the page's other
 * routes) and answers the address's RateLimit fields; a known token opens its page from any
 * address. Undefined for a token whose checkout or charge is gone.
 */
export async function openPage(
  token: string,
  source: string,
): Promise<
  | {
      merchantName: string;
      checkout?: Checkout | undefined;
      charge: Charge;
      subscription?: Subscription | undefined;
    }
  | { unknown: true; headers: Record<string, string> }
  | undefined
> {
  const pointer = await pointerOf(token);
  if (!pointer) {
    const refusal = await failedAuthentication(source, notFound());
    if (refusal.status === 429) throw refusal;
    // The address's standing, as the page's other routes answer it.
    return { unknown: true, headers: refusal.headers };
  }
  if ('chargeId' in pointer) {
    const { merchantName, charge } = await merchantNameAndCharge(pointer.merchantId, pointer.chargeId);
    if (!charge?.subscriptionId) return charge && { merchantName, charge };
    const subscription = await findSubscription(charge.merchantId, charge.subscriptionId);
    return { merchantName, charge, subscription };
  }
  const checkout = await findCheckout(pointer.merchantId, pointer.checkoutId);
  if (!checkout) return undefined;
  const { merchantName, charge } = await merchantNameAndCharge(checkout.merchantId, checkout.chargeId);
  // Every checkout has its charge: a missing one is a fault the payer should not see as a page.
  if (!charge) throw notFound();
  return { merchantName, checkout, charge };
}

/**
 * The merchant's name on its page (its Pix identity's, as the payer's bank shows it) and the charge;
 * in `live`, a merchant without a Pix key is a 400 `pix_key_missing`.
 */
async function merchantNameAndCharge(merchantId: string, chargeId: string) {
  const { merchant, charge } = await merchantAndCharge(merchantId, chargeId);
  const { merchantName } = applying(() => pixIdentityOf(merchant, config().environment));
  return { merchantName, charge };
}

/** The subject a page token opens; an unknown token is a failed authentication of `source`. */
async function pageSubject(token: string, source: string): Promise<PageSubject> {
  const pointer = await pointerOf(token);
  if (!pointer) return unknownToken(source);
  const subject = await subjectOf(pointer);
  if (!subject) throw notFound();
  return subject;
}

/**
 * An unknown page token from `source` counts as a failed authentication, on every page route: a
 * scan of random tokens meets the same per-address limit as one of random API keys.
 */
async function unknownToken(source: string): Promise<never> {
  throw await failedAuthentication(source, notFound());
}

/**
 * What the page polls, counted per token (`docs/rules/rate-limits.md`): the count runs beside the
 * token's read, and the checkout or charge is read only under the limit.
 */
export async function pollPage(
  token: string,
  source: string,
): Promise<{ subject: PageSubject; rateLimit: RateLimitState }> {
  if (!isTokenShaped(token)) return unknownToken(source);
  const hashed = tokenHash(token);
  const [pointer, rateLimit] = await Promise.all([tokenPointer(hashed), countRequest(pollPolicy(), hashed)]);
  if (!pointer) return unknownToken(source);
  if (isOver(rateLimit)) throw tooManyRequests(rateLimit, messages.limits.pagePolls);
  const subject = await subjectOf(pointer);
  if (!subject) throw notFound();
  return { subject, rateLimit };
}

/**
 * The sandbox payer's bank, from the page: only in `test` (a 404 in live). A due-date charge is
 * paid today's amount. An unknown token counts against `source` as on the page's other routes.
 */
export async function simulatePagePayment(token: string, source: string): Promise<PageSubject> {
  if (config().environment !== 'test') throw notFound();
  const subject = await pageSubject(token, source);
  if (!subject.checkout)
    return { charge: await payCharge(subject.charge.merchantId, subject.charge.id, completeOwner) };
  const { checkout } = subject;
  await payCharge(checkout.merchantId, checkout.chargeId, completeOwner, { checkout });
  // Paid: the checkout was completed on the condition that it still had this charge, and only a
  // new charge changes its totals, so it is the checkout read, completed.
  return { checkout: { ...checkout, status: 'COMPLETED' } };
}

const couponNotAllowed = (): ApiError =>
  new ApiError(400, pageMessages.couponNotAllowed, null, 'coupon_not_allowed');

const tooManyCoupons = (): ApiError =>
  new ApiError(429, pageMessages.tooManyCoupons, null, 'too_many_coupon_attempts');

/** `error` with where the address stands in its coupon quota, when it is one of ours. */
function withStanding(error: unknown, standing: RateLimitState): unknown {
  if (error instanceof ApiError) error.headers = { ...error.headers, ...rateLimitHeaders(standing) };
  return error;
}

/**
 * The payer's code on the page: one transaction replaces the checkout's totals and charge (the
 * old charge cancelled with its event, a new one for the new total with the same expiry) and
 * reserves the coupon. Reads: the token's pointer, then the checkout with the code's guard, then
 * the coupon with the current charge (each a consistent batch).
 *
 * Before a code is judged it takes a token of its address's quota on the merchant's pages
 * (`docs/rules/rate-limits.md`: 30 refused codes an hour), beside the checkout's read, and then one of the
 * checkout's 10 tries (`docs/rules/checkouts.md`), beside the coupon's read. A refused take is 429 whatever
 * the code (`rate_limited`, or `too_many_coupon_attempts` for the checkout), so however many
 * codes race, at most those numbers are judged; a code refused for its address takes none of its
 * checkout's tries. A code the page refuses, for whatever reason, keeps what it took; an applied
 * one gives its address's token back once written (the checkout then takes no more codes).
 */
export async function applyPageCoupon(
  token: string,
  code: string,
  source: string,
): Promise<{ checkout: Checkout; rateLimit: RateLimitState }> {
  const field = 'code';
  const pointer = await pointerOf(token);
  if (!pointer) return unknownToken(source);
  // A charge's own page takes no coupon.
  if (!('checkoutId' in pointer)) throw couponNotAllowed();
  const { merchantId, checkoutId } = pointer;
  const taking = takeToken(couponPolicy(), `${merchantId}#${source}`);
  taking.catch(() => undefined);
  let standing: TakenToken | undefined;
  let trying: Promise<boolean> | undefined;
  const refuse = (error: ApiError): never => {
    throw withStanding(error, standing!);
  };
  const issuing = chargeIssuer(merchantId);
  // A missing provider (503) is answered where a charge is issued, after the page's refusals.
  issuing.catch(() => undefined);
  let replaced: Charge | undefined;
  const updated = await writeWithNewCharge(issuing, async (pending) => {
    const now = new Date();
    const [read, taken] = await Promise.allSettled([
      openForCoupon(merchantId, checkoutId, code, now),
      taking,
    ]);
    if (taken.status === 'rejected') throw taken.reason;
    standing = taken.value;
    if (!standing.taken) throw tooManyRequests(standing, messages.limits.couponTries);
    if (read.status === 'rejected') throw withStanding(read.reason, standing);
    const { checkout, codeOwner } = read.value;
    // The checkout's try is taken once, beside the coupon's read: the code is judged only with it.
    trying ??= takeCouponTry(merchantId, checkoutId);
    const [{ coupon: held, charge: oldCharge }, tried] = await Promise.all([
      couponAndCharge(merchantId, codeOwner, checkout.chargeId),
      trying,
    ]);
    if (!tried) return refuse(tooManyCoupons());
    if (!oldCharge) throw notFound();
    const coupon = held?.code === code ? held : undefined;
    const reason = couponRefusal(coupon, now);
    const totals = applyDiscount(checkout.subtotal, coupon ?? null);
    if (reason || totals.total < MIN_TOTAL_CENTS)
      return refuse(reason ? refusedCoupon(pageRefusal(reason), field) : totalBelowMinimum(field));
    const issued = await pending.for(
      {
        amount: totals.total,
        customerId: checkout.customerId,
        expiresIn: Math.max(1, Math.ceil((Date.parse(checkout.expiresAt) - now.getTime()) / 1000)),
        checkoutId,
      },
      now,
    );
    const charge = { ...issued, expiresAt: checkout.expiresAt, pageToken: resealed(checkout, issued.id) };
    const next: Checkout = {
      ...checkout,
      ...totals,
      coupon: checkoutCoupon(coupon!),
      chargeId: charge.id,
      pix: { brCode: charge.brCode, txid: charge.txid },
      updatedAt: now.toISOString(),
      version: checkout.version + 1,
    };
    const cancelled = chargeTransition(oldCharge, 'PENDING', 'CANCELLED', now);
    const created = newChargeItems(charge, now);
    try {
      await transact({
        checkout: checkoutReplacement(next, checkout),
        checkoutEvent: checkoutUpdatedEvent(next, now),
        coupon: couponReservation(merchantId, coupon!, now),
        oldCharge: cancelled.update,
        oldChargeEvent: cancelled.event,
        charge: created.charge,
        txid: created.txid,
        chargeCounter: created.counter,
        chargeEvent: created.event,
      });
    } catch (error) {
      if (!(error instanceof ConditionFailed)) {
        // Not a refusal: answered as applied when it was stored after all (its answer lost).
        await pending.settle(error);
        replaced = oldCharge;
        return next;
      }
      if (error.has('coupon') && !error.has('checkout')) {
        // The coupon changed under us: judge it again on a fresh read.
        const freshReason = couponRefusal(await couponByCode(merchantId, code), new Date());
        if (freshReason) return refuse(refusedCoupon(pageRefusal(freshReason), field));
      }
      return TRY_AGAIN;
    }
    pending.written();
    replaced = oldCharge;
    return next;
  });
  // The replaced charge's code must stop being payable at the provider too, or a payer who
  // scanned it before the coupon would pay the old total into a cancelled charge (recorded for
  // refund). After the write, so a refused coupon never leaves the page with a dead code. The
  // applied code's token goes back beside it.
  const [given] = await Promise.all([
    giveBack(standing!),
    replaced && issuing.then((issuer) => issuer.retire(replaced!)),
  ]);
  return { checkout: updated, rateLimit: given };
}

/**
 * The token of an applied code, given back. The code is written: if the give-back fails, the
 * address keeps the token spent (one try of its hour) rather than the payer losing the answer.
 */
const giveBack = (token: TakenToken): Promise<RateLimitState> => returnToken(token).catch(() => token);

/** The checkout's page token sealed for its new charge (none if the checkout kept none). */
function resealed(checkout: Checkout, chargeId: string): string | undefined {
  const token = checkout.pageToken && openPaymentToken(checkout.pageToken, checkout.merchantId, checkout.id);
  return token ? sealPaymentToken(token, checkout.merchantId, chargeId) : undefined;
}

/**
 * The checkout and the owner of `code`'s guard, refused on the page's rules: it must be open,
 * take codes and hold none yet. Its cap of tries is the take's (`takeCouponTry`).
 */
async function openForCoupon(merchantId: string, checkoutId: string, code: string, now: Date) {
  const { checkout, codeOwner } = await checkoutAndCodeOwner(merchantId, checkoutId, code);
  if (!checkout) throw notFound();
  const status = effectiveStatus(checkout, now);
  if (status !== 'OPEN') throw checkoutNotOpen(status);
  if (!checkout.allowCoupons) throw couponNotAllowed();
  if (checkout.coupon !== null)
    throw new ApiError(400, pageMessages.couponAlreadyApplied, null, 'coupon_already_applied');
  return { checkout, codeOwner };
}
