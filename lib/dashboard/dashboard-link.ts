import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config.js';
import type { Commit } from '../db/idempotency.js';
import { hashApiKey, keyFromAuthorization } from '../domain/api-key.js';
import type { Permission } from '../domain/api-key.js';
import type { Principal } from '../http/auth.js';
import { publicBaseUrl } from '../payment-page/url.js';
import { OPERATOR_KEY_ID } from './session.domain.js';
import { createSignInLink, signInLinkAgain } from './sessions.service.js';

/** The sign-in page of a link token, under the stage's own origin. */
export const signInUrl = (base: string, token: string): string => `${base}/dashboard/sign-in/${token}`;

/**
 * `POST /v1/dashboard-sessions`: a one-time sign-in link for the key's merchant, carrying the
 * key's permission. The session it makes re-reads that key (by its hash) to end with it.
 */
export async function dashboardSessionFor(
  event: APIGatewayProxyEventV2,
  principal: Principal,
  commit?: Commit,
) {
  const { keyPrefix, environment } = config();
  const key = keyFromAuthorization(event.headers?.authorization, keyPrefix, environment);
  // Authenticated already: the header holds the key.
  if (key === null) throw new Error('authenticated request without its key');
  const { token, expiresAt } = await createSignInLink(
    {
      merchantId: principal.merchantId,
      environment,
      permission: principal.permission,
      keyId: principal.keyId,
      keyHash: hashApiKey(key),
    },
    commit,
  );
  return { url: signInUrl(publicBaseUrl(event), token), expiresAt };
}

/**
 * The answer of a keyed request whose first answer was lost: the link it made (its token, sealed
 * in the key's record), while that link is unused and unexpired; 404 once it is not.
 */
export async function dashboardSessionAgain(event: APIGatewayProxyEventV2, token: string) {
  const { expiresAt } = await signInLinkAgain(token);
  return { url: signInUrl(publicBaseUrl(event), token), expiresAt };
}

/**
 * An operator's link for a merchant (`npm run admin -- dashboard-link`, the link `npm start` prints
 * for its demo merchant): no API key made it, so its session has no key to end with (`OPERATOR`).
 */
export async function operatorSignInLink(merchantId: string, permission: Permission, base: string) {
  const { token, expiresAt } = await createSignInLink({
    merchantId,
    environment: config().environment,
    permission,
    keyId: OPERATOR_KEY_ID,
    keyHash: '',
  });
  return { url: signInUrl(base.replace(/\/+$/, ''), token), expiresAt };
}
