import * as z from 'zod/mini';
import { messages } from '../messages.js';
import { characterCount, statedBounds } from './text.js';

/**
 * `metadata`, optional on every create of the payment areas (charges, checkouts, subscriptions):
 * the merchant's own key/value strings, returned exactly as sent (`{}` when absent), whatever the
 * keys are named (`constructor` included; the body parser refuses `__proto__` anywhere). Limits
 * keep an item (and the events that carry it) small: at most 20 keys of 1–40 characters, values of
 * at most 500.
 */
export const METADATA_MAX_KEYS = 20;
export const METADATA_KEY_MAX = 40;
export const METADATA_VALUE_MAX = 500;

// The texts live with the charges area, which owns this schema (checkouts reuses it).
const metadataMessages = messages.metadata;

const keySchema = /* @__PURE__ */ z.lazy(() =>
  z.string().check(
    z.refine((key) => characterCount(key) >= 1 && characterCount(key) <= METADATA_KEY_MAX, {
      error: metadataMessages.keyLength(METADATA_KEY_MAX),
    }),
    statedBounds({ minimum: 1, maximum: METADATA_KEY_MAX }),
  ),
);

const valueSchema = /* @__PURE__ */ z.lazy(() =>
  z.string({ error: metadataMessages.valueMustBeString }).check(
    z.refine((value) => characterCount(value) <= METADATA_VALUE_MAX, {
      error: metadataMessages.valueLength(METADATA_VALUE_MAX),
    }),
    statedBounds({ maximum: METADATA_VALUE_MAX }),
  ),
);

export const metadataSchema = /* @__PURE__ */ z.lazy(() =>
  z.record(keySchema, valueSchema, { error: metadataMessages.mustBeObject }).check(
    z.refine((metadata) => Object.keys(metadata).length <= METADATA_MAX_KEYS, {
      error: metadataMessages.tooManyKeys(METADATA_MAX_KEYS),
      // Counted even when a key or value failed, so one answer lists every problem.
      when: (payload) =>
        typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
    }),
  ),
);

export type Metadata = Record<string, string>;

/** What a response carries: the metadata as sent, `{}` when none was. */
export const storedMetadata = (metadata: Metadata | null | undefined): Metadata => metadata ?? {};
