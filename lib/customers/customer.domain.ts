import * as z from 'zod/mini';
import { messages } from '../messages.js';
import { customerMessages } from './customers.messages.js';
import { cleanDocument, isValidDocument } from '../domain/document.js';
import { cursorShape, pagingShape } from '../domain/paging.js';
import { characterCount, sentTextSchema } from '../domain/text.js';

export const CUSTOMER_STATUSES = ['ACTIVE'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** A customer as stored: every field already normalised. */
export interface Customer {
  id: string;
  merchantId: string;
  name: string;
  email: string | null;
  document: string | null;
  phone: string | null;
  status: CustomerStatus;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export const NAME_MAX = 150;
export const EMAIL_MAX = 150;
/** Document and phone are limited as sent, formatting included. */
export const DOCUMENT_MAX = 20;
export const PHONE_MAX = 20;
/** No stored value is longer, so a longer filter could never match. */
export const FILTER_MAX = 150;

/** Trimmed, inner white space runs collapsed to one space, Unicode NFC; otherwise as sent. */
export const normalizeName = (raw: string): string => raw.normalize('NFC').trim().replace(/\s+/gu, ' ');

export const normalizeEmail = (raw: string): string => raw.trim().toLowerCase();

export const phoneDigits = (raw: string): string => raw.replace(/[^0-9]/g, '');

/**
 * The form a name (or a filter term) is compared in: lower case, accents removed, spaces
 * collapsed. `Conceição` and `CONCEICAO` fold to the same text, so the filter can use `contains`.
 */
export const fold = (raw: string): string =>
  normalizeName(raw).toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

const nameSchema = /* @__PURE__ */ z.lazy(() =>
  z.pipe(
    z.pipe(sentTextSchema(NAME_MAX), z.transform(normalizeName)),
    z.string().check(
      z.minLength(1),
      z.refine((name) => characterCount(name) <= NAME_MAX, {
        error: messages.fields.maxLength(NAME_MAX),
        params: { code: 'too_long' },
      }),
    ),
  ),
);

const emailSchema = /* @__PURE__ */ z.lazy(() =>
  z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(EMAIL_MAX)), z.email()),
);

const documentSchema = /* @__PURE__ */ z.lazy(() =>
  z.pipe(z.string().check(z.maxLength(DOCUMENT_MAX)), z.transform(cleanDocument)).check(
    z.refine(isValidDocument, {
      error: customerMessages.invalidDocument,
      params: { code: 'invalid_document' },
    }),
  ),
);

const phoneSchema = /* @__PURE__ */ z.lazy(() =>
  z.pipe(z.string().check(z.maxLength(PHONE_MAX)), z.transform(phoneDigits)).check(
    z.refine((digits) => digits.length >= 10 && digits.length <= 13, {
      error: customerMessages.invalidPhone,
      params: { code: 'invalid_phone' },
    }),
  ),
);

/** null and an absent property both mean "not informed"; an empty string is a value, and invalid. */
export const createCustomerSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    name: nameSchema,
    email: emailSchema,
    document: z.optional(z.nullable(documentSchema)),
    phone: z.optional(z.nullable(phoneSchema)),
  }),
);

export type CreateCustomerBody = z.output<typeof createCustomerSchema>;

export function newCustomer(merchantId: string, id: string, body: CreateCustomerBody, now: Date): Customer {
  const timestamp = now.toISOString();
  return {
    id,
    merchantId,
    name: body.name,
    email: body.email,
    document: body.document ?? null,
    phone: body.phone ?? null,
    status: 'ACTIVE',
    createdAt: timestamp,
    updatedAt: timestamp,
    version: 1,
  };
}

/** Attributes stored beside the customer only so that list filters can run inside DynamoDB. */
export interface CustomerSearchFields {
  nameFolded: string;
}

export const searchFields = (customer: Customer): CustomerSearchFields => ({
  nameFolded: fold(customer.name),
});

/**
 * The list filters, each already in the form of the stored value it is compared with, so the
 * comparison itself is a plain `contains`. A `search` term is compared with each field in that
 * field's form; a form that comes out empty (no digits in `maria` for the phone) is left out,
 * because an empty term would match every customer.
 */
export interface CustomerFilters {
  search?: { text: string; document?: string; phone?: string } | undefined;
  name?: string | undefined;
  email?: string | undefined;
  document?: string | undefined;
  phone?: string | undefined;
  status?: CustomerStatus | undefined;
}

/**
 * A filter parameter left empty (`?name=`, as a blank form field sends it) is no filter at all. A
 * value that is all formatting (`phone=abc`) is 422: ignoring it would match every customer and
 * matching nothing would hide the mistake.
 */
const filterParam = <T>(toTerm: (raw: string) => T | undefined, emptyMessage: string) =>
  z.optional(
    z.pipe(
      z.string().check(z.maxLength(FILTER_MAX)),
      z.transform((raw: string, ctx): T | undefined => {
        if (raw.trim() === '') return undefined;
        const term = toTerm(raw);
        if (term === undefined)
          ctx.issues.push({
            code: 'custom',
            message: emptyMessage,
            params: { code: 'empty_filter' },
            input: raw,
          });
        return term;
      }),
    ),
  );

const nonEmpty = (value: string): string | undefined => (value === '' ? undefined : value);

const searchTerm = (raw: string): CustomerFilters['search'] => {
  const text = nonEmpty(fold(raw));
  if (text === undefined) return undefined;
  const document = nonEmpty(cleanDocument(raw));
  const phone = nonEmpty(phoneDigits(raw));
  return { text, ...(document ? { document } : {}), ...(phone ? { phone } : {}) };
};

const statusParam = /* @__PURE__ */ z.lazy(() =>
  z.optional(
    z.pipe(
      z.pipe(
        z.string().check(z.maxLength(FILTER_MAX)),
        z.transform((raw: string) => nonEmpty(raw.trim().toUpperCase())),
      ),
      z.optional(z.enum(CUSTOMER_STATUSES)),
    ),
  ),
);

export const customerListQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    ...pagingShape,
    ...cursorShape,
    search: filterParam(searchTerm, messages.paging.filter),
    name: filterParam((raw) => nonEmpty(fold(raw)), messages.paging.filter),
    email: filterParam((raw) => nonEmpty(fold(raw)), messages.paging.filter),
    document: filterParam((raw) => nonEmpty(cleanDocument(raw)), customerMessages.documentFilterEmpty),
    phone: filterParam((raw) => nonEmpty(phoneDigits(raw)), customerMessages.phoneFilterEmpty),
    status: statusParam,
  }),
);

export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export const hasFilters = (filters: CustomerFilters): boolean =>
  Object.values(filters).some((value) => value !== undefined);

export function customerView(customer: Customer) {
  return {
    id: customer.id,
    name: customer.name,
    email: customer.email,
    document: customer.document,
    phone: customer.phone,
    status: customer.status,
    created_at: customer.createdAt,
    updated_at: customer.updatedAt,
  };
}

export type CustomerView = ReturnType<typeof customerView>;
