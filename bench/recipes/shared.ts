/** What every area's recipes share: the recipe shape and realistic Brazilian test data. */
import type { Entity } from '../../lib/db/keys.js';

export interface Created {
  id: string;
  /** The stored form of the value a uniqueness guard holds (code, document, externalId); '' if none. */
  unique: string;
  /** The payer's token, for a resource whose hosted page opens by one (checkouts). */
  token?: string | undefined;
  /**
   * Ids of items the create made with it that its actions change too (a checkout's charge): a
   * replay of an action on another item is re-aimed at that item's own.
   */
  linked?: string[] | undefined;
  /**
   * The merchant that owns the item and its API key, when it is not the run's merchant: a resource
   * with a per-merchant limit (`Recipe.seedLimit`) spreads its pools over merchants of their own.
   */
  owner?: { merchantId: string; key: string } | undefined;
}

/** What the run has seeded so far, by resource: a recipe may reference other areas' items. */
export type Seeded = ReadonlyMap<string, readonly Created[]>;

export type Kind =
  'create' | 'list' | 'get' | 'update' | 'delete' | 'action' | 'page' | 'page-action' | 'public' | 'unknown';

/**
 * A payer's `POST` on the hosted page (`POST /pay/{token}/coupon`): each request acts on a fresh
 * item of its own, opened by its token, from a pool seeded like the update pools.
 */
export interface PageAction {
  /** The create body of a pool item this action can start from (default: the recipe's). */
  createBody?(seq: number, seeded: Seeded): { body: Record<string, unknown>; unique: string };
  /** The request's body (none when absent). */
  body?(seq: number, seeded: Seeded): Record<string, unknown>;
  /** The strings that name a pool item in the calls (ids, token hash): re-aimed for the replay. */
  ids(item: Created): string[];
}

export interface Minimum {
  calls: number;
  steps: number;
  why: string;
}

export interface Recipe {
  resource: string;
  entity: Entity;
  /** A valid create body with fresh unique values; `unique` is its stored form. */
  createBody(seq: number, seeded: Seeded): { body: Record<string, unknown>; unique: string };
  /** A valid partial update (absent when the resource has no update route). */
  updateBody(seq: number): Record<string, unknown>;
  /** The real create code, as the create handler calls it (body validated by the same schema). */
  create(merchantId: string, body: unknown): Promise<{ id: string; token?: string; linked?: string[] }>;
  /**
   * Filtered list requests whose cost is worth following as the merchant grows; `cursor`: also
   * measure the filter's last page asked by cursor (the filter has many pages).
   */
  growthQueries(sample: Created): { label: string; query: string; cursor?: boolean }[];
  /**
   * Action routes (`POST …/{id}/<action>`) by action name: brings a freshly created item into the
   * state the action starts from (through the real code), so each request acts on its own item.
   */
  actions?: Record<string, (merchantId: string, item: Created) => Promise<void>>;
  /**
   * Where this resource's work needs more than the generic minimum of its kind, and why: by kind,
   * or by route key (`GET /pay/{token}`) where two routes of one kind differ.
   */
  minimum?: Partial<Record<string, Minimum>>;
  /** The hosted page's `POST` routes, by route key. */
  pageActions?: Record<string, PageAction>;
  /**
   * Public `GET` routes under this prefix open one of this resource's items by its token (the
   * hosted payment page): measured as `page` routes with the seeded items' tokens.
   */
  pagePrefix?: string;
  /**
   * For a resource no request creates (events: written by the other resources' creates): finds
   * the merchant's items once the others are seeded, instead of seeding N through `create`. Its
   * list has no counter, so it is left out of the counter checks and the growth table.
   */
  findSeeded?(merchantId: string): Promise<Created[]>;
  /**
   * At most this many items per merchant (a limit of the API): the run's merchant gets this many
   * instead of N, and the pools of its create, update and delete routes are spread over fresh
   * merchants (each request sent with its item's owner's key).
   */
  seedLimit?: number;
  /**
   * Server-generated values in a recorded request (beyond ids, which are re-aimed anyway) that a
   * replay must not repeat because a uniqueness condition guards them, e.g. a Pix txid.
   */
  freshTokens?(recordedJson: string): string[];
}

export const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Íris',
  'João',
];
export const LAST = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Pereira',
  'Costa',
  'Rodrigues',
  'Almeida',
  'Nascimento',
  'Lima',
];

/** A valid CPF for a sequence number (check digits by the Receita's modulo 11 rule). */
export function cpf(seq: number): string {
  const base = String(100_000_000 + (seq % 800_000_000));
  const digit = (body: string): number => {
    let sum = 0;
    for (let i = 0; i < body.length; i++) sum += Number(body[i]) * (body.length + 1 - i);
    const remainder = sum % 11;
    return remainder < 2 ? 0 : 11 - remainder;
  };
  const first = digit(base);
  return `${base}${first}${digit(`${base}${first}`)}`;
}

export const ascii = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

export const formatCpf = (digits: string): string =>
  `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;

/** Distinguishes this run's unique values from any other run against the same table. */
export const RUN = Date.now().toString(36).toUpperCase();
