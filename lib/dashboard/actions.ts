/**
 * The dashboard's actions, each one call of the service the API's own route calls, with that
 * route's idempotency marker: the form's Idempotency-Key (fixed when the form was drawn) goes
 * through the same idempotency layer, so a second submit of one form replays the first answer.
 */
import type { Commit } from '../db/idempotency.js';
import { badRequest } from '../errors.js';
import { cancelCharge, storedCharge } from '../charges/charges.service.js';
import { refundCharge } from '../charges/refunds.service.js';
import { cancelCheckout } from '../checkouts/checkouts.service.js';
import { formatReais } from '../domain/money.js';
import { completeOwner } from '../payments/complete-owner.service.js';
import { createPayout } from '../payouts/payouts.service.js';
import { ledgerBalance } from '../ledger/ledger.service.js';
import { balanceView } from '../ledger/ledger.domain.js';
import { redeliverEvent, sendPing } from '../webhooks/webhook-actions.service.js';
import { dashboardMessages } from './dashboard.messages.js';
import type { Section } from './render.js';

const m = dashboardMessages.actions;

export const ACTION_NAMES = [
  'refund',
  'cancelCharge',
  'cancelCheckout',
  'redeliver',
  'webhookTest',
  'createPayout',
] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

/**
 * Which section's path each action is posted to (with an id, or the list's own path), and where it
 * goes back to when that path shows no page (a webhook endpoint has none: its list).
 */
export const ACTION_SECTION: Record<ActionName, { section: Section; withId: boolean; backToList?: true }> = {
  refund: { section: 'charges', withId: true },
  cancelCharge: { section: 'charges', withId: true },
  cancelCheckout: { section: 'checkouts', withId: true },
  redeliver: { section: 'webhooks', withId: true },
  webhookTest: { section: 'webhooks', withId: true, backToList: true },
  createPayout: { section: 'payouts', withId: false },
};

/** `12,34`, `1.234,56` or `12.34` in reais to cents; undefined for an empty field. */
export function parseReais(text: string | undefined): number | undefined {
  const value = (text ?? '').trim().replace(/^R\$\s*/, '');
  if (value === '') return undefined;
  const normalized = value.includes(',') ? value.replace(/\./g, '').replace(',', '.') : value;
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) throw badRequest(m.badAmount);
  return Math.round(Number(normalized) * 100);
}

export interface ActionInput {
  merchantId: string;
  id: string | undefined;
  form: Record<string, string>;
}

/** What the confirmation step asks, in words. */
export async function confirmationText(action: ActionName, input: ActionInput): Promise<string> {
  switch (action) {
    case 'refund': {
      const amount = parseReais(input.form.amount);
      if (amount !== undefined) return m.confirmText.refund(formatReais(amount));
      const charge = await storedCharge(input.merchantId, input.id ?? '');
      return m.confirmText.refund(formatReais((charge.paidAmount ?? charge.amount) - charge.refundedAmount));
    }
    case 'createPayout': {
      const amount = parseReais(input.form.amount);
      if (amount !== undefined) return m.confirmText.createPayout(formatReais(amount));
      const balance = balanceView(await ledgerBalance(input.merchantId));
      return m.confirmText.createPayout(formatReais(Math.round(balance.available * 100)));
    }
    default:
      return m.confirmText[action];
  }
}

/** Runs the action; its answer is the page to go back to. */
export async function runAction(
  action: ActionName,
  input: ActionInput,
  commit: Commit | undefined,
): Promise<void> {
  const { merchantId, form } = input;
  const id = input.id ?? '';
  switch (action) {
    case 'refund': {
      const amount = parseReais(form.amount);
      const reason = form.reason?.trim() || undefined;
      await refundCharge(merchantId, id, { amount, reason }, commit);
      return;
    }
    case 'cancelCharge':
      await cancelCharge(merchantId, id, completeOwner, commit);
      return;
    case 'cancelCheckout':
      await cancelCheckout(merchantId, id, commit);
      return;
    case 'redeliver':
      await redeliverEvent(merchantId, id, commit);
      return;
    case 'webhookTest':
      await sendPing(merchantId, id, commit);
      return;
    case 'createPayout':
      await createPayout(merchantId, { amount: parseReais(form.amount) }, { commit });
      return;
  }
}
