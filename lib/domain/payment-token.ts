import { hash, randomBytes } from 'node:crypto';

/**
 * A hosted page's token: the payer's only credential. 32 random bytes, unrelated to the checkout's
 * id; only its SHA-256 is stored, as the key of a pointer item, so the table alone yields no link.
 */
export const newPaymentToken = (): string => randomBytes(32).toString('base64url');

export const tokenHash = (token: string): string => hash('sha256', token, 'hex');

/** What a token looks like: a malformed one is unknown without a read. */
export const isTokenShaped = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The hosted page a token opens: `<public base>/pay/<token>`. */
export const paymentUrl = (base: string, token: string): string => `${base}/pay/${token}`;
