/**
 * The dashboard's actions by name and where each is posted: what a page needs to draw an action's
 * form or its notice, without the services that act (those load only in the action's function).
 */
import type { Section } from './render.js';

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
