/**
 * Every key of the single table is built here, so the layout is readable in one place (the README
 * has the same layout as an access-pattern table).
 *
 * Merchant-owned items live in the merchant's partition `M#<merchantId>`. The sparse index GSI1
 * holds only live (not removed) items of one kind per merchant, sorted by creation time, which is
 * what every list reads; removing an item drops its GSI1 attributes, so lists never read removed items.
 */
export type Entity = 'COUPON' | 'CUSTOMER' | 'PRODUCT';

export interface TableKey {
  PK: string;
  SK: string;
}

const merchantPk = (merchantId: string): string => `M#${merchantId}`;

export const keys = {
  merchant: (merchantId: string): TableKey => ({ PK: `MERCHANT#${merchantId}`, SK: 'MERCHANT' }),

  /** The API key record, found by the SHA-256 of the plaintext key presented in a request. */
  apiKey: (keyHash: string): TableKey => ({ PK: `APIKEY#${keyHash}`, SK: 'APIKEY' }),
  /** Pointer from a key's public id to its hash, so an operator can revoke by id. */
  apiKeyId: (keyId: string): TableKey => ({ PK: `APIKEYID#${keyId}`, SK: 'APIKEYID' }),

  entity: (entity: Entity, merchantId: string, id: string): TableKey => ({
    PK: merchantPk(merchantId),
    SK: `${entity}#${id}`,
  }),

  /** Live-item counter per merchant and entity: list totals in one read instead of a count. */
  counter: (entity: Entity, merchantId: string): TableKey => ({
    PK: merchantPk(merchantId),
    SK: `COUNT#${entity}`,
  }),

  /** Uniqueness guards: one item per unique value, written in the same transaction as the owner. */
  couponCode: (merchantId: string, code: string): TableKey => ({
    PK: merchantPk(merchantId),
    SK: `UNIQUE#COUPON_CODE#${code}`,
  }),
  customerDocument: (merchantId: string, document: string): TableKey => ({
    PK: merchantPk(merchantId),
    SK: `UNIQUE#CUSTOMER_DOCUMENT#${document}`,
  }),
  productExternalId: (merchantId: string, externalId: string): TableKey => ({
    PK: merchantPk(merchantId),
    SK: `UNIQUE#PRODUCT_EXTERNAL_ID#${externalId}`,
  }),

  /** GSI1 attributes of a live item: partition per merchant and entity, newest last by sort key. */
  listIndex: (
    entity: Entity,
    merchantId: string,
    createdAt: string,
    id: string,
  ): { GSI1PK: string; GSI1SK: string } => ({
    GSI1PK: listPartition(entity, merchantId),
    GSI1SK: `${createdAt}#${id}`,
  }),

  apiKeyListIndex: (
    merchantId: string,
    createdAt: string,
    keyId: string,
  ): { GSI1PK: string; GSI1SK: string } => ({
    GSI1PK: apiKeyListPartition(merchantId),
    GSI1SK: `${createdAt}#${keyId}`,
  }),
};

export const listPartition = (entity: Entity, merchantId: string): string =>
  `${merchantPk(merchantId)}#${entity}`;

export const apiKeyListPartition = (merchantId: string): string => `${merchantPk(merchantId)}#APIKEY`;
