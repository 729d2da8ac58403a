import { formatReais } from '../domain/money.js';
import { balanceView } from '../ledger/ledger.domain.js';
import { ledgerBalance } from '../ledger/ledger.service.js';
import { createPayout } from '../payouts/payouts.service.js';
import { parseReais, type Actions } from './actions.js';
import { dashboardMessages } from './dashboard.messages.js';

const m = dashboardMessages.actions;

/** The payouts list's action. */
export const PAYOUT_ACTIONS: Actions = {
  createPayout: {
    async confirm(input) {
      const amount = parseReais(input.form.amount);
      if (amount !== undefined) return m.confirmText.createPayout(formatReais(amount));
      const balance = balanceView(await ledgerBalance(input.merchantId));
      return m.confirmText.createPayout(formatReais(Math.round(balance.available * 100)));
    },
    async run({ merchantId, form }, commit) {
      await createPayout(merchantId, { amount: parseReais(form.amount) }, { commit });
    },
  },
};
