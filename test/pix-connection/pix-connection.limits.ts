import type { AreaLimits } from '../security/support/limits.js';

/**
 * `PUT /v1/pix-connection` refuses every test key before reading its body (a connection is live
 * only), so the suite's test-key bound checks cannot reach it: its bounds are the domain schema's
 * (lib/pix-connection/pix-connection.domain.ts), and test/pix-connection/pix-connection.test.ts
 * ("takes a connection from a FULL_ACCESS key only…") sends each text one past its bound with a
 * live key.
 */
const LIVE_ONLY =
  'PUT /v1/pix-connection, live keys only: bounded by lib/pix-connection/pix-connection.domain.ts';

export const pixConnectionLimits: AreaLimits = {
  notFreeText: {
    baseUrl: `an https URL of at most 500 characters; ${LIVE_ONLY}`,
    tokenUrl: `an https URL of at most 500 characters; ${LIVE_ONLY}`,
    clientId: `at most 200 characters; ${LIVE_ONLY}`,
    clientSecret: `at most 1,000 characters; ${LIVE_ONLY}`,
    certificate: `a PEM file in base64, bounded; ${LIVE_ONLY}`,
    privateKey: `a PEM file in base64, bounded; ${LIVE_ONLY}`,
    ca: `a PEM file in base64, bounded; ${LIVE_ONLY}`,
    pixKey: `at most 77 characters; ${LIVE_ONLY}`,
    account: `an object of digits: conta at most 20, agencia at most 4, tipoConta an enum; ${LIVE_ONLY}`,
  },
};
