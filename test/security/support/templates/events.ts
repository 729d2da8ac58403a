import type { Template } from '../templates.js';

/** Events are read-only: written by the state changes (the fixture's charge writes one). */
export const eventsTemplates: Record<string, Template> = {
  'GET /v1/events': () => ({ path: '/v1/events?page=0&size=100', success: 200, kind: 'envelope' }),
  'GET /v1/events/{id}': (f) => ({ path: `/v1/events/${f.event.id}`, success: 200, kind: 'envelope' }),
};
