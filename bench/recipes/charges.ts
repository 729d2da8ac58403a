import { createCharge, payCharge } from '../../lib/db/charges.js';
import { createChargeSchema } from '../../lib/domain/charge.js';
import { parseBody } from '../../lib/http/validation.js';
import type { Recipe } from './shared.js';

const DESCRIPTIONS = ['Pedido 1042 - Camiseta', 'Assinatura mensal', 'Açaí 500 ml com granola', 'Frete'];

/**
 * Pix charges. Creating one reads the merchant's Pix identity (key, name, city) and writes one
 * transaction; the sandbox provider builds the BR Code in process. Reads and transitions answer
 * the charge with its QR code PNG, generated per request (measured on its own in the report).
 */
export const charges: Recipe = {
  resource: 'charges',
  entity: 'CHARGE',
  createBody: (seq) => ({
    unique: '',
    body: {
      amount: 1990 + (seq % 500) * 10,
      description: DESCRIPTIONS[seq % DESCRIPTIONS.length],
      expiresIn: 86_400,
      metadata: { orderId: `PED-${seq}` },
    },
  }),
  updateBody: () => ({}),
  create: (merchantId, body) => createCharge(merchantId, parseBody(createChargeSchema, body)),
  growthQueries: () => [
    // Every seeded charge is pending, a few hundred are paid (the refund pool): the status filter
    // reads its own GSI2 partition, so its cost follows the matches, not the merchant's size.
    { label: 'status=PAID', query: 'status=PAID' },
    { label: 'status=PENDING', query: 'status=PENDING', cursor: true },
  ],
  actions: {
    cancel: async () => {},
    'simulate-payment': async () => {},
    refund: async (merchantId, item) => {
      await payCharge(merchantId, item.id);
    },
  },
  minimum: {
    get: { calls: 1, steps: 1, why: 'one BatchGetItem: the charge and its stored QR code image' },
    create: {
      calls: 2,
      steps: 2,
      why: 'merchant Pix identity GetItem, then one transaction: charge, txid guard, counter, event, QR code image',
    },
  },
  // The txid guard item (`PIXTXID#<txid>`) is unique: a replay writes its own txid.
  freshTokens: (json) => [
    ...new Set([...json.matchAll(/PIXTXID#([A-Za-z0-9]{25})/g)].map((m) => m[1] as string)),
  ],
};
