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

/**
 * States bounds that the schema's other checks enforce in their own way (counting code points, a
 * regex, an enum, a refinement) where zod's JSON Schema reads its built-in checks' (the schema's
 * `bag`: a string's length, a number's range), so that the OpenAPI document gives them. It checks
 * nothing itself.
 */
export const statedBounds = (bounds: { minimum?: number; maximum?: number }) => {
  const check = z.refine(() => true);
  check._zod.onattach.push((schema) => Object.assign(schema._zod.bag, bounds));
  return check;
};

/**
 * At most `max` characters as sent, counted as code points (as JSON Schema's `maxLength` counts
 * them, and as a person counts an emoji), and stated as the schema's `maxLength` in the OpenAPI
 * document. For a text kept exactly as sent (a URL, an external id).
 */
export const maxCharacters = (max: number, error: string = messages.fields.maxLength(max)) => [
  z.refine<string>((text) => characterCount(text) <= max, { error, params: { code: 'too_long' } }),
  statedBounds({ maximum: max }),
];

/**
 * How long a text that is normalised before its rule applies may be as sent: four times the rule,
 * room for outer spaces and decomposed accents (NFD writes "é" in two characters), so that only
 * absurd input is refused before the work of normalising it.
 */
export const SENT_TEXT_FACTOR = 4;

/**
 * A text whose rule of at most `max` characters applies once it is normalised: the string as sent,
 * up to `SENT_TEXT_FACTOR` × `max` UTF-16 units (the OpenAPI document's `maxLength`), refused with
 * the rule's message.
 */
export const sentTextSchema = (max: number) =>
  z.string().check(z.maxLength(SENT_TEXT_FACTOR * max, { error: messages.fields.maxLength(max) }));

/** A text a person reads back (a description, a reason): `displayText`, then 1 to `max` characters. */
export const displayTextSchema = (max: number) =>
  z.pipe(
    z.pipe(sentTextSchema(max), z.transform(displayText)),
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

/**
 * Characters nobody sees: format characters (zero-width space and joiners, bidi marks, overrides
 * and isolates, the soft hyphen, tags) and the rest of Unicode's default-ignorable code points
 * (variation selectors, Hangul fillers, the combining grapheme joiner). In a code they make two
 * codes that look the same differ.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

export const hasInvisibleCharacter = (text: string): boolean => INVISIBLE.test(text);

/**
 * A code a person types and the API compares (a coupon code): Unicode NFKC, so a fullwidth `Ａ` or
 * a ligature `ﬁ` is its plain letters and a no-break space a space, outer spaces trimmed, in upper
 * case (normalized again: upper case can leave a letter decomposed).
 */
export const codeText = (text: string): string =>
  text.normalize('NFKC').trim().toUpperCase().normalize('NFKC');

/**
 * A code as sent (`sentTextSchema`, then `codeText`), 1 to `max` characters after that; one with
 * an invisible character is refused.
 */
export const codeTextSchema = (max: number) =>
  z.pipe(
    z.pipe(
      sentTextSchema(max).check(
        z.refine((code) => !hasInvisibleCharacter(code) && !hasInvisibleCharacter(codeText(code)), {
          error: messages.fields.invisibleCharacter,
          params: { code: 'invisible_character' },
          abort: true,
        }),
      ),
      z.transform(codeText),
    ),
    z.string().check(z.minLength(1), z.maxLength(max)),
  );

/**
 * A status filter of a list: any letter case, matched against the stored upper-case values. Upper
 * case never has fewer characters, so a text longer than the longest value is never one of them:
 * the OpenAPI document states that length.
 */
export const upperCaseEnum = <const T extends readonly string[]>(values: T, params?: { error: string }) =>
  z.pipe(
    z.pipe(
      z.string().check(statedBounds({ maximum: Math.max(...values.map(characterCount)) })),
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

/**
 * `requireSomeValue` over the named properties of an update body, as a check of its schema. A body
 * that names an immutable property (a `z.never()` of the schema, refused on its own, even as null) is
 * not an empty update: that issue says what is wrong, and no `no_values` is added.
 */
export const someValueOf = <K extends string>(fields: readonly K[]) =>
  z.superRefine((body: { [P in K]?: unknown }, ctx) => {
    if (ctx.issues.some((issue) => issue.code === 'invalid_type' && issue.expected === 'never')) return;
    requireSomeValue(
      fields.map((field) => body[field]),
      ctx,
    );
  }, ALWAYS);
