import { config } from '../../lib/config.js';
import { createChargeSchemaAt } from '../../lib/domain/charge.js';
import { todayIn } from '../../lib/domain/due-charge.js';
import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { chargeAnswer } from '../../lib/payment-page/answers.js';
import { createCharge } from '../../lib/services/charges.js';

const { businessTimeZone } = config();
// The schema bounds dueDate by today's date: built once a day per warm function.
let schema: { today: string; schema: ReturnType<typeof createChargeSchemaAt> } | undefined;
const schemaFor = (today: string) =>
  (schema?.today === today ? schema : (schema = { today, schema: createChargeSchemaAt(today) })).schema;

export const handler = endpoint('POST /v1/charges', async ({ event, principal, body, commit }) => {
  const now = new Date();
  const input = parseBody(schemaFor(todayIn(businessTimeZone, now)), body);
  const charge = await createCharge(principal.merchantId, input, { commit, now });
  return created(chargeAnswer(event, charge, new Date()));
});
