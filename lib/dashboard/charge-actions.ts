import { cancelCharge, storedCharge } from '../charges/charges.service.js';
import { refundCharge } from '../charges/refunds.service.js';
import * as z from 'zod/mini';
import { REASON_MAX } from '../charges/charge.domain.js';
import { displayTextSchema } from '../domain/text.js';
import { validationError } from '../errors.js';
import { cancelCheckout } from '../checkouts/checkouts.service.js';
import { formatReais } from '../domain/money.js';
import { completeOwner } from '../payments/complete-owner.service.js';
import { parseReais, type Actions } from './actions.js';
import { dashboardMessages } from './dashboard.messages.js';

const m = dashboardMessages.actions;

/**
 * The refund's reason, held to the API's bound (`REASON_MAX`): past it, the 422 the API answers,
 * naming `reason`. Checked with the schema itself rather than the API's body parser, which this
 * function does not otherwise load.
 */
function reasonOf(form: Record<string, string>): string | undefined {
  const reason = form.reason?.trim() || undefined;
  if (reason === undefined) return undefined;
  const parsed = z.safeParse(displayTextSchema(REASON_MAX), reason);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0] as { message: string; params?: { code?: string } } | undefined;
  throw validationError([
    {
      field: 'reason',
      message: issue?.message ?? '',
      code: issue?.params?.code === 'too_short' ? 'too_short' : 'too_long',
    },
  ]);
}

/** A charge's and a checkout's actions: a refund reaches the PSP. */
export const CHARGE_ACTIONS: Actions = {
  refund: {
    async confirm(input) {
      reasonOf(input.form);
      const amount = parseReais(input.form.amount);
      if (amount !== undefined) return m.confirmText.refund(formatReais(amount));
      const charge = await storedCharge(input.merchantId, input.id ?? '');
      return m.confirmText.refund(formatReais((charge.paidAmount ?? charge.amount) - charge.refundedAmount));
    },
    async run({ merchantId, id, form }, commit) {
      const amount = parseReais(form.amount);
      const reason = reasonOf(form);
      await refundCharge(merchantId, id ?? '', { amount, reason }, commit);
    },
  },
  cancelCharge: {
    confirm: async () => m.confirmText.cancelCharge,
    async run({ merchantId, id }, commit) {
      await cancelCharge(merchantId, id ?? '', completeOwner, commit);
    },
  },
  cancelCheckout: {
    confirm: async () => m.confirmText.cancelCheckout,
    async run({ merchantId, id }, commit) {
      await cancelCheckout(merchantId, id ?? '', commit);
    },
  },
};
