import * as z from 'zod/mini';
import { messages } from '../messages.js';

const fieldMessages = messages.fields;

/** Largest amount in cents accepted anywhere (R$ 1 bilhão): keeps reais exact as a JSON number. */
export const MAX_CENTS = 100_000_000_000;

/**
 * The most one charge may ask for (R$ 1.000.000,00, docs/rules/charges.md): its `amount`, and what a
 * due-date charge owes on any day with its fine and interest.
 */
export const MAX_CHARGE_CENTS = 100_000_000;

/** Requests carry integer cents; responses carry reais as a JSON number (1990 -> 19.9). */
export const centsToReais = (cents: number): number => Math.round(cents) / 100;

/**
 * `R$ 1.990,00` from integer cents, with a plain space and no floating point in between. Written
 * out because `Intl.NumberFormat('pt-BR')` loads its locale data into every function's cold start
 * (the schemas format their limits when they are built).
 */
export function formatReais(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = BigInt(Math.abs(cents));
  const units = (absolute / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${sign}R$ ${units},${fraction}`;
}

/**
 * An amount in integer cents between `min` and `max`. Every message names the unit and the reais
 * equivalent, because responses give reais: a value copied back from a response is 100x smaller.
 */
export const centsSchema = (min: number, max: number = MAX_CENTS) =>
  z
    .int({
      // undefined/null keep the generic "required"/"not null" texts.
      error: (issue) => (issue.input === undefined || issue.input === null ? undefined : fieldMessages.cents),
    })
    .check(
      z.gte(min, { error: fieldMessages.minCents(min, formatReais(min)) }),
      z.lte(max, { error: fieldMessages.maxCents(max, formatReais(max)) }),
    );
