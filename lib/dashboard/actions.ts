/**
 * The dashboard's actions, each one call of the service the API's own route calls, with that
 * route's idempotency marker: the form's Idempotency-Key (fixed when the form was drawn) goes
 * through the same idempotency layer, so a second submit of one form replays the first answer.
 * Each action lives with the services it calls, and each function loads only its row's actions.
 */
import type { Commit } from '../db/idempotency.js';
import { badRequest } from '../errors.js';
import type { ActionName } from './action-names.js';
import { dashboardMessages } from './dashboard.messages.js';

const m = dashboardMessages.actions;

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

/** One action: what its confirmation step asks (in words) and what it does. */
export interface Action {
  confirm: (input: ActionInput) => Promise<string>;
  run: (input: ActionInput, commit: Commit | undefined) => Promise<void>;
}

export type Actions = Partial<Record<ActionName, Action>>;
