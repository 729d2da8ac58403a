import { redeliverEvent, sendPing } from '../webhooks/webhook-actions.service.js';
import type { Actions } from './actions.js';
import { dashboardMessages } from './dashboard.messages.js';

const m = dashboardMessages.actions;

/** A webhook event's and an endpoint's actions: both go through the delivery queue. */
export const WEBHOOK_ACTIONS: Actions = {
  redeliver: {
    confirm: async () => m.confirmText.redeliver,
    async run({ merchantId, id }, commit) {
      await redeliverEvent(merchantId, id ?? '', commit);
    },
  },
  webhookTest: {
    confirm: async () => m.confirmText.webhookTest,
    async run({ merchantId, id }, commit) {
      await sendPing(merchantId, id ?? '', commit);
    },
  },
};
