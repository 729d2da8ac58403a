import { amountDueAt, effectiveStatus } from '../charges/charge.domain.js';
import { paymentStatusView } from '../checkouts/checkout.domain.js';
import { centsToReais } from '../domain/money.js';
import type { PageSubject } from './payment-page.service.js';

/**
 * What the page polls (`GET /pay/{token}/status`): the state, the amount, the deadline and, once
 * paid, where the page goes next. A checkout's page answers the checkout's status (`OPEN` while
 * payable); a charge's own page the charge's (`PENDING` while payable, with today's amount for a
 * due-date charge). No customer data, no metadata.
 */
export function pageStatusView(subject: PageSubject, now: Date) {
  if (subject.checkout) return paymentStatusView(subject.checkout, now);
  const { charge } = subject;
  const status = effectiveStatus(charge, now);
  const cents = status === 'PENDING' ? amountDueAt(charge, now) : (charge.paidAmount ?? charge.amount);
  return { status, total: centsToReais(cents), expiresAt: charge.expiresAt, completionUrl: null };
}
