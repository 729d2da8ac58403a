import * as z from 'zod/mini';
import { messages } from '../messages.js';
import { productMessages } from './products.messages.js';
import { centsSchema, centsToReais } from '../domain/money.js';
import { cursorShape, pagingShape } from '../domain/paging.js';
import {
  characterCount,
  displayText,
  maxCharacters,
  sentTextSchema,
  someValueOf,
  statedBounds,
  upperCaseEnum,
} from '../domain/text.js';

export const PRODUCT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** A product as stored: `price` in cents; absent optional texts are null. */
export interface Product {
  id: string;
  merchantId: string;
  name: string;
  description: string | null;
  price: number;
  status: ProductStatus;
  externalId: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export const NAME_MAX = 150;
export const DESCRIPTION_MAX = 1000;
export const EXTERNAL_ID_MAX = 100;
export const MIN_PRICE_CENTS = 500;

const fieldMessages = messages.fields;

const lengthBetween = (min: number, max: number) =>
  z.string().check(
    z.refine((text) => characterCount(text) >= min, {
      error: fieldMessages.minLength(min),
      params: { code: 'too_short' },
    }),
    ...maxCharacters(max),
    ...(min > 0 ? [statedBounds({ minimum: min })] : []),
  );

/** Display texts: NFC so equal-looking names are equal, then trimmed; limits apply after that. */
const nameSchema = /* @__PURE__ */ z.lazy(() =>
  z.pipe(z.pipe(sentTextSchema(NAME_MAX), z.transform(displayText)), lengthBetween(1, NAME_MAX)),
);

/**
 * A blank description parses to "" and is stored as null: since null in an update means "keep",
 * sending "" is how a merchant clears a description.
 */
const descriptionSchema = /* @__PURE__ */ z.lazy(() =>
  z.pipe(
    z.pipe(sentTextSchema(DESCRIPTION_MAX), z.transform(displayText)),
    lengthBetween(0, DESCRIPTION_MAX),
  ),
);

const storedDescription = (text: string | null | undefined): string | null => (text ? text : null);

/** An integration's identifier is matched exactly as sent: no trimming, no case folding. */
const externalIdSchema = /* @__PURE__ */ z.lazy(() => lengthBetween(1, EXTERNAL_ID_MAX));

const priceSchema = /* @__PURE__ */ z.lazy(() => centsSchema(MIN_PRICE_CENTS));
const statusSchema = /* @__PURE__ */ z.lazy(() => z.enum(PRODUCT_STATUSES));

export const createProductSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    name: nameSchema,
    price: priceSchema,
    description: z.optional(z.nullable(descriptionSchema)),
    externalId: z.optional(z.nullable(externalIdSchema)),
  }),
);

const UPDATABLE = ['name', 'price', 'description', 'status'] as const;

export const updateProductSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .strictObject({
      name: z.optional(z.nullable(nameSchema)),
      price: z.optional(z.nullable(priceSchema)),
      description: z.optional(z.nullable(descriptionSchema)),
      status: z.optional(z.nullable(statusSchema)),
      // Named so that it is reported as unchangeable rather than as an unknown property.
      externalId: z.optional(z.never({ error: productMessages.externalIdImmutable })),
    })
    .check(someValueOf(UPDATABLE)),
);

export type CreateProductBody = z.output<typeof createProductSchema>;
export type UpdateProductBody = z.output<typeof updateProductSchema>;

/** Status is matched case-insensitively; an externalId filter is exact, like the stored value. */
export const listProductsQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    ...pagingShape,
    ...cursorShape,
    status: z.optional(upperCaseEnum(PRODUCT_STATUSES)),
    externalId: z.optional(externalIdSchema),
  }),
);

export type ListProductsQuery = z.output<typeof listProductsQuerySchema>;

export function newProduct(merchantId: string, id: string, body: CreateProductBody, now: Date): Product {
  const timestamp = now.toISOString();
  return {
    id,
    merchantId,
    name: body.name,
    description: storedDescription(body.description),
    price: body.price,
    status: 'ACTIVE',
    externalId: body.externalId ?? null,
    createdAt: timestamp,
    updatedAt: timestamp,
    version: 1,
  };
}

/**
 * The product after a partial update. A null or absent field keeps the stored value; every field
 * is valid on its own, so no merged rule can fail (unlike coupons).
 */
export function mergeProduct(current: Product, patch: UpdateProductBody, now: Date): Product {
  return {
    ...current,
    name: patch.name ?? current.name,
    price: patch.price ?? current.price,
    description:
      patch.description === null || patch.description === undefined
        ? current.description
        : storedDescription(patch.description),
    status: patch.status ?? current.status,
    updatedAt: now.toISOString(),
    version: current.version + 1,
  };
}

export function productView(product: Product) {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: centsToReais(product.price),
    status: product.status,
    externalId: product.externalId,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

export type ProductView = ReturnType<typeof productView>;
