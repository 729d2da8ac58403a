import type * as z from 'zod/mini';
import { messages } from '../messages.js';

/**
 * Length as a person counts it: Unicode code points, not UTF-16 units, so an emoji does not count
 * twice against what the merchant sees as one character.
 */
export const characterCount = (text: string): number => [...text].length;

/** Cross-field rules run even when a field failed, so one answer lists every problem. */
export const ALWAYS = { when: () => true };

/** The update-body rule shared by every partial update: at least one property with a value. */
export function requireSomeValue(values: readonly unknown[], ctx: z.core.$RefinementCtx): void {
  if (!values.some((value) => value !== null && value !== undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [],
      message: messages.fields.atLeastOneValue,
      params: { code: 'no_values' },
    });
  }
}
