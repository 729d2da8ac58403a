import { hash, randomBytes } from 'node:crypto';
import { seal, unseal } from '../sealing.js';

/**
 * A hosted page's token: the payer's only credential. 32 random bytes, unrelated to the checkout's
 * or charge's id. The table holds its SHA-256 (the key of a pointer item, which the page looks
 * up) and the token sealed under a key of the deployment (which the API opens to answer the
 * link again), so the table alone yields no link.
 */
export const newPaymentToken = (): string => randomBytes(32).toString('base64url');

export const tokenHash = (token: string): string => hash('sha256', token, 'hex');

/** What a token looks like: a malformed one is unknown without a read. */
export const isTokenShaped = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The hosted page a token opens: `<public base>/pay/<token>`. */
export const paymentUrl = (base: string, token: string): string => `${base}/pay/${token}`;

const PURPOSE = 'merchant-payments page token v1';

/** Bound to its owner: a sealed token copied onto another checkout or charge does not open. */
const ownerOf = (merchantId: string, ownerId: string): Buffer => Buffer.from(`${merchantId}/${ownerId}`);

/** The token as stored on the checkout or charge whose page it opens. */
export const sealPaymentToken = (token: string, merchantId: string, ownerId: string): string =>
  seal(PURPOSE, Buffer.from(token, 'utf8'), ownerOf(merchantId, ownerId));

/** The token a stored value seals; undefined for one sealed under another secret or owner. */
export const openPaymentToken = (sealed: string, merchantId: string, ownerId: string): string | undefined =>
  unseal(PURPOSE, sealed, ownerOf(merchantId, ownerId))?.toString('utf8');
