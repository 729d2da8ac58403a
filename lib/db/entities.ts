/** The kinds of item the table holds, as their keys and layout name them. */
export type Entity =
  | 'COUPON'
  | 'CUSTOMER'
  | 'PRODUCT'
  | 'CHARGE'
  | 'CHECKOUT'
  | 'EVENT'
  | 'WEBHOOK_ENDPOINT'
  | 'PIX_RECEIPT'
  | 'WEBHOOK_DELIVERY'
  | 'SUBSCRIPTION'
  | 'APIKEY';

/** What the due index (GSI4) holds, each family spread over its own shards. */
export type DueFamily =
  'CHARGE' | 'CHECKOUT' | 'EVENT' | 'WEBHOOK_DELIVERY' | 'PIX_RECEIPT' | 'REFUND' | 'SUBSCRIPTION' | 'CYCLE';
