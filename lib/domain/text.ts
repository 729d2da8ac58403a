import * as z from 'zod/mini';
import { messages } from '../messages.js';

/**
 * Length as a person counts it: Unicode code points, not UTF-16 units, so an emoji does not count
 * twice against what the merchant sees as one character.
 */
export function characterCount(text: string): number {
  // As `[...text].length`, without building the array: a surrogate pair is one character.
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}

/** What a person typed, as shown back: Unicode NFC (one form for "é"), outer spaces trimmed. */
export const displayText = (text: string): string => text.normalize('NFC').trim();

/** A text a person reads back (a description, a reason): `displayText`, then 1 to `max` characters. */
export const displayTextSchema = (max: number) =>
  z.pipe(
    z.pipe(z.string(), z.transform(displayText)),
    z.string().check(
      z.refine((text) => characterCount(text) >= 1, {
        error: messages.fields.minLength(1),
        params: { code: 'too_short' },
      }),
      z.refine((text) => characterCount(text) <= max, {
        error: messages.fields.maxLength(max),
        params: { code: 'too_long' },
      }),
    ),
  );

/** A status filter of a list: any letter case, matched against the stored upper-case values. */
export const upperCaseEnum = <const T extends readonly string[]>(values: T, params?: { error: string }) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.toUpperCase()),
    ),
    z.enum(values, params),
  );

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

/** `requireSomeValue` over the named properties of an update body, as a check of its schema. */
export const someValueOf = <K extends string>(fields: readonly K[]) =>
  z.superRefine((body: { [P in K]?: unknown }, ctx) => {
    requireSomeValue(
      fields.map((field) => body[field]),
      ctx,
    );
  }, ALWAYS);
