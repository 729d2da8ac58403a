import { hashApiKey } from '../../lib/domain/api-key.js';
import { findApiKeyByHash } from '../../lib/merchants/api-keys.storage.js';
import { updateMerchantPixSettings } from '../../lib/merchants/merchants.storage.js';
import type { Resource, Template } from '../security/support/templates.js';
import type { Transport } from '../security/support/http.js';

/**
 * The payouts' routes. The fixture gives the key's merchant a payout key (an operator's setting,
 * written to the table) and a balance of R$ 1.000.000,00 (the sandbox's Pix without a charge), so
 * every suite's R$ 1,00 payouts succeed; and a PENDING payout for the routes of one.
 */
export const payoutsTemplates: Record<string, Template> = {
  'POST /v1/payouts': () => ({
    path: '/v1/payouts',
    body: { amount: 100 },
    success: 201,
    kind: 'envelope',
    // `{}` pays out all that is available; under R$ 1,00 is refused.
    refusal: { amount: 99 },
  }),
  'GET /v1/payouts': () => ({ path: '/v1/payouts?page=0&size=100', success: 200, kind: 'envelope' }),
  'GET /v1/payouts/{id}': (f) => ({
    path: `/v1/payouts/${f.payout.id}`,
    success: 200,
    kind: 'envelope',
    foreignStatus: 404,
  }),
  'POST /v1/payouts/{id}/simulate': (f) => ({
    path: `/v1/payouts/${f.payout.id}/simulate`,
    body: { outcome: 'FAILED' },
    success: 200,
    kind: 'envelope',
    foreignStatus: 404,
  }),
};

/** The key's merchant, ready to pay out, with one PENDING payout. */
export async function payoutFixture(send: Transport, key: string): Promise<Resource> {
  const record = await findApiKeyByHash(hashApiKey(key));
  if (!record) throw new Error('no merchant for the fixture key');
  await updateMerchantPixSettings(record.merchantId, {
    pixKey: { type: 'EMAIL', key: 'repasses@loja.com.br' },
  });
  const credit = await send('POST', '/v1/ledger/simulate-incoming-pix', {
    key,
    json: { amount: 100_000_000 },
  });
  if (credit.status !== 201)
    throw new Error(`could not credit a payout fixture: ${credit.status} ${credit.text}`);
  const reply = await send('POST', '/v1/payouts', { key, json: { amount: 100 } });
  if (reply.status !== 201)
    throw new Error(`could not create a payout fixture: ${reply.status} ${reply.text}`);
  return { id: reply.json.data.id as string };
}
