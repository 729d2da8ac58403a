import { listEvents } from '../../lib/db/events.js';
import type { Recipe } from './shared.js';

/** How many of the merchant's events the get route picks from (newest first). */
const SAMPLE = 2000;

/**
 * Events are never created by a request of their own: every create and transition of the other
 * resources writes its event in its transaction, so the seeded charges and checkouts already gave
 * the merchant thousands (`charge.created`, `checkout.created`, …). The bench finds them instead of
 * seeding N more. The list is the 30-day window, newest first; its total is the sum of the
 * per-day event counters written with the events, plus a COUNT of the window's first, partial day
 * (`countEvents`); an event is read with its deliveries in one query (they share its key prefix).
 */
export const events: Recipe = {
  resource: 'events',
  entity: 'EVENT',
  createBody: () => {
    throw new Error('events are written by the other resources, not created');
  },
  updateBody: () => ({}),
  create: () => Promise.reject(new Error('events are written by the other resources, not created')),
  findSeeded: async (merchantId) => {
    const { events } = await listEvents(merchantId, { page: 0, size: SAMPLE }, undefined);
    return events.map((event) => ({ id: event.id, unique: '' }));
  },
  growthQueries: () => [],
  minimum: {
    list: {
      calls: 3,
      steps: 1,
      why:
        'page Query, the day counters Query and a COUNT of the first day after the cutoff, all in ' +
        'parallel (no consistent re-read: an event never changes)',
    },
    get: { calls: 1, steps: 1, why: 'one Query: the event and its deliveries share its key prefix' },
  },
};
