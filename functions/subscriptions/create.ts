import { config } from '../../lib/config.js';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import { createSubscriptionSchemaAt } from '../../lib/subscriptions/subscription-request.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { subscriptionAnswer } from '../../lib/payment-page/subscription-answer.js';
import { createSubscription, getSubscription } from '../../lib/subscriptions/subscriptions.service.js';
import { subscriptionRoutes } from '../../lib/subscriptions/subscriptions.routes.js';

const { businessTimeZone } = config();
// The schema bounds startDate by today's date: built once a day per warm function.
let schema: { today: string; schema: ReturnType<typeof createSubscriptionSchemaAt> } | undefined;
const schemaFor = (today: string) =>
  (schema?.today === today ? schema : (schema = { today, schema: createSubscriptionSchemaAt(today) })).schema;

export const handler = endpoint(
  subscriptionRoutes.create,
  async ({ event, principal, body, commit }) => {
    const now = new Date();
    const input = parseBody(schemaFor(todayIn(businessTimeZone, now)), body);
    const subscription = await createSubscription(principal.merchantId, input, { commit, now });
    return created(subscriptionAnswer(event, subscription));
  },
  async ({ event, principal }, made) =>
    created(subscriptionAnswer(event, await getSubscription(principal.merchantId, made.id))),
);
