import { defineResource, Resource } from '../resource.js';
import type { RequestOptions } from '../http.js';
import type { ListItem, ListParams, ResponseData } from '../types.js';

/** An event with its deliveries, as `events.retrieve` returns it. */
export type EventWithDeliveries = ResponseData<'getEvent'>;
export type EventListItem = ListItem<'listEvents'>;
export type EventListParams = ListParams<'listEvents'>;
/** An event and its deliveries after `events.redeliver`, with how many were `redelivered`. */
export type RedeliveredEvent = ResponseData<'redeliverEvent'>;

export class Events extends Resource {
  /** An event of the last 30 days, with its deliveries. */
  retrieve(id: string, options?: RequestOptions) {
    return this.transport.request('getEvent', { path: { id } }, options);
  }
  /** The last 30 days of events, newest first; `type` keeps one type. */
  list(params?: EventListParams, options?: RequestOptions) {
    return this.walk('listEvents', params, options);
  }
  /**
   * Tries again now every delivery of the event that failed or is waiting (same `webhook-id`);
   * resolves with the event, its deliveries and how many were `redelivered`.
   */
  redeliver(id: string, options?: RequestOptions) {
    return this.transport.request('redeliverEvent', { path: { id } }, options);
  }
}

declare module '../resource.js' {
  interface Resources {
    readonly events: Events;
  }
}

export default defineResource('events', {
  Class: Events,
  methods: {
    listEvents: 'list',
    getEvent: 'retrieve',
    redeliverEvent: 'redeliver',
  },
});
