/**
 * Every event type, in the order the API lists them: what an endpoint may subscribe to and the
 * events list may be filtered by. Gathered from the areas that have events; a new area with events
 * adds its list here.
 */
import { chargeEventTypes } from '../charges/charges.events.js';
import { checkoutEventTypes } from '../checkouts/checkouts.events.js';
import type { EventType } from '../domain/event.js';
import { ledgerEventTypes } from '../ledger/ledger.events.js';
import { reconciliationEventTypes } from '../reconciliation/reconciliation.events.js';
import { payoutEventTypes } from '../payouts/payouts.events.js';
import { pixConnectionEventTypes } from '../pix-connection/pix-connection.events.js';
import { subscriptionEventTypes } from '../subscriptions/subscriptions.events.js';

export const EVENT_TYPES = [
  ...chargeEventTypes,
  ...checkoutEventTypes,
  ...subscriptionEventTypes,
  ...ledgerEventTypes,
  ...reconciliationEventTypes,
  ...payoutEventTypes,
  ...pixConnectionEventTypes,
] as const;

/**
 * Compiles only when `A` and `B` are the same set of types: an events file left out of the list
 * above fails here.
 */
const sameTypes = <A, B>(same: [A] extends [B] ? ([B] extends [A] ? true : never) : never) => same;
sameTypes<(typeof EVENT_TYPES)[number], EventType>(true);
